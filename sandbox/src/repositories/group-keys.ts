import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/types';
import { LINK_TOKEN_PATTERN, linkTokenHash } from '../shared/link-token';

/**
 * The release key of a booking group (README "Group lifecycle"). A visitor holds rooms without
 * any user token, so the first hold of a group answers a random key; whoever has it may release
 * the group's holds and read its state. Only the key's SHA-256 is stored. Later holds of the
 * same group must present it, so knowing an identificador (it travels in rooming-list links) is
 * never enough to join or release somebody else's group.
 */

const hash = linkTokenHash;

/** 32 random bytes, base64url: 43 characters. */
export const GROUP_KEY_PATTERN = LINK_TOKEN_PATTERN;

export function groupKeyHash(db: Db, identificador: string): string | undefined {
  const row = db
    .prepare('SELECT chave_hash FROM hold_groups WHERE identificador = ?')
    .get(identificador) as { chave_hash: string } | undefined;
  return row?.chave_hash;
}

/** Makes the key of a new group and stores its hash; returns the key itself, once. */
export function createGroupKey(db: Db, identificador: string, nowMs: number): string {
  const key = randomBytes(32).toString('base64url');
  db.prepare('INSERT INTO hold_groups (identificador, chave_hash, criado_em) VALUES (?, ?, ?)').run(
    identificador,
    hash(key),
    nowMs,
  );
  return key;
}

/** Whether `key` is the release key of the group (constant-time comparison). */
export function groupKeyMatches(db: Db, identificador: string, key: unknown): boolean {
  if (typeof key !== 'string' || !GROUP_KEY_PATTERN.test(key)) return false;
  const stored = groupKeyHash(db, identificador);
  if (!stored) return false;
  return timingSafeEqual(Buffer.from(hash(key)), Buffer.from(stored));
}
