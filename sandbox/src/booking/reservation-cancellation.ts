import type { Db } from '../db/types';
import { fromIso, today } from '../shared/calendar';
import { cancellationOutcome, type CancellationOutcome, purchaseDay } from './cancellation-policy';
import { type ReservationRow, STATUS } from './reservations';
import { paidTransaction } from '../repositories/payment-transactions';
import { insertCancellationRecord } from '../repositories/reservations';

/**
 * The cancellation policy applied to a stored reservation: which policy it has, what cancelling
 * it now keeps and gives back, and the record of a cancellation (README "Cancellation policy").
 */

/** Paid rooms are the confirmed ones (card approved, PIX or boleto paid); a hold paid nothing. */
export function paidCents(row: ReservationRow): number {
  return row.status_id === STATUS.confirmada ? row.valor_total_centavos : 0;
}

/**
 * What cancelling the room at `nowMs` would keep and give back; `paid` when its money was not
 * paid with the group (a waitlist booking's tariff, paid in the contract's financial record).
 */
export function simulateCancellation(
  row: ReservationRow,
  nowMs: number,
  paid: number = paidCents(row),
): CancellationOutcome {
  const arrival = fromIso(row.data_chegada);
  return cancellationOutcome({
    tarifa: row.tarifa,
    arrival,
    purchase: purchaseDay(row),
    today: today(new Date(nowMs)),
    nights: fromIso(row.data_partida) - arrival,
    // A penalty is a share of what was paid: a room paid by PIX, at its PIX price.
    totalCents: paid > 0 ? paid : row.valor_total_centavos,
    paidCents: paid,
  });
}

export interface CancellationRecord extends CancellationOutcome {
  transactionToken: string | null;
}

/**
 * Records what the cancellation kept and refunded (call inside the cancelling transaction,
 * before the status changes). The refund is booked against the group's charged transaction: a
 * partial refund of one room of a group leaves the transaction itself 'aprovado'/'pago'.
 */
export function recordCancellation(
  db: Db,
  row: ReservationRow,
  outcome: CancellationOutcome,
  nowMs: number,
  /** The payment's reference when it is not the group's (a financial record line's). */
  referencia: string = row.identificador,
): CancellationRecord {
  const transactionToken = outcome.paidCents > 0 ? paidTransaction(db, referencia) : null;
  insertCancellationRecord(db, {
    reservationId: row.id_reservas_front,
    paidCents: outcome.paidCents,
    penaltyCents: outcome.penaltyCents,
    refundCents: outcome.refundCents,
    motivo: outcome.motivo,
    transactionToken,
    nowMs,
  });
  return { ...outcome, transactionToken };
}
