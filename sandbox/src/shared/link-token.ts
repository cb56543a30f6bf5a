import { createHash, randomBytes } from 'node:crypto';

/**
 * The single-use tokens of e-mailed links (pre-check-in, a deposit's confirmation, the club's
 * terms, the pre-arrival offer, a recovery e-mail, a password reset) and of booking groups'
 * keys: 32 random bytes in base64url, of which only the SHA-256 is stored, so a copy of the
 * database opens no link.
 */

/** 32 bytes in base64url: 43 characters. */
export const LINK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const linkTokenHash = (token: string): string =>
  createHash('sha256').update(token, 'utf8').digest('hex');

/** A new token and the hash kept in its place. */
export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: linkTokenHash(token) };
}
