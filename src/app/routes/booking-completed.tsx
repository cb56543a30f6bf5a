import { CompletedList } from '@/features/booking/components/completed-list';
import { useResetCompletedDraft } from '@/features/booking/hooks/use-checkout-summary';
import { useDocumentTitle } from '@/features/content/hooks/use-document-title';
import { PendingPaymentInstructions } from '@/features/payment/components/pending-payment-instructions';
import { useCompletedBookings, useCompletedGroup } from '@/stores/booking-draft';

/**
 * /reserva-concluida (inside RequireCompletedBooking): the group's reservations, and how to
 * pay a PIX or boleto left open (the payment feature's instructions).
 */
export default function BookingCompletedRoute() {
  const group = useCompletedGroup();
  useDocumentTitle(
    group?.aguardandoPagamento ? 'Reserva aguardando pagamento' : 'Reserva concluída',
  );
  useResetCompletedDraft();
  return (
    <CompletedList
      bookings={useCompletedBookings()}
      group={group}
      renderPaymentInstructions={(pagamento) => (
        <PendingPaymentInstructions pagamento={pagamento} />
      )}
    />
  );
}
