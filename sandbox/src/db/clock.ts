import type { Db } from './types';

/**
 * The sandbox's one clock, kept with its database. buildServer (server.ts) sets it: the real
 * clock, a test's injected one, or the browser tests' movable clock (/__test/clock). Every date
 * the sandbox writes (an e-mail's, an account's creation, a hold, a token's expiry, a voucher's
 * issue) reads it, so that when the clock moves they all agree: dated by the real clock, the
 * outbox's e-mails read out of order after a move.
 *
 * A function of the domain that already takes `nowMs` keeps taking it; this is for the writes
 * deep in helpers that the request's clock never reached. The sessions' JWTs are the exception
 * (accounts/sessions.ts): their expiry is checked against the real time by the token library
 * and by the site, so a moved clock must not age a login.
 */
const clocks = new WeakMap<Db, () => number>();

export function setClock(db: Db, now: () => number): void {
  clocks.set(db, now);
}

/** Epoch milliseconds by the sandbox's clock of this database (the real one if none was set). */
export function nowOf(db: Db): number {
  return (clocks.get(db) ?? Date.now)();
}
