import type { Db } from '../db/types';
import { recordRequest } from './data-requests';
import { liftAddressRefusal, refuseAddress } from '../repositories/marketing-refusals';
import {
  findUserById,
  refuseMarketingEmails,
  setMarketingConsents,
  type UserRow,
} from '../repositories/users';

/**
 * The marketing consents (LGPD art. 8): changed in Meus dados, or refused by an e-mail's
 * unsubscribe link. Each change is a data request with its receipt (data-rights.ts).
 */

const yesNo = (value: boolean): string => (value ? 'concedido' : 'revogado');

/**
 * Saves both consents. A consent that changes gets a new date, and so does one never recorded
 * before (a 'no' from an account never asked is a recorded 'no', LGPD art. 8: it stops the
 * pre-arrival offer and the recovery e-mail). A 'yes' to e-mail lifts a refusal kept for the
 * account's address (marketing-refusals.ts).
 */
export function changeConsents(
  db: Db,
  user: UserRow,
  email: boolean,
  whatsapp: boolean,
  nowMs: number,
  siteUrl: string,
): UserRow {
  const at = new Date(nowMs).toISOString();
  return db.transaction(() => {
    const emailChanged =
      (user.consentimento_email_marketing === 1) !== email ||
      user.consentimento_email_marketing_em === null;
    const whatsappChanged =
      (user.consentimento_whatsapp_marketing === 1) !== whatsapp ||
      user.consentimento_whatsapp_marketing_em === null;
    if (email) liftAddressRefusal(db, user.email);
    setMarketingConsents(
      db,
      user.id,
      { email, emailDated: emailChanged, whatsapp, whatsappDated: whatsappChanged },
      at,
    );
    recordRequest(
      db,
      user,
      'consentimento',
      `Comunicações de marketing: e-mail ${yesNo(email)}, WhatsApp ${yesNo(whatsapp)}`,
      nowMs,
      siteUrl,
    );
    return findUserById(db, user.id) as UserRow;
  })();
}

/**
 * An e-mail's one-click unsubscribe (issue 30): marketing e-mails refused, for the person and for
 * the address the e-mail went to (marketing-refusals.ts), with today's date even
 * when they had never been asked (so a recorded 'no' stops every later offer), recorded like a
 * consent change of Meus dados.
 */
export function refuseEmailMarketing(db: Db, user: UserRow, nowMs: number, siteUrl: string): void {
  db.transaction(() => {
    refuseAddress(db, user.email, nowMs);
    refuseMarketingEmails(db, user.id, new Date(nowMs).toISOString());
    recordRequest(
      db,
      user,
      'consentimento',
      'Comunicações de marketing: e-mail revogado (link de descadastro de um e-mail)',
      nowMs,
      siteUrl,
    );
  })();
}
