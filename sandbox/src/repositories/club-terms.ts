import type { Db } from '../db/types';

/** The club_terms_acceptances table: each terms link sent, by its token's hash, and its acceptance. */

export interface TermsAcceptanceRow {
  id: number;
  user_id: number;
  versao: string;
  enviado_em: number;
  aceito_em: number | null;
}

/** When the user first accepted this version, or null. */
export function termsAcceptedAt(db: Db, userId: number, versao: string): number | null {
  const row = db
    .prepare(
      'SELECT MIN(aceito_em) AS t FROM club_terms_acceptances WHERE user_id = ? AND versao = ? AND aceito_em IS NOT NULL',
    )
    .get(userId, versao) as { t: number | null };
  return row.t;
}

export function insertTermsLink(
  db: Db,
  userId: number,
  versao: string,
  tokenHash: string,
  nowMs: number,
): void {
  db.prepare(
    'INSERT INTO club_terms_acceptances (user_id, versao, token_hash, enviado_em) VALUES (?, ?, ?, ?)',
  ).run(userId, versao, tokenHash, nowMs);
}

export function termsLinkByHash(db: Db, tokenHash: string): TermsAcceptanceRow | undefined {
  return db.prepare('SELECT * FROM club_terms_acceptances WHERE token_hash = ?').get(tokenHash) as
    TermsAcceptanceRow | undefined;
}

export function markTermsAccepted(db: Db, id: number, nowMs: number): void {
  db.prepare('UPDATE club_terms_acceptances SET aceito_em = ? WHERE id = ?').run(nowMs, id);
}

/** Every terms link sent to the user, oldest first. */
export function termsLinksOf(db: Db, userId: number): TermsAcceptanceRow[] {
  return db
    .prepare('SELECT * FROM club_terms_acceptances WHERE user_id = ? ORDER BY id')
    .all(userId) as TermsAcceptanceRow[];
}
