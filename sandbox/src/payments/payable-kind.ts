import type { Db } from '../db/types';
import type { Metodo } from '../repositories/payment-transactions';
import type { PixPercents } from '../shared/pix-price';

/**
 * What a payable kind answers (flows/settlement/payable-kinds.ts lists the kinds): the seam's contract, apart so
 * the kinds and the registry import it without importing each other.
 */

/** What may be charged for a reference now, and how the refusals are worded for it. */
export interface Due {
  /** The gateway merchant (hotel, park, club) that charges it. */
  merchantId: number;
  /** Amount in cents before any commission discount. */
  totalCents: number;
  /** The same paid by PIX: each item at its PIX price (shared/pix-price.ts); = totalCents without one. */
  pixTotalCents: number;
  /** The merchant's PIX percents it was priced at (kept with a PIX charge); none without. */
  pixPercents?: PixPercents;
  /** Methods it may be paid with, and the refusal when another is used. */
  methods: readonly Metodo[];
  methodRefusal: string;
  /** Whether a partner's commission discount may be taken (rooms only). */
  discountAllowed: boolean;
  /** End of its hold (epoch ms), which a PIX never ends before; 0 when it has none. */
  holdEndMs: number;
  /** The refusals' words: 'Estabelecimento não corresponde à …', 'não confere com …'. */
  words: { merchant: string; amount: string; discount: string };
}

export interface Settle {
  metodo: Metodo;
  nowMs: number;
  siteUrl: string;
}

export interface PayableKind {
  /** For logs and tests. */
  readonly name: 'grupo' | 'ingressos' | 'parcela' | 'adicionais';
  /** Whether `referencia` names a thing of this kind (by its shape, no query). */
  matches(referencia: string): boolean;
  /** What may be charged now; refuses (DomainError) a reference that cannot be paid now. */
  amountDue(db: Db, referencia: string, nowMs: number): Due;
  /**
   * What it will cost once it can be paid, for the terms shown before (a group's review, whose
   * rooms are held but not yet confirmed); amountDue's answer where the two are the same.
   */
  quote?(db: Db, referencia: string, nowMs: number): Due;
  /** Whether money arriving now still settles it (its hold is live, the line unpaid). */
  isPayable(db: Db, referencia: string, nowMs: number): boolean;
  /** The money arrived: the thing is paid (rooms confirmed, tickets issued, line settled). */
  markPaid(db: Db, referencia: string, settle: Settle): void;
  /**
   * A PIX or boleto was issued, payable until `untilMs`: what it pays stays held as long (and
   * the guest is told of a boleto). `token` is the transaction's.
   */
  pendingIssued(
    db: Db,
    referencia: string,
    issue: Settle & { untilMs: number; token: string },
  ): void;
  /** Its pending PIX or boleto lapsed unpaid: whatever it held is released. */
  paymentLapsed(db: Db, referencia: string): void;
}
