import type { Db } from '../db/types';

/**
 * The review edit links (migration 34): a single-use link, e-mailed with a moderator's answer,
 * through which the guest alone changes the review. Only the token's hash is kept.
 */

export interface EditLinkRow {
  token_hash: string;
  review_id: number;
  enviado_em: number;
  expira_em: number;
  usado_em: number | null;
}

/**
 * A new link for the review. A link is minted only when a pending review is moderated, and a
 * review is pending again only through its last link: a review has one open link at most.
 */
export function insertEditLink(db: Db, row: Omit<EditLinkRow, 'usado_em'>): void {
  db.prepare(
    `INSERT INTO review_edit_links (token_hash, review_id, enviado_em, expira_em)
     VALUES (@token_hash, @review_id, @enviado_em, @expira_em)`,
  ).run(row);
}

export function editLinkByHash(db: Db, tokenHash: string): EditLinkRow | undefined {
  return db.prepare('SELECT * FROM review_edit_links WHERE token_hash = ?').get(tokenHash) as
    EditLinkRow | undefined;
}

/** Spends the link at `nowMs`; false when it was spent already (a parallel submission). */
export function spendEditLink(db: Db, tokenHash: string, nowMs: number): boolean {
  return (
    db
      .prepare(
        'UPDATE review_edit_links SET usado_em = ? WHERE token_hash = ? AND usado_em IS NULL',
      )
      .run(nowMs, tokenHash).changes === 1
  );
}

/** No link of the user's reviews opens any more (the account's deletion). */
export function closeEditLinksOfUser(db: Db, userId: number, nowMs: number): void {
  db.prepare(
    `UPDATE review_edit_links SET expira_em = ?
     WHERE usado_em IS NULL AND expira_em > ?
       AND review_id IN (SELECT id FROM stay_reviews WHERE user_id = ?)`,
  ).run(nowMs, nowMs, userId);
}
