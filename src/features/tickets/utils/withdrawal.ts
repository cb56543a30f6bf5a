import type { TicketVoucher } from '@/api/contract/tickets';
import { formatDeadline, parseIsoDay } from '@/lib/dates';

/** CDC art. 49: 7 days from the payment. */
const WITHDRAWAL_MS = 7 * 86_400_000;

export interface Withdrawal {
  /** Whether 'Cancelar' is offered now. */
  open: boolean;
  /** Until when (ISO), when the purchase was paid. */
  until: string | null;
  /**
   * Why a paid purchase can no longer be withdrawn, with the date the period closed: the API's
   * reason, or one read from the dates when the API sends none. Null while it can be.
   */
  closedReason: string | null;
}

/**
 * The buyer may withdraw a paid purchase within 7 days of its payment (CDC art. 49; Decreto
 * 7.962/2013 art. 5: through the same channel), before the visit day begins, with no ticket
 * used. The API's `cancelavel_ate`/`pode_cancelar` decide when it sends them; an API without
 * them (an extension) is read from the payment date, the visit day and the tickets.
 */
export function withdrawalOf(voucher: TicketVoucher, now: Date): Withdrawal {
  const paid = voucher.status === 'pago' || voucher.status === 'utilizado';
  if (!paid || !voucher.pago_em) return { open: false, until: null, closedReason: null };
  const visit = parseIsoDay(voucher.data_visita);
  const byPayment = Date.parse(voucher.pago_em) + WITHDRAWAL_MS;
  const computed = Math.min(byPayment, visit ? visit.getTime() : byPayment);
  const until = voucher.cancelavel_ate ?? new Date(computed).toISOString();
  const used =
    voucher.status === 'utilizado' || voucher.unidades.some((u) => u.status === 'utilizado');
  const inTime = now.getTime() < Date.parse(until);
  const open = voucher.status === 'pago' && (voucher.pode_cancelar ?? true) && inTime && !used;
  if (open) return { open, until, closedReason: null };
  const closedReason =
    voucher.motivo_cancelamento ||
    (used
      ? 'Ingressos já utilizados não podem ser cancelados.'
      : `O prazo de cancelamento terminou em ${formatDeadline(until)}.`);
  return { open, until, closedReason };
}
