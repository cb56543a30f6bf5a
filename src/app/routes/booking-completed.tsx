import { CompletedList } from '@/features/booking/components/completed-list';
import { useResetCompletedDraft } from '@/features/booking/hooks/use-checkout-summary';
import { useDocumentTitle } from '@/features/content/hooks/use-document-title';
import { useCompletedBookings } from '@/stores/booking-draft';

/** /reserva-concluida (inside RequireCompletedBooking): the paid group's reservations. */
export default function BookingCompletedRoute() {
  useDocumentTitle('Reserva concluída');
  useResetCompletedDraft();
  return <CompletedList bookings={useCompletedBookings()} />;
}
