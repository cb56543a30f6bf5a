import { expireLapsedHolds, holdsLapsed } from '../booking/holds';
import { serveWaitlist } from '../club/deposit-waitlist';
import { serveBookingWaitlist } from './booking-waitlist/serve';
import { chargeDueMandates } from '../club/pix-automatico-charges';
import { today } from '../shared/calendar';
import type { Db } from '../db/types';
import { moneyArrived } from '../payments/arrivals';
import { payableKindOf } from './settlement/payable-kinds';
import {
  autopayablePix,
  lapsedPendingTransactions,
  markTransactionExpired,
  paidTransaction,
  pendingPaymentsDue,
} from '../repositories/payment-transactions';

/**
 * One sweep, in one immediate transaction: auto-pays pending PIX older than `autopaySeconds`
 * (0 = off), expires pending PIX and boletos past their expiry (releasing what they held, unless
 * another payment settled it), then expires every hold past its `expira_em`. Runs before every
 * /api and /payments request and every 30 s (server.ts). Then the week deposits' waitlist and
 * the contract bookings' are served (a lapsed deposit request or an expired hold frees a unit),
 * each in its own immediate transaction when it has something to do, and the club's PIX
 * Automático mandates send their notices and charge the lines due (club/pix-automatico-charges.ts).
 */
export function sweepExpired(db: Db, nowMs: number, autopaySeconds: number, siteUrl: string): void {
  // Cheap check first: most requests find nothing to do and take no write lock.
  const paymentsDue = pendingPaymentsDue(db, nowMs, autopaySeconds);
  if (paymentsDue || holdsLapsed(db, Math.floor(nowMs / 1000))) {
    sweepPaymentsAndHolds(db, nowMs, autopaySeconds, siteUrl);
  }
  const day = today(new Date(nowMs));
  serveWaitlist(db, day, nowMs, siteUrl);
  serveBookingWaitlist(db, day, nowMs, siteUrl);
  chargeDueMandates(db, day, nowMs);
}

function sweepPaymentsAndHolds(
  db: Db,
  nowMs: number,
  autopaySeconds: number,
  siteUrl: string,
): void {
  db.transaction(() => {
    if (autopaySeconds > 0) {
      for (const token of autopayablePix(db, nowMs - autopaySeconds * 1000, nowMs)) {
        moneyArrived(db, token, nowMs, siteUrl, payableKindOf);
      }
    }
    for (const tx of lapsedPendingTransactions(db, nowMs)) {
      markTransactionExpired(db, tx.token);
      const paid = paidTransaction(db, tx.referencia) !== null;
      if (!paid) payableKindOf(tx.referencia).paymentLapsed(db, tx.referencia);
    }
    expireLapsedHolds(db, nowMs);
  }).immediate();
}
