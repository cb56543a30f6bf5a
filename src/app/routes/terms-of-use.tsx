import { useLoaderData } from 'react-router-dom';
import { PageArticle } from '@/features/content/components/page-article';
import { useDocumentTitle } from '@/features/content/hooks/use-document-title';
import type { PageLoaderData } from './terms-of-use.loader';

/** /termos-de-uso (linked from the footer and the cookie banner). */
export default function TermsOfUsePage() {
  const { page } = useLoaderData() as PageLoaderData;
  useDocumentTitle(page.titulo || 'Termos de uso');
  return <PageArticle page={page} />;
}
