import { useLoaderData } from 'react-router-dom';
import { PageArticle } from '@/features/content/components/page-article';
import { useDocumentTitle } from '@/features/content/hooks/use-document-title';
import type { InfoLoaderData } from './info.loader';

/** /informacoes/:info: a SOBRE page from the CMS. */
export default function InfoPage() {
  const { page } = useLoaderData() as InfoLoaderData;
  useDocumentTitle(page.titulo);
  return <PageArticle page={page} />;
}
