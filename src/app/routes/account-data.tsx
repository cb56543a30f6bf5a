import { MyDataPage } from '@/features/account/components/my-data/my-data-page';
import { useDocumentTitle } from '@/features/content/hooks/use-document-title';

/** /minhaConta/meus-dados (logged in only; the router wraps it in RequireAuth). */
export default function AccountDataRoute() {
  useDocumentTitle('Meus dados');
  return <MyDataPage />;
}
