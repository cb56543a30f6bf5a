import { useDocumentTitle } from '@/features/content/hooks/use-document-title';
import { ReservationsPage } from '@/features/account/components/reservations/reservations-page';

/** /minhaConta/reservas (logged in only; the router wraps it in RequireAuth). */
export default function AccountReservationsRoute() {
  useDocumentTitle('Minhas reservas');
  return <ReservationsPage />;
}
