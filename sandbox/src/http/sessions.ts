import { randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { Db } from '../db/types';
import { DomainError } from '../shared/domain-error';
import { isRevoked, recordRevoked } from '../repositories/revoked-tokens';
import { findUserById, type UserRow } from '../repositories/users';

/** product-rules §8: what a missing, invalid or expired token answers. */
export const INVALID_BEARER = 'Token de autorização não encontrado ou inválido';

/**
 * JWT sessions of the main API: HS256, `sub` = user id, `jti` revocable on logout. Routes do not
 * call `authenticate`: the `requireUser` and `optionalUser` pre-handlers (auth.ts) do.
 */
export interface SessionKeys {
  secret: string;
  ttlSeconds: number;
}

function key(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

// The real clock, not the sandbox's (db/clock.ts): jose checks `exp` against the real time,
// and so does the site (src/stores/session). A session dated by a moved clock would be born
// expired, or outlive its hour; the browser tests move the clock with people logged in.
const nowSeconds = (): number => Math.floor(Date.now() / 1000);

export async function issueToken(keys: SessionKeys, userId: number): Promise<string> {
  const now = nowSeconds();
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(userId))
    .setJti(randomUUID())
    .setIssuedAt(now)
    .setExpirationTime(now + keys.ttlSeconds)
    .sign(key(keys.secret));
}

export interface Session {
  user: UserRow;
  jti: string;
  expiresAt: number;
}

/**
 * Verifies signature, expiry and revocation, and loads the user. Any failure is the same 401,
 * so a caller learns nothing about why a token was refused.
 */
export async function authenticate(
  db: Db,
  keys: SessionKeys,
  token: string | null,
): Promise<Session> {
  const refuse = new DomainError('unauthenticated', INVALID_BEARER);
  if (!token) throw refuse;
  let payload;
  try {
    ({ payload } = await jwtVerify(token, key(keys.secret), { algorithms: ['HS256'] }));
  } catch (error) {
    if (error instanceof errors.JOSEError || error instanceof TypeError) throw refuse;
    throw error;
  }
  const userId = Number(payload.sub);
  if (!payload.jti || !Number.isSafeInteger(userId) || payload.exp === undefined) throw refuse;
  if (isRevoked(db, payload.jti)) throw refuse;
  const user = findUserById(db, userId);
  // An anonymised account has no session left, whichever token it had.
  if (!user || user.excluido_em !== null) throw refuse;
  return { user, jti: payload.jti, expiresAt: payload.exp };
}

/** Records the token as revoked until it would have expired anyway. */
export function revoke(db: Db, session: Session): void {
  recordRevoked(db, session.jti, session.expiresAt, nowSeconds());
}
