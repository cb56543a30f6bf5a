import { CompletedList } from '@/features/booking/components/completed-list';
import { useResetCompletedDraft } from '@/features/booking/hooks/use-checkout-summary';
import { hotelOfIdentificador } from '@/features/booking/utils/identificador';
import { getHotel } from '@/features/content/api/get-hotel';
import { useDocumentTitle } from '@/features/content/hooks/use-document-title';
import { PendingPaymentInstructions } from '@/features/payment/components/pending-payment-instructions';
import { useCompletedBookings, useCompletedGroup } from '@/features/booking/stores/checkout';

/** The street address of the group's hotel, for the calendar file. */
async function hotelAddress(identificador: string | undefined): Promise<string> {
  const id = identificador ? hotelOfIdentificador(identificador) : null;
  if (id === null) return '';
  const hotel = await getHotel(id);
  return hotel.endereco;
}

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
      loadHotelAddress={() => hotelAddress(group?.identificador)}
    />
  );
}
