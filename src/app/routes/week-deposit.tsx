import { DepositPage } from '@/features/club/components/deposit/deposit-page';
import { useDocumentTitle } from '@/features/content/hooks/use-document-title';

/** /deposito-semana (club members; the router wraps it in RequireAuth and RequireClubMember). */
export default function WeekDepositRoute() {
  useDocumentTitle('Depósito de semana');
  return <DepositPage />;
}
