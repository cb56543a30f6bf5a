import { useCheckoutAt } from '@/features/booking/stores/checkout';
import { groupCentavos, orderCentavos } from '@/features/booking/utils/group-rules';
import { Panel } from '@/components/layout/page-column.styles';
import { pointsText, formatCentavos } from '@/lib/format';
import { useSessionUser } from '@/stores/session';
import { BookingPayment } from './payment';

/**
 * /check-out-drvc (product-rules §2): the club checkout, the payment step of a contract booking. The
 * points were spent when the rooms were held; what is paid here is the usage fee (the club
 * tariff of the chosen plans), with any park tickets and extras added (in money, issue 29),
 * through the same payment feature as every booking. Booking README, "The club checkout".
 */
export default function ClubCheckoutRoute() {
  return (
    <BookingPayment club>
      <ContractPaid />
    </BookingPayment>
  );
}

function ContractPaid() {
  const paying = useCheckoutAt('payment');
  const user = useSessionUser();
  if (!paying) return null;
  const { contratoGrupo, preReserva, grupo } = paying.hold;
  const numero = user.contratos?.find((c) => c.contratos_id === contratoGrupo)?.numero_contrato;
  const points = preReserva.reduce((sum, p) => sum + (p.pontos ?? 0), 0);
  const fee = groupCentavos(grupo);
  // Park tickets and extras added at 'Complete sua estadia' are paid in money with the fee.
  const addOns = orderCentavos(paying) - fee;
  return (
    <Panel aria-labelledby="contrato-pago">
      <h2 id="contrato-pago">Reserva com contrato{numero ? ` ${numero}` : ''}</h2>
      <p>
        Pontos do contrato: <strong>{pointsText(points)}</strong>, já debitados na reserva dos
        quartos. Se a reserva não for concluída, eles voltam ao contrato.
      </p>
      <p>
        Taxa de utilização a pagar agora: <strong>{formatCentavos(fee)}</strong>.
      </p>
      {addOns > 0 && (
        <p>
          Ingressos e extras: <strong>{formatCentavos(addOns)}</strong>. Total a pagar agora:{' '}
          <strong>{formatCentavos(fee + addOns)}</strong>.
        </p>
      )}
    </Panel>
  );
}
