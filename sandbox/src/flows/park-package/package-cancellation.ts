import type { AdicionalCancelavel } from '../../../../src/api/contract/add-on-cancellation';
import type { Db } from '../../db/types';
import { formatLocalDateTime, fromIso, toWire } from '../../shared/calendar';
import { toReais } from '../../shared/money';
import { packageRefundableUntil } from '../../tickets/park-package';
import { PACKAGE_NAME } from '../../shared/park-package-terms';
import { packageOfRoom, type StayTicketRow } from '../../repositories/stay-tickets';
import { findVoucher, type VoucherRow } from '../../tickets/ticket-vouchers';
import { type AddOnOutcome, recordAddOnRefund } from '../../repositories/add-on-refunds';
import type { CancellationOutcome } from '../../booking/cancellation-policy';
import { paidCents } from '../../booking/reservation-cancellation';
import { paidPriceCents } from '../../repositories/payment-transactions';
import { type ReservationRow, STATUS } from '../../booking/reservations';
import { cancelStayTicketsRow } from '../../repositories/stay-tickets';
import { setVoucherCancelled } from '../../repositories/ticket-vouchers';

/**
 * Cancelling a paid 'Hospedagem + Parque' room (issue 29 part 3; README "Packages"): the room
 * and its park tickets are one line, cancelled together under the stricter of their rules:
 * everything back within 7 days of the payment and before the park day begins; after that,
 * nothing (the tickets' rule, stricter than any room's).
 */

export interface PackageCancellation {
  /** The room's part (recorded as the room's cancellation). */
  room: CancellationOutcome;
  /** The tickets' part (recorded against the same charge). */
  tickets: AddOnOutcome;
  stay: StayTicketRow;
  voucher: VoucherRow;
  /** The tickets' part, as the room's simulation lists it. */
  item: AdicionalCancelavel;
}

/** The paid package of the room, with what cancelling it now keeps; null for any other room. */
export function packageCancellation(
  db: Db,
  row: ReservationRow,
  nowMs: number,
): PackageCancellation | null {
  if (row.status_id !== STATUS.confirmada) return null;
  const stay = packageOfRoom(db, row.id_reservas_front);
  const voucher = stay?.voucher_id ? findVoucher(db, stay.voucher_id) : undefined;
  if (!stay || !voucher || voucher.pago_em === null) return null;
  const until = packageRefundableUntil(voucher.pago_em, fromIso(stay.data_visita));
  const refundable = nowMs < until;
  const motivo = refundable
    ? `Pacote ${PACKAGE_NAME}: até ${formatLocalDateTime(until)}, o valor pago (hospedagem e ingressos) é devolvido integralmente (CDC, art. 49).`
    : `Pacote ${PACKAGE_NAME}: o prazo de devolução terminou em ${formatLocalDateTime(until)}; o pacote não é reembolsável, nem em parte.`;
  const part = (paid: number) => ({
    paidCents: paid,
    penaltyCents: refundable ? 0 : paid,
    refundCents: refundable ? paid : 0,
    motivo,
  });
  // Both parts at what they were paid: a package paid by PIX, at its PIX price.
  const paidOf = (cents: number) => paidPriceCents(db, stay.identificador, 'pacotes', cents);
  const tickets = { ...part(paidOf(voucher.valor_total * 100)), canCancel: true };
  return {
    room: part(paidOf(paidCents(row))),
    tickets,
    stay,
    voucher,
    item: {
      tipo: 'ingressos',
      id: voucher.id,
      nome: `Ingressos do pacote ${PACKAGE_NAME}`,
      quando: toWire(fromIso(stay.data_visita)),
      quantidade: stay.pessoas,
      valor_pago: toReais(tickets.paidCents),
      multa: toReais(tickets.penaltyCents),
      reembolso: toReais(tickets.refundCents),
      pode_cancelar: true,
      motivo,
    },
  };
}

/** Cancels the package's tickets with their room (inside the room's cancelling transaction). */
export function cancelPackageTickets(db: Db, pkg: PackageCancellation, nowMs: number): void {
  recordAddOnRefund(
    db,
    { tipo: 'ingressos', id: pkg.voucher.id, referencia: pkg.stay.identificador },
    pkg.tickets,
    nowMs,
  );
  cancelStayTicketsRow(db, pkg.stay.id);
  setVoucherCancelled(db, pkg.voucher.id, nowMs, toReais(pkg.tickets.refundCents));
}
