import type { Db } from '../db/types';

/** The revoked_tokens table: session ids (jti) ended before their expiry, by logout or deletion. */

export function isRevoked(db: Db, jti: string): boolean {
  return db.prepare('SELECT 1 FROM revoked_tokens WHERE jti = ?').get(jti) !== undefined;
}

/** Records the jti as revoked until `expiresAt` (epoch seconds); prunes entries already past. */
export function recordRevoked(db: Db, jti: string, expiresAt: number, nowSeconds: number): void {
  db.transaction(() => {
    db.prepare('DELETE FROM revoked_tokens WHERE expires_at < ?').run(nowSeconds);
    db.prepare('INSERT OR IGNORE INTO revoked_tokens (jti, expires_at) VALUES (?, ?)').run(
      jti,
      expiresAt,
    );
  })();
}
