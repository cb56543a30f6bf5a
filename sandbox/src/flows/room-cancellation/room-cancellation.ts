import type { AcaoReservaResponse } from '../../../../src/api/contract/account';
import type { SimularCancelamentoResponse } from '../../../../src/api/contract/cancellation';
import { mailCancellation } from '../../booking/booking-mail';
import { toSimulation } from '../../booking/cancellation-policy';
import { simulatePointsReturn } from '../../booking/contract-points';
import { assertCancellable, lastPaidRoom } from '../../booking/reservation-actions';
import {
  paidCents,
  recordCancellation,
  simulateCancellation,
} from '../../booking/reservation-cancellation';
import { paidPriceCents } from '../../repositories/payment-transactions';
import { changeStatus, STATUS, toResumo, type ReservationRow } from '../../booking/reservations';
import type { Db } from '../../db/types';
import { releasePackageOfRoom } from '../../repositories/stay-tickets';
import { today, toIso } from '../../shared/calendar';
import { bookingFeeOf, cancelBookingFee } from '../../repositories/club-contracts';
import { installmentReference } from '../../club/club-installment-payments';
import type { CancellationOutcome } from '../../booking/cancellation-policy';
import { cancelGroupExtras, groupAddOns } from '../add-ons/add-on-cancellation';
import { mailAddOnsCancelled } from '../add-ons/add-on-mail';
import { cancelPackageTickets, packageCancellation } from '../park-package/package-cancellation';

/**
 * Cancelling a room (README "Cancelling"): the room under its rate's policy, a 'Hospedagem +
 * Parque' room with its park tickets under the package's rule, the group's paid extras with its
 * last paid room, and a contract booking's points back by the return rule. It spans the
 * booking, the park's tickets, the extras and the club's ledger, so it lives above them.
 */

/**
 * The sentence the room's simulation adds when the group's park tickets stay valid (a park day
 * needs no room); they are withdrawn on their own.
 */
export const TICKETS_KEPT =
  'Os ingressos do parque comprados com a reserva continuam válidos. Para desistir deles, use "Cancelar ingressos ou extras".';

/**
 * The room's money under its policy. A booking the waitlist confirmed was paid, if at all, by
 * its tariff's line in the contract's financial record, not with a group payment: an open line
 * means nothing paid (it is cancelled with the room), a paid one is refunded through its own
 * charge.
 */
function roomMoney(
  db: Db,
  row: ReservationRow,
  nowMs: number,
): { outcome: CancellationOutcome; referencia: string; openFee: boolean } {
  const fee = bookingFeeOf(db, row.id_reservas_front);
  if (!fee) {
    // Paid with the group: at its PIX price when the group's charge was a PIX.
    const paid = paidPriceCents(db, row.identificador, 'quartos', paidCents(row));
    return {
      outcome: simulateCancellation(row, nowMs, paid),
      referencia: row.identificador,
      openFee: false,
    };
  }
  const paid = fee.pago_em !== null && fee.cancelada_em === null ? fee.valor : 0;
  return {
    outcome: simulateCancellation(row, nowMs, paid),
    referencia: installmentReference(fee.id),
    openFee: fee.pago_em === null,
  };
}

/** What cancelling now would keep and give back (money and contract points); changes nothing. */
export function simulateCancel(
  db: Db,
  row: ReservationRow,
  nowMs: number,
): SimularCancelamentoResponse {
  assertCancellable(db, row, nowMs);
  const points = simulatePointsReturn(
    db,
    row,
    row.status_id !== STATUS.preReserva,
    today(new Date(nowMs)),
  );
  // A 'Hospedagem + Parque' room goes with its park tickets, under the package's rule.
  const pkg = packageCancellation(db, row, nowMs);
  const addOns = lastPaidRoom(db, row) ? groupAddOns(db, row.identificador, nowMs) : [];
  const extras = [...(pkg ? [pkg.item] : []), ...addOns.filter((item) => item.tipo === 'extra')];
  const tickets = addOns.some((item) => item.tipo === 'ingressos' && item.id !== pkg?.voucher.id);
  return {
    ...toSimulation(pkg?.room ?? roomMoney(db, row, nowMs).outcome),
    ...(extras.length > 0 ? { adicionais: extras } : {}),
    ...(tickets ? { aviso_ingressos: TICKETS_KEPT } : {}),
    ...(points === null
      ? {}
      : {
          pontos_usados: points.usados,
          pontos_devolvidos: points.devolvidos,
          regra_pontos: points.regra,
        }),
  };
}

/**
 * Cancels the room with the guest's reason, in one transaction with the figures the simulation
 * showed; a paid room's refund is e-mailed.
 */
export function cancelReservation(
  db: Db,
  row: ReservationRow,
  observacoes: string,
  nowMs: number,
): AcaoReservaResponse {
  assertCancellable(db, row, nowMs);
  const { updated, record, extras } = db.transaction(() => {
    const pkg = packageCancellation(db, row, nowMs);
    const money = roomMoney(db, row, nowMs);
    const record = recordCancellation(db, row, pkg?.room ?? money.outcome, nowMs, money.referencia);
    if (money.openFee) cancelBookingFee(db, row.id_reservas_front, toIso(today(new Date(nowMs))));
    if (pkg) cancelPackageTickets(db, pkg, nowMs);
    // A held room let go takes its package's tickets with it.
    if (row.status_id === STATUS.preReserva) releasePackageOfRoom(db, row.id_reservas_front);
    const extras = [
      ...(pkg ? [pkg.item] : []),
      ...(lastPaidRoom(db, row) ? cancelGroupExtras(db, row.identificador, nowMs) : []),
    ];
    return {
      updated: changeStatus(db, row, STATUS.cancelada, observacoes, today(new Date(nowMs))),
      record,
      extras,
    };
  })();
  if (record.paidCents > 0) mailCancellation(db, updated, record, nowMs);
  if (extras.length > 0) mailAddOnsCancelled(db, updated.user_id, updated.numero_reserva, extras);
  return { mensagem: 'Reserva cancelada com sucesso.', reserva: toResumo(db, updated) };
}
