import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { formatCurrency } from '@/lib/format';
import { errorMessage } from '@/lib/http/api-error';
import type { CompletedBooking } from '@/stores/booking-draft';
import { getVoucher } from '../api/get-voucher';
import { openPdfInNewTab } from '../utils/open-pdf';
import * as S from './checkout.styles';

export const BOOKING_COMPLETED_TEXT = 'Reserva concluída!';

/** /reserva-concluida: every reservation of the paid group, each with its voucher. */
export function CompletedList({ bookings }: { bookings: readonly CompletedBooking[] }) {
  const [failure, setFailure] = useState<string | null>(null);
  const total = bookings.reduce((sum, b) => sum + b.total, 0);

  const voucher = (numero: string) => {
    setFailure(null);
    openPdfInNewTab(() => getVoucher(numero))
      .then((opened) => {
        if (!opened) setFailure('Permita pop-ups para abrir o voucher.');
      })
      .catch((error: unknown) => setFailure(errorMessage(error)));
  };

  return (
    <S.Page>
      <S.Title>{BOOKING_COMPLETED_TEXT}</S.Title>
      <p role="status">
        {BOOKING_COMPLETED_TEXT}{' '}
        {bookings.length === 1
          ? 'Sua reserva foi confirmada.'
          : `Suas ${bookings.length} reservas foram confirmadas.`}
      </p>
      {bookings.map((booking) => (
        <S.Section key={booking.numero_reserva} aria-label={`Reserva ${booking.numero_reserva}`}>
          <h2>Reserva {booking.numero_reserva}</h2>
          <S.Details>
            <dt>Hotel</dt>
            <dd>{booking.hotel}</dd>
            {booking.uh && (
              <>
                <dt>Acomodação</dt>
                <dd>{booking.uh}</dd>
              </>
            )}
            <dt>Datas</dt>
            <dd>
              {booking.data_chegada} a {booking.data_partida}
            </dd>
            {booking.hospedes && booking.hospedes.length > 0 && (
              <>
                <dt>Hóspedes</dt>
                <dd>{booking.hospedes.join(', ')}</dd>
              </>
            )}
            <dt>Total</dt>
            <dd>{formatCurrency(booking.total)}</dd>
          </S.Details>
          <S.Actions>
            <Button
              $variant="secondary"
              onClick={() => voucher(booking.numero_reserva)}
              aria-label={`Voucher da reserva ${booking.numero_reserva}`}
            >
              Voucher
            </Button>
          </S.Actions>
        </S.Section>
      ))}
      {failure && <S.Alert role="alert">{failure}</S.Alert>}
      <S.Total>
        Total do grupo: <strong>{formatCurrency(total)}</strong>
      </S.Total>
    </S.Page>
  );
}
