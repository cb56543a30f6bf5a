import { useLoaderData } from 'react-router-dom';
import { env } from '@/config/env';
import { ButtonLink } from '@/features/content/components/button-link';
import { PageArticle } from '@/features/content/components/page-article';
import { useDocumentTitle } from '@/features/content/hooks/use-document-title';
import type { PageLoaderData } from './agents.loader';

/** /agentes: information for travel agents and the way to the partner portal. */
export default function AgentsPage() {
  const { page } = useLoaderData() as PageLoaderData;
  useDocumentTitle(page.titulo || 'Agentes');
  return (
    <PageArticle page={page}>
      <p>
        <ButtonLink href={env.links.partnerPortal}>Acessar o Portal de Parceiros</ButtonLink>
      </p>
    </PageArticle>
  );
}
