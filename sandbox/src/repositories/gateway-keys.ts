import type { Db } from '../db/types';

/** The payment_keys table: the gateway's one RSA key pair (payments/payment-keys.ts). */
export interface KeyPair {
  publicPem: string;
  privatePem: string;
}

export function readGatewayKeys(db: Db): KeyPair | undefined {
  return db
    .prepare('SELECT public_pem AS publicPem, private_pem AS privatePem FROM payment_keys')
    .get() as KeyPair | undefined;
}

/** Stores the pair unless one is there (two racing requests: the first wins). */
export function storeGatewayKeys(db: Db, keys: KeyPair, nowMs: number): void {
  db.prepare(
    'INSERT OR IGNORE INTO payment_keys (id, public_pem, private_pem, criado_em) VALUES (1, ?, ?, ?)',
  ).run(keys.publicPem, keys.privatePem, nowMs);
}
