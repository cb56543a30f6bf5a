import { createHmac, timingSafeEqual } from 'node:crypto';
import type { HospedeRetomado } from '../../../../src/api/contract/booking-recovery';
import type { Pensao } from '../../../../src/api/contract/search';
import { linkTokenHash, newLinkToken } from '../../shared/link-token';

/**
 * What a recovery e-mail offered (README "Abandoned bookings"): the abandoned group's hotel,
 * dates, rooms with their guests and prices. Stored with the recovery (booking_recoveries.oferta),
 * never trusted from a client: the site gets an opaque, signed and expiring reference to it (the
 * price token), and a hold that presents it is priced from the stored rooms.
 */
/** A guest as given before: the link gives them back (the contract's shape). */
export type OfferedGuest = HospedeRetomado;

export interface OfferedRoom {
  uhId: number;
  uhNome: string;
  allotx: number;
  pensao: Pensao;
  adults: number;
  payingChildren: number;
  freeChildren: number;
  childAges: number[];
  totalCents: number;
  guests: OfferedGuest[];
}

export interface RecoveryOffer {
  hotelId: number;
  hotelNome: string;
  /** ISO days (yyyy-mm-dd), departure exclusive. */
  arrival: string;
  departure: string;
  rooms: OfferedRoom[];
  totalCents: number;
}

/** A random single-use token and the SHA-256 kept in its place (shared/link-token.ts). */
export const newToken = newLinkToken;
export const tokenHash = linkTokenHash;

const LABEL = 'aurora-sandbox/preco-de-recuperacao/v1';

const mac = (secret: string, payload: string): string =>
  createHmac('sha256', secret).update(`${LABEL}|${payload}`).digest('base64url');

/**
 * The price token: `<abandoned group>.<expiry ms>.<HMAC>`. It names the stored offer and says
 * until when its prices hold; only the sandbox can make one.
 */
export function signPriceToken(secret: string, identificador: string, expiresMs: number): string {
  const payload = `${Buffer.from(identificador).toString('base64url')}.${expiresMs}`;
  return `${payload}.${mac(secret, payload)}`;
}

/** The abandoned group a price token names and its expiry, or null when it is not ours. */
export function readPriceToken(
  secret: string,
  token: string,
): { identificador: string; expiresMs: number } | null {
  const parts = token.split('.');
  if (parts.length !== 3 || token.length > 400) return null;
  const [group, expiry, signature] = parts as [string, string, string];
  const expected = Buffer.from(mac(secret, `${group}.${expiry}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  if (!/^\d{1,15}$/.test(expiry)) return null;
  return {
    identificador: Buffer.from(group, 'base64url').toString('utf8'),
    expiresMs: Number(expiry),
  };
}
