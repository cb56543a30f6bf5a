import { recordAddOnRefund } from '../repositories/add-on-refunds';
import type { AddOnOutcome } from '../repositories/add-on-refunds';
import type { Db } from '../db/types';
import { formatLocalDateTime } from '../shared/calendar';
import { toReais } from '../shared/money';
import { DomainError } from '../shared/domain-error';
import { cancelStayTicketsOfVoucher, stayReferenceOfVoucher } from '../repositories/stay-tickets';
import { anyUnitUsed, setVoucherWithdrawn } from '../repositories/ticket-vouchers';
import { refundSettlingTransactions } from '../repositories/payment-transactions';
import { purchaseWithdrawal, voucherPaidCents, type VoucherRow } from './ticket-vouchers';

/**
 * Withdrawing a paid ticket purchase (CDC art. 49; `withdrawalOf`), everything paid refunded
 * through the gateway. A purchase of its own had its own charge, which is refunded whole
 * ('estornado'). Tickets bought with a stay or added to it were paid with the group's rooms or
 * its add-on order: that charge is refunded in part, the refund recorded as an add-on's
 * (README "Cancelling extras and tickets").
 */

/** The stay (or add-on order) a purchase was paid with; null for a purchase of its own. */
export function stayReferenceOf(db: Db, voucherId: number): string | null {
  return stayReferenceOfVoucher(db, voucherId);
}

/** What withdrawing the purchase now would give back, or why it cannot be. */
export function ticketWithdrawalOutcome(db: Db, voucher: VoucherRow, nowMs: number): AddOnOutcome {
  const withdrawal = purchaseWithdrawal(db, voucher, anyUnitUsed(db, voucher.id), nowMs);
  const paidCents = voucherPaidCents(db, voucher);
  if (!withdrawal.pode) {
    return {
      canCancel: false,
      paidCents,
      penaltyCents: paidCents,
      refundCents: 0,
      motivo: withdrawal.motivo ?? 'Compra não cancelável.',
    };
  }
  return {
    canCancel: true,
    paidCents,
    penaltyCents: 0,
    refundCents: paidCents,
    motivo: `Direito de arrependimento (art. 49 do Código de Defesa do Consumidor): até ${formatLocalDateTime(withdrawal.ate!)}, o valor pago é devolvido integralmente.`,
  };
}

/** Withdraws the purchase (call inside an immediate transaction); refuses with the reason. */
export function withdrawTicketPurchase(db: Db, voucher: VoucherRow, nowMs: number): AddOnOutcome {
  if (voucher.status === 'cancelado') {
    throw new DomainError('conflict', 'Esta compra já foi cancelada.');
  }
  const outcome = ticketWithdrawalOutcome(db, voucher, nowMs);
  if (!outcome.canCancel) throw new DomainError('conflict', outcome.motivo);
  const stay = stayReferenceOf(db, voucher.id);
  if (stay === null) {
    const refunded = refundSettlingTransactions(
      db,
      voucher.codigo,
      nowMs,
      'Compra de ingressos cancelada pelo comprador (CDC, art. 49): estorno integral.',
    );
    if (refunded === 0) {
      throw new DomainError('conflict', 'Pagamento desta compra não encontrado para o estorno.');
    }
  } else {
    recordAddOnRefund(db, { tipo: 'ingressos', id: voucher.id, referencia: stay }, outcome, nowMs);
    cancelStayTicketsOfVoucher(db, voucher.id);
  }
  // What was paid (its PIX price when paid by PIX), given back in full.
  setVoucherWithdrawn(db, voucher.id, nowMs, toReais(outcome.refundCents));
  return outcome;
}
