import type { Db } from '../db/types';

/** The password_resets table: single-use recovery tokens, by their hash. */

export function insertPasswordReset(
  db: Db,
  userId: number,
  tokenHash: string,
  expiresAtSeconds: number,
): void {
  db.prepare('INSERT INTO password_resets (user_id, token_hash, expires_at) VALUES (?, ?, ?)').run(
    userId,
    tokenHash,
    expiresAtSeconds,
  );
}

/** The reset of a usable token (exists, unused, not expired at `nowSeconds`), or undefined. */
export function usablePasswordReset(
  db: Db,
  tokenHash: string,
  nowSeconds: number,
): { id: number; user_id: number } | undefined {
  return db
    .prepare(
      'SELECT id, user_id FROM password_resets WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?',
    )
    .get(tokenHash, nowSeconds) as { id: number; user_id: number } | undefined;
}

/** Every open token of the user is spent. */
export function consumePasswordResets(db: Db, userId: number, nowSeconds: number): void {
  db.prepare('UPDATE password_resets SET used_at = ? WHERE user_id = ? AND used_at IS NULL').run(
    nowSeconds,
    userId,
  );
}

export function passwordResetsOf(
  db: Db,
  userId: number,
): { expires_at: number; used_at: number | null }[] {
  return db
    .prepare('SELECT expires_at, used_at FROM password_resets WHERE user_id = ? ORDER BY id')
    .all(userId) as { expires_at: number; used_at: number | null }[];
}
