import { type PixPercents, pixPriceCents, type ProdutoPix } from '../shared/pix-price';
import type { Db } from '../db/types';

/**
 * The payment_transactions table: every charge the gateway decided or issued, one row per
 * attempt, by its token. A reference (`referencia`) names what it pays.
 */

/** How a charge is paid: card, PIX or boleto (product-rules §9: forma 1, 9, 3). */
export type Metodo = 'cartao' | 'pix' | 'boleto';

export type TransactionStatus =
  'aprovado' | 'recusado' | 'erro' | 'pendente' | 'pago' | 'expirado' | 'estornado';

export interface TransactionRow {
  token: string;
  seq: number;
  hotel_id: number;
  referencia: string;
  metodo: Metodo;
  forma_pagamento_id: number;
  valor_centavos: number;
  desconto_centavos: number;
  parcelas: number;
  status: TransactionStatus;
  transacao_erro: string;
  bandeira: string;
  ultimos4: string;
  comprador_nome: string;
  comprador_email: string;
  comprador_documento: string;
  descricao: string;
  /** JSON of the payer's address (boleto). */
  endereco: string;
  pix_qr_code: string;
  boleto_codigo: string;
  expira_em: number | null;
  criado_em: number;
  /** JSON PixPercents a PIX was priced at (migration 31); null otherwise. */
  pix_percentuais: string | null;
  pago_em: number | null;
  estornado_em: number | null;
}

export type NewTransaction = Omit<TransactionRow, 'pago_em' | 'estornado_em'>;

export function findTransaction(db: Db, token: string): TransactionRow | undefined {
  return db.prepare('SELECT * FROM payment_transactions WHERE token = ?').get(token) as
    TransactionRow | undefined;
}

/** The charge that settled a reference (card approved, PIX or boleto paid), the first one. */
export function settlingTransaction(db: Db, referencia: string): TransactionRow | undefined {
  return db
    .prepare(
      "SELECT * FROM payment_transactions WHERE referencia = ? AND status IN ('aprovado', 'pago') ORDER BY seq LIMIT 1",
    )
    .get(referencia) as TransactionRow | undefined;
}

/**
 * The charged transaction a refund goes through (card approved, PIX/boleto paid) of a group or
 * an add-on order: the latest.
 */
export function paidTransaction(db: Db, referencia: string): string | null {
  const tx = db
    .prepare(
      `SELECT token FROM payment_transactions WHERE referencia = ? AND status IN ('aprovado', 'pago')
       ORDER BY seq DESC LIMIT 1`,
    )
    .get(referencia) as { token: string } | undefined;
  return tx?.token ?? null;
}

/**
 * What an item of `referencia` priced `cents` was paid (README "PIX price"): its PIX price at the
 * percents its PIX charge was priced at, or `cents` for a card, a boleto or nothing paid yet.
 */
export function paidPriceCents(
  db: Db,
  referencia: string,
  produto: ProdutoPix,
  cents: number,
): number {
  const tx = db
    .prepare(
      `SELECT metodo, pix_percentuais FROM payment_transactions
       WHERE referencia = ? AND status IN ('aprovado', 'pago') ORDER BY seq DESC LIMIT 1`,
    )
    .get(referencia) as Pick<TransactionRow, 'metodo' | 'pix_percentuais'> | undefined;
  if (!tx || tx.metodo !== 'pix' || tx.pix_percentuais === null) return cents;
  const percents = JSON.parse(tx.pix_percentuais) as Partial<PixPercents>;
  return pixPriceCents(cents, percents[produto] ?? 0);
}

/** A PIX or boleto of this reference and method still payable at `nowMs`, the latest. */
export function livePendingTransaction(
  db: Db,
  referencia: string,
  metodo: Metodo,
  nowMs: number,
): TransactionRow | undefined {
  return db
    .prepare(
      "SELECT * FROM payment_transactions WHERE referencia = ? AND metodo = ? AND status = 'pendente' AND expira_em > ? ORDER BY seq DESC LIMIT 1",
    )
    .get(referencia, metodo, nowMs) as TransactionRow | undefined;
}

/** The pending PIX and boletos payable at `nowMs`, newest first (the sandbox's PIX page). */
export function livePendingTransactions(db: Db, nowMs: number): TransactionRow[] {
  return db
    .prepare(
      "SELECT * FROM payment_transactions WHERE status = 'pendente' AND expira_em > ? ORDER BY seq DESC",
    )
    .all(nowMs) as TransactionRow[];
}

export function nextTransactionSeq(db: Db): number {
  return (
    db.prepare('SELECT COALESCE(MAX(seq), 0) + 1 AS n FROM payment_transactions').get() as {
      n: number;
    }
  ).n;
}

export function insertTransaction(db: Db, tx: NewTransaction): void {
  db.prepare(
    `INSERT INTO payment_transactions (token, seq, hotel_id, referencia, metodo, forma_pagamento_id,
       valor_centavos, desconto_centavos, parcelas, status, transacao_erro, bandeira, ultimos4,
       comprador_nome, comprador_email, comprador_documento, descricao, endereco, pix_qr_code,
       boleto_codigo, expira_em, criado_em, pix_percentuais)
     VALUES (@token, @seq, @hotel_id, @referencia, @metodo, @forma_pagamento_id,
       @valor_centavos, @desconto_centavos, @parcelas, @status, @transacao_erro, @bandeira, @ultimos4,
       @comprador_nome, @comprador_email, @comprador_documento, @descricao, @endereco, @pix_qr_code,
       @boleto_codigo, @expira_em, @criado_em, @pix_percentuais)`,
  ).run(tx);
}

/** The reference's pending PIX or boleto are void (a card paid it). */
export function voidPendingTransactions(db: Db, referencia: string): void {
  db.prepare(
    "UPDATE payment_transactions SET status = 'expirado' WHERE referencia = ? AND status = 'pendente'",
  ).run(referencia);
}

export function markTransactionPaid(db: Db, token: string, nowMs: number): void {
  db.prepare("UPDATE payment_transactions SET status = 'pago', pago_em = ? WHERE token = ?").run(
    nowMs,
    token,
  );
}

/** Money arrived with nothing live to pay: refunded in full, with the reason. */
export function markTransactionRefunded(
  db: Db,
  token: string,
  nowMs: number,
  reason: string,
): void {
  db.prepare(
    "UPDATE payment_transactions SET status = 'estornado', pago_em = ?, estornado_em = ?, transacao_erro = ? WHERE token = ?",
  ).run(nowMs, nowMs, reason, token);
}

export function markTransactionExpired(db: Db, token: string): void {
  db.prepare("UPDATE payment_transactions SET status = 'expirado' WHERE token = ?").run(token);
}

/** Whether a pending payment is due for the sweep: past its expiry, or a PIX to auto-pay. */
export function pendingPaymentsDue(db: Db, nowMs: number, autopaySeconds: number): boolean {
  return (
    db
      .prepare(
        `SELECT 1 FROM payment_transactions WHERE status = 'pendente'
         AND (expira_em <= ? OR (? > 0 AND metodo = 'pix' AND criado_em <= ?)) LIMIT 1`,
      )
      .get(nowMs, autopaySeconds, nowMs - autopaySeconds * 1000) !== undefined
  );
}

/** Pending PIX created at or before `createdBy`, still payable at `nowMs` (the sandbox's auto-pay). */
export function autopayablePix(db: Db, createdBy: number, nowMs: number): string[] {
  return (
    db
      .prepare(
        `SELECT token FROM payment_transactions
         WHERE status = 'pendente' AND metodo = 'pix' AND criado_em <= ? AND expira_em > ?`,
      )
      .all(createdBy, nowMs) as { token: string }[]
  ).map((row) => row.token);
}

/** Pending PIX and boletos past their expiry at `nowMs`. */
export function lapsedPendingTransactions(
  db: Db,
  nowMs: number,
): { token: string; referencia: string }[] {
  return db
    .prepare(
      "SELECT token, referencia FROM payment_transactions WHERE status = 'pendente' AND expira_em <= ?",
    )
    .all(nowMs) as { token: string; referencia: string }[];
}

/** The reference's settled charges are refunded in full (a withdrawal); how many were. */
export function refundSettlingTransactions(
  db: Db,
  referencia: string,
  nowMs: number,
  reason: string,
): number {
  return db
    .prepare(
      `UPDATE payment_transactions SET status = 'estornado', estornado_em = ?, transacao_erro = ?
       WHERE referencia = ? AND status IN ('aprovado', 'pago')`,
    )
    .run(nowMs, reason, referencia).changes;
}

/** The reference's charges with what cancellations refunded through each (the tests' view). */
export function transactionsWithRefunds(
  db: Db,
  referencia: string,
): {
  token: string;
  metodo: Metodo;
  status: TransactionStatus;
  valor_centavos: number;
  reembolsado_centavos: number;
}[] {
  return db
    .prepare(
      `SELECT token, metodo, status, valor_centavos,
         (SELECT COALESCE(SUM(reembolso_centavos), 0) FROM reservation_cancellations WHERE transacao_token = t.token)
         + (SELECT COALESCE(SUM(reembolso_centavos), 0) FROM addon_cancellations WHERE transacao_token = t.token)
           AS reembolsado_centavos
       FROM payment_transactions t WHERE referencia = ? ORDER BY seq`,
    )
    .all(referencia) as {
    token: string;
    metodo: Metodo;
    status: TransactionStatus;
    valor_centavos: number;
    reembolsado_centavos: number;
  }[];
}

/** The charges of the user's booking groups, in order. */
export function paymentsOfUser(db: Db, userId: number): TransactionRow[] {
  return db
    .prepare(
      `SELECT * FROM payment_transactions
       WHERE referencia IN (SELECT DISTINCT identificador FROM reservations WHERE user_id = ?)
       ORDER BY seq`,
    )
    .all(userId) as TransactionRow[];
}

/** The reference's latest charge, whatever its status. */
export function latestTransaction(db: Db, referencia: string): TransactionRow | undefined {
  return db
    .prepare('SELECT * FROM payment_transactions WHERE referencia = ? ORDER BY seq DESC LIMIT 1')
    .get(referencia) as TransactionRow | undefined;
}

/** The reference's latest PIX or boleto still payable at `nowMs`, whatever its method. */
export function latestLivePending(
  db: Db,
  referencia: string,
  nowMs: number,
): TransactionRow | undefined {
  return db
    .prepare(
      `SELECT * FROM payment_transactions
       WHERE referencia = ? AND status = 'pendente' AND expira_em > ? ORDER BY seq DESC LIMIT 1`,
    )
    .get(referencia, nowMs) as TransactionRow | undefined;
}
