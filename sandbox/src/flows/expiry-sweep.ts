import { expireLapsedHolds, holdsLapsed } from '../booking/holds';
import type { Db } from '../db/types';
import { moneyArrived } from '../payments/arrivals';
import { payableKindOf } from './settlement/payable-kinds';

/**
 * One sweep, in one immediate transaction: auto-pays pending PIX older than `autopaySeconds`
 * (0 = off), expires pending PIX and boletos past their expiry (releasing what they held, unless
 * another payment settled it), then expires every hold past its `expira_em`. Runs before every
 * /api and /payments request and every 30 s (server.ts).
 */
export function sweepExpired(db: Db, nowMs: number, autopaySeconds: number, siteUrl: string): void {
  // Cheap check first: most requests find nothing to do and take no write lock.
  const paymentsDue = db
    .prepare(
      `SELECT 1 FROM payment_transactions WHERE status = 'pendente'
       AND (expira_em <= ? OR (? > 0 AND metodo = 'pix' AND criado_em <= ?)) LIMIT 1`,
    )
    .get(nowMs, autopaySeconds, nowMs - autopaySeconds * 1000);
  if (!paymentsDue && !holdsLapsed(db, Math.floor(nowMs / 1000))) return;
  db.transaction(() => {
    if (autopaySeconds > 0) {
      const payable = db
        .prepare(
          `SELECT token FROM payment_transactions
           WHERE status = 'pendente' AND metodo = 'pix' AND criado_em <= ? AND expira_em > ?`,
        )
        .all(nowMs - autopaySeconds * 1000, nowMs) as { token: string }[];
      for (const { token } of payable) moneyArrived(db, token, nowMs, siteUrl, payableKindOf);
    }
    const expired = db
      .prepare(
        "SELECT token, referencia FROM payment_transactions WHERE status = 'pendente' AND expira_em <= ?",
      )
      .all(nowMs) as { token: string; referencia: string }[];
    for (const tx of expired) {
      db.prepare("UPDATE payment_transactions SET status = 'expirado' WHERE token = ?").run(
        tx.token,
      );
      const paid = db
        .prepare(
          "SELECT 1 FROM payment_transactions WHERE referencia = ? AND status IN ('aprovado', 'pago')",
        )
        .get(tx.referencia);
      if (!paid) payableKindOf(tx.referencia).paymentLapsed(db, tx.referencia);
    }
    expireLapsedHolds(db, nowMs);
  }).immediate();
}
