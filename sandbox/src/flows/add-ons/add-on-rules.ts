import { fromIso, formatLocalDateTime, startOfDayMs } from '../../shared/calendar';
import { WITHDRAWAL_DAYS } from '../../booking/cancellation-policy';
import type { AddOnOutcome } from '../../repositories/add-on-refunds';

/**
 * What cancelling a paid extra now keeps and gives back (issue 29 part 4; README "Cancelling
 * extras and tickets"). Pure: the extra's days, time, rule and purchase in, figures and the
 * Portuguese reason out. A day's park tickets follow the ticket sale's withdrawal
 * (tickets/ticket-vouchers.ts `withdrawalOf`).
 *
 * - Once its use has begun (its first day, at its time if it has one), it cannot be cancelled.
 * - Within 7 days of the purchase (CDC art. 49), everything paid comes back.
 * - Then its own rule: free until `freeHours` before 00:00 of its first day; after that, or for
 *   an extra with no free cancellation (null), the amount paid is kept.
 */

export interface PaidExtraTerms {
  /** Its days of use (ISO), the first is when it begins. */
  dias: string[];
  /** HH:mm, or '' for an extra with no time. */
  hora: string;
  freeHours: number | null;
  paidCents: number;
  /** When it was bought (ms). */
  purchasedMs: number;
}

const HOUR_MS = 3_600_000;
const WITHDRAWAL_MS = WITHDRAWAL_DAYS * 24 * HOUR_MS;

/** When the extra's use begins: 00:00 of its first day, or its time that day. */
export function useStartMs(terms: Pick<PaidExtraTerms, 'dias' | 'hora'>): number {
  const start = startOfDayMs(fromIso(terms.dias[0]!));
  if (terms.hora === '') return start;
  const [hours, minutes] = terms.hora.split(':').map(Number);
  return start + (hours! * 60 + minutes!) * 60_000;
}

export function extraCancellation(terms: PaidExtraTerms, nowMs: number): AddOnOutcome {
  const full = (motivo: string): AddOnOutcome => ({
    canCancel: true,
    paidCents: terms.paidCents,
    penaltyCents: 0,
    refundCents: terms.paidCents,
    motivo,
  });
  if (nowMs >= useStartMs(terms)) {
    return {
      canCancel: false,
      paidCents: terms.paidCents,
      penaltyCents: terms.paidCents,
      refundCents: 0,
      motivo: 'O uso deste extra já começou: ele não pode mais ser cancelado.',
    };
  }
  const withdrawalEnd = terms.purchasedMs + WITHDRAWAL_MS;
  if (nowMs < withdrawalEnd) {
    return full(
      `Direito de arrependimento (art. 49 do Código de Defesa do Consumidor): até ${formatLocalDateTime(Math.min(withdrawalEnd, useStartMs(terms)))}, o valor pago é devolvido integralmente.`,
    );
  }
  const freeEnd =
    terms.freeHours === null
      ? null
      : startOfDayMs(fromIso(terms.dias[0]!)) - terms.freeHours * HOUR_MS;
  if (freeEnd !== null && nowMs < freeEnd) {
    return full(`Cancelamento grátis até ${formatLocalDateTime(freeEnd)}.`);
  }
  return {
    canCancel: true,
    paidCents: terms.paidCents,
    penaltyCents: terms.paidCents,
    refundCents: 0,
    motivo:
      freeEnd === null
        ? 'Extra não reembolsável depois do pagamento: se cancelado, o valor pago não é devolvido.'
        : `O cancelamento grátis terminou em ${formatLocalDateTime(freeEnd)}: se cancelado, o valor pago não é devolvido.`,
  };
}
