import { constants, generateKeyPairSync, privateDecrypt } from 'node:crypto';
import { nowOf } from '../db/clock';
import type { Db } from '../db/types';
import { type KeyPair, readGatewayKeys, storeGatewayKeys } from '../repositories/gateway-keys';

/**
 * The gateway's RSA-2048 key pair, made on first use and kept in the database (so it survives
 * restarts; a reset makes a new one). The browser encrypts the card with the public key
 * (RSA-OAEP, SHA-256, WebCrypto) and only the gateway can read it.
 */
export function gatewayKeys(db: Db): KeyPair {
  const found = readGatewayKeys(db);
  if (found) return found;
  const { publicKey, privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  // If two requests raced, the first pair wins and both read it back.
  storeGatewayKeys(db, { publicPem: publicKey, privatePem: privateKey }, nowOf(db));
  return readGatewayKeys(db) as KeyPair;
}

/** Decrypts base64 RSA-OAEP (SHA-256) ciphertext; null when it is not ours or not valid. */
export function decryptWithGatewayKey(db: Db, base64: string): string | null {
  if (!/^[A-Za-z0-9+/=_-]+$/.test(base64) || base64.length > 2048) return null;
  try {
    const clear = privateDecrypt(
      {
        key: gatewayKeys(db).privatePem,
        padding: constants.RSA_PKCS1_OAEP_PADDING,
        oaepHash: 'sha256',
      },
      Buffer.from(base64, 'base64'),
    );
    return clear.toString('utf8');
  } catch {
    return null;
  }
}
