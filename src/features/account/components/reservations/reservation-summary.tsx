import type { ReservaResumo } from '@/api/contract/account';
import { formatCurrency } from '@/lib/format';
import { Details } from './card.styles';
import { guestsText } from './reservation-card';

/** The facts of a reservation as a definition list (pre-check-in, rooming list). */
export function ReservationSummary({
  reserva,
  showTotal = true,
}: {
  reserva: ReservaResumo;
  showTotal?: boolean;
}) {
  return (
    <Details>
      <dt>Reserva</dt>
      <dd>{reserva.numero_reserva}</dd>
      <dt>Hotel</dt>
      <dd>{reserva.hotel}</dd>
      <dt>Apartamento</dt>
      <dd>{reserva.uh}</dd>
      <dt>Pensão</dt>
      <dd>{reserva.pensao}</dd>
      <dt>Estadia</dt>
      <dd>
        {reserva.data_chegada} a {reserva.data_partida}
      </dd>
      <dt>Hóspedes</dt>
      <dd>{guestsText(reserva)}</dd>
      {showTotal && (
        <>
          <dt>Total</dt>
          <dd>{formatCurrency(reserva.valor_total)}</dd>
        </>
      )}
    </Details>
  );
}
