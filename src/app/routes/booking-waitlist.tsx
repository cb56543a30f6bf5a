import { BookingWaitlistPage } from '@/features/club/components/booking-waitlist/booking-waitlist-page';
import { useDocumentTitle } from '@/features/content/hooks/use-document-title';

/** /meus-contratos/lista-espera (club members; the router wraps it in RequireAuth and RequireClubMember). */
export default function BookingWaitlistRoute() {
  useDocumentTitle('Lista de espera de reservas');
  return <BookingWaitlistPage />;
}
