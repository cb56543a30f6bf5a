import type { Db } from '../db/types';
import type { UserRow } from './users';

/**
 * Who may get a marketing e-mail (the recovery e-mail, the pre-arrival offer): nobody who
 * recorded a 'no' (registration, Meus dados, an unsubscribe link), and no address that an
 * unsubscribe link was clicked for. That link's page promises the address ('você não receberá
 * mais e-mails…'), and a visitor may name another CPF with the same address next time, so the
 * refusal is kept per address as well as per person (README "Abandoned bookings").
 */

const key = (email: string): string => email.trim().toLowerCase();

export function refuseAddress(db: Db, email: string, nowMs: number): void {
  if (!email.trim()) return;
  db.prepare('INSERT OR IGNORE INTO marketing_refusals (email, recusado_em) VALUES (?, ?)').run(
    key(email),
    nowMs,
  );
}

/** A 'yes' given later in Meus dados by the address's account holder lifts the refusal. */
export function liftAddressRefusal(db: Db, email: string): void {
  db.prepare('DELETE FROM marketing_refusals WHERE email = ?').run(key(email));
}

export function addressRefused(db: Db, email: string): boolean {
  return (
    db.prepare('SELECT 1 FROM marketing_refusals WHERE email = ?').get(key(email)) !== undefined
  );
}

/** Whether a marketing e-mail may go to this user: neither they nor their address refused. */
export const mayMarketTo = (db: Db, user: UserRow): boolean =>
  !refusedMarketing(user) && !addressRefused(db, user.email);

/**
 * Whether the user recorded a 'no' to marketing e-mails (registration, Meus dados, an
 * unsubscribe link): a user never asked has not refused (LGPD; README "Abandoned bookings").
 */
export const refusedMarketing = (user: UserRow): boolean =>
  user.consentimento_email_marketing === 0 && user.consentimento_email_marketing_em !== null;
