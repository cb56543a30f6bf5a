import { useLoaderData } from 'react-router-dom';
import { env } from '@/config/env';
import { ButtonLink } from '@/features/content/components/button-link';
import { PageArticle } from '@/features/content/components/page-article';
import { useDocumentTitle } from '@/features/content/hooks/use-document-title';
import type { PageLoaderData } from './vip-club-test.loader';

/** /{product}-vip-club-teste: the VIP club page and a link to the club's external site. */
export default function VipClubTestPage() {
  const { page } = useLoaderData() as PageLoaderData;
  useDocumentTitle(page.titulo || 'VIP Club');
  return (
    <PageArticle page={page}>
      <p>
        <ButtonLink href={env.links.vipClub}>Conhecer o VIP Club</ButtonLink>
      </p>
    </PageArticle>
  );
}
