import { MyContractsPage } from '@/features/club/components/my-contracts/my-contracts-page';
import { useDocumentTitle } from '@/features/content/hooks/use-document-title';

/** /meus-contratos (club members; the router wraps it in RequireAuth and RequireClubMember). */
export default function MyContractsRoute() {
  useDocumentTitle('Meus contratos');
  return <MyContractsPage />;
}
