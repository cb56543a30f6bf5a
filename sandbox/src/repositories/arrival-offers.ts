import type { Db } from '../db/types';
import { STATUS } from './reservations';

/** The arrival_offers table: the pre-arrival e-mail of each group, and its offer link's use. */

export interface ArrivalOfferRow {
  identificador: string;
  /** The offer link's token hash; null when the e-mail carried no offer. */
  token_hash: string | null;
  oferta: number;
  enviado_em: number;
  valido_ate: number;
}

/** Paid groups arriving in (fromIso, toIso] that got no pre-arrival e-mail yet, with their arrival. */
export function groupsArrivingUnoffered(
  db: Db,
  fromIso: string,
  toIso: string,
): { identificador: string; chegada: string }[] {
  return db
    .prepare(
      `SELECT identificador, MIN(data_chegada) AS chegada FROM reservations
       WHERE status_id = ? AND data_chegada > ? AND data_chegada <= ?
         AND identificador NOT IN (SELECT identificador FROM arrival_offers)
       GROUP BY identificador`,
    )
    .all(STATUS.confirmada, fromIso, toIso) as { identificador: string; chegada: string }[];
}

export function insertArrivalOffer(db: Db, offer: ArrivalOfferRow): void {
  db.prepare(
    'INSERT INTO arrival_offers (identificador, token_hash, oferta, enviado_em, valido_ate) VALUES (@identificador, @token_hash, @oferta, @enviado_em, @valido_ate)',
  ).run(offer);
}

export function arrivalOfferByHash(
  db: Db,
  tokenHash: string,
): { identificador: string; valido_ate: number; usado_em: number | null } | undefined {
  return db
    .prepare('SELECT identificador, valido_ate, usado_em FROM arrival_offers WHERE token_hash = ?')
    .get(tokenHash) as
    { identificador: string; valido_ate: number; usado_em: number | null } | undefined;
}

/** The group's offer link is spent (an order opened from it was paid). */
export function spendArrivalOfferOf(db: Db, identificador: string, nowMs: number): void {
  db.prepare(
    'UPDATE arrival_offers SET usado_em = ? WHERE identificador = ? AND usado_em IS NULL',
  ).run(nowMs, identificador);
}
