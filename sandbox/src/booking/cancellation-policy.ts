import type {
  PoliticaCancelamento,
  SimularCancelamentoResponse,
} from '../../../src/api/contract/cancellation';
import { type Day, fromIso, today, toWire } from '../shared/calendar';
import { formatBrl, toReais } from '../shared/money';

/**
 * The cancellation policy of a rate (Decreto 7.381/2010 art. 20: any penalty is known before
 * paying) and what a cancellation keeps and gives back. Pure rules: days and cents in, figures
 * and Portuguese texts out. README "Cancellation policy".
 *
 * - First, always, the right of withdrawal (CDC art. 49, the footer's 'Direito de
 *   arrependimento', product-rules §9 "withdrawal period 7 days"): a purchase made online may be given
 *   up within 7 days of the contract, with everything paid refunded.
 * - Counter and club rates (`BALCAO`, `CLUBE`, with or without a coupon) are flexible: free
 *   until 7 days before arrival; later, a penalty of one night (the stay's average night).
 * - Promotional rates (`PROMO`, the discounted nights) are non-refundable: once paid, the
 *   whole amount is kept (after the withdrawal period).
 * - What was never paid (a hold) is neither kept nor refunded.
 */

/** product-rules §9 and the footer panel: days after the purchase in which it may be given up. */
export const WITHDRAWAL_DAYS = 7;
/** Flexible rates: cancelling up to this many days before arrival costs nothing. */
export const FREE_CANCELLATION_DAYS = 7;

export type PolicyKind = PoliticaCancelamento['tipo'];

/** The rate kind's policy: `PROMO` (with or without a coupon) is non-refundable. */
export function policyKindOf(tarifa: string): PolicyKind {
  const base = tarifa.split('+')[0]?.trim().toUpperCase() ?? '';
  return base === 'PROMO' ? 'nao_reembolsavel' : 'flexivel';
}

const WITHDRAWAL_SENTENCE = `Direito de arrependimento (art. 49 do Código de Defesa do Consumidor): em até ${WITHDRAWAL_DAYS} dias da contratação, o valor pago é devolvido integralmente.`;

/**
 * The last day a flexible booking is cancelled for free: 7 days before arrival or, when the
 * withdrawal period reaches further, its last day (never later than the eve of arrival, the
 * last day a reservation can be cancelled).
 */
export function freeUntil(arrival: Day, purchase: Day): Day {
  return Math.max(
    arrival - FREE_CANCELLATION_DAYS,
    Math.min(purchase + WITHDRAWAL_DAYS, arrival - 1),
  );
}

/**
 * The policy as the guest reads it, for a stay arriving on `arrival` bought on `purchase`
 * (today, for a search or a hold).
 */
export function describePolicy(tarifa: string, arrival: Day, purchase: Day): PoliticaCancelamento {
  if (policyKindOf(tarifa) === 'nao_reembolsavel') {
    return {
      tipo: 'nao_reembolsavel',
      multa: '100% do valor pago',
      texto: `Tarifa promocional não reembolsável: depois de paga, o valor não é devolvido em caso de cancelamento. ${WITHDRAWAL_SENTENCE}`,
    };
  }
  const until = toWire(freeUntil(arrival, purchase));
  return {
    tipo: 'flexivel',
    dias_gratis: FREE_CANCELLATION_DAYS,
    gratis_ate: until,
    multa: 'uma diária',
    texto: `Cancelamento grátis até ${until} (${FREE_CANCELLATION_DAYS} dias antes da chegada). Depois disso, é cobrada multa de uma diária (o valor médio de uma noite da reserva). ${WITHDRAWAL_SENTENCE}`,
  };
}

export interface CancellationInput {
  tarifa: string;
  arrival: Day;
  /** The day of the purchase (the confirmation; the hold's day when never confirmed). */
  purchase: Day;
  /** The day of the cancellation (the server's today). */
  today: Day;
  nights: number;
  totalCents: number;
  /** What the guest paid for this room (0 for a hold never paid). */
  paidCents: number;
}

export interface CancellationOutcome {
  paidCents: number;
  penaltyCents: number;
  refundCents: number;
  motivo: string;
}

/** What a cancellation today keeps and gives back, by the rules above, in this order. */
export function cancellationOutcome(input: CancellationInput): CancellationOutcome {
  const paid = Math.max(0, input.paidCents);
  const outcome = (penaltyCents: number, motivo: string): CancellationOutcome => {
    const penalty = Math.min(Math.max(0, penaltyCents), paid);
    return { paidCents: paid, penaltyCents: penalty, refundCents: paid - penalty, motivo };
  };
  if (paid === 0) {
    return outcome(0, 'Reserva ainda não paga: não há valor a reter nem a devolver.');
  }
  if (input.today - input.purchase <= WITHDRAWAL_DAYS) {
    return outcome(
      0,
      `Direito de arrependimento: cancelamento em até ${WITHDRAWAL_DAYS} dias da contratação (art. 49 do CDC), com devolução integral.`,
    );
  }
  if (policyKindOf(input.tarifa) === 'nao_reembolsavel') {
    return outcome(paid, 'Tarifa promocional não reembolsável: o valor pago fica retido.');
  }
  const until = freeUntil(input.arrival, input.purchase);
  if (input.today <= until) {
    return outcome(0, `Cancelamento grátis até ${toWire(until)}: nenhuma multa.`);
  }
  const oneNight = Math.round(input.totalCents / Math.max(1, input.nights));
  return outcome(
    oneNight,
    `Cancelamento a menos de ${FREE_CANCELLATION_DAYS} dias da chegada: multa de uma diária (${formatBrl(oneNight)}).`,
  );
}

/** The outcome on the wire (reais). */
export function toSimulation(outcome: CancellationOutcome): SimularCancelamentoResponse {
  return {
    valor_pago: toReais(outcome.paidCents),
    multa: toReais(outcome.penaltyCents),
    reembolso: toReais(outcome.refundCents),
    motivo: outcome.motivo,
  };
}

/** The stored fields of a reservation the policy needs (domain/reservations.ts). */
export interface PolicyRow {
  tarifa: string;
  data_chegada: string;
  criado_em: string;
  politica_cancelamento: string | null;
  politica_aceita_em: number | null;
}

/** The purchase: the day the policy was accepted (the confirmation), else the day of the hold. */
export function purchaseDay(row: PolicyRow): Day {
  return row.politica_aceita_em !== null
    ? today(new Date(row.politica_aceita_em))
    : fromIso(row.criado_em.slice(0, 10));
}

/** The policy the guest accepted; for rooms confirmed before it was stored, its rate's policy. */
export function policyOf(row: PolicyRow): PoliticaCancelamento {
  if (row.politica_cancelamento) {
    return JSON.parse(row.politica_cancelamento) as PoliticaCancelamento;
  }
  return describePolicy(row.tarifa, fromIso(row.data_chegada), purchaseDay(row));
}
