import type { CartaoClaro } from '@/api/contract/payments';
import { getPublicKey } from '../api/get-public-key';

/** product-rules §5/§8 texts. */
export const PUBLIC_KEY_INVALID_MESSAGE =
  'Public Key invalid, nao foi possível realizar o pagamento!';
export const ENCRYPT_FAILED_MESSAGE = 'Failed to encrypt card';

/**
 * The one way card data leaves the form (product-rules §10): the clear card in, an opaque string out.
 * Sandbox: the gateway's RSA public key with WebCrypto. Production swaps in the card provider's
 * browser library behind this same signature (see the feature README).
 */
export type CardEncryptor = (card: CartaoClaro, hotelId: number) => Promise<string>;

const RSA_OAEP = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;

function pemToDer(pem: string): Uint8Array<ArrayBuffer> {
  const base64 = pem.replace(/-----(BEGIN|END) [A-Z ]+-----/g, '').replace(/\s+/g, '');
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function toBase64(buffer: ArrayBuffer): string {
  const bytes = new Uint8Array(buffer);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

async function importPublicKey(pem: string): Promise<CryptoKey> {
  try {
    return await crypto.subtle.importKey('spki', pemToDer(pem), RSA_OAEP, false, ['encrypt']);
  } catch {
    // Not base64, not SPKI, not RSA: the key the gateway sent cannot be used.
    throw new Error(PUBLIC_KEY_INVALID_MESSAGE);
  }
}

async function fetchPublicKey(hotelId: number): Promise<string> {
  const answer = await getPublicKey(hotelId);
  if (answer?.retorno === 'erro') throw new Error(answer.mensagem || PUBLIC_KEY_INVALID_MESSAGE);
  const key = answer?.mensagem?.trim();
  if (!key) throw new Error(PUBLIC_KEY_INVALID_MESSAGE);
  return key;
}

/**
 * Encrypts the JSON of the card with RSA-OAEP (SHA-256) and returns it in base64: the payload's
 * `cartao_hash`. Throws the server's message on retorno 'erro', PUBLIC_KEY_INVALID_MESSAGE on a
 * missing or unusable key, ENCRYPT_FAILED_MESSAGE when encryption yields nothing.
 */
export const encryptCard: CardEncryptor = async (card, hotelId) => {
  const key = await importPublicKey(await fetchPublicKey(hotelId));
  let encrypted: ArrayBuffer;
  try {
    encrypted = await crypto.subtle.encrypt(
      RSA_OAEP,
      key,
      new TextEncoder().encode(JSON.stringify(card)),
    );
  } catch {
    throw new Error(ENCRYPT_FAILED_MESSAGE);
  }
  const hash = encrypted && encrypted.byteLength > 0 ? toBase64(encrypted) : '';
  if (!hash) throw new Error(ENCRYPT_FAILED_MESSAGE);
  return hash;
};
