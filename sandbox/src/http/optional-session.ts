import { authenticate, type Session, type SessionKeys } from '../accounts/sessions';
import type { Db } from '../db/types';
import { bearerToken } from './fixed-token';

/**
 * The session of a public call (the search, the calendar's prices, the alternatives): none when
 * no token is sent; a token sent must be valid (401 otherwise).
 */
export async function optionalSession(
  db: Db,
  keys: SessionKeys,
  authorization: string | undefined,
): Promise<Session | null> {
  if (authorization === undefined || authorization.trim() === '') return null;
  return authenticate(db, keys, bearerToken(authorization));
}
