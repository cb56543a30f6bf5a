import { http, HttpResponse } from 'msw';
import type { CartaoClaro } from '@/api/contract/payments';
import { decryptCardHash, toPem } from '@/testing/fixtures/payments';
import { paymentsUrl } from '@/testing/handlers/payments';
import { server } from '@/testing/server';
import { encryptCard, ENCRYPT_FAILED_MESSAGE, PUBLIC_KEY_INVALID_MESSAGE } from './card-encryptor';

const publicKeyUrl = paymentsUrl('/public_key/:hotelId');

const card: CartaoClaro = {
  cardNumber: '4111111111111111',
  holderName: 'MARIA A SOUZA',
  expirationMonth: '08',
  expirationYear: '2031',
  securityCode: '123',
};

async function servedKeyPair() {
  const pair = (await crypto.subtle.generateKey(
    {
      name: 'RSA-OAEP',
      hash: 'SHA-256',
      modulusLength: 2048,
      publicExponent: new Uint8Array([1, 0, 1]),
    },
    true,
    ['encrypt', 'decrypt'],
  )) as CryptoKeyPair;
  const pem = await toPem(pair.publicKey);
  const hotels: string[] = [];
  server.use(
    http.post(publicKeyUrl, ({ params }) => {
      hotels.push(String(params.hotelId));
      return HttpResponse.json({ retorno: 'sucesso', mensagem: pem });
    }),
  );
  return { pair, hotels };
}

describe('encryptCard (sandbox adapter: RSA-OAEP SHA-256 with WebCrypto)', () => {
  it("encrypts the card's JSON with the hotel's public key; the private key reads it back", async () => {
    const { pair, hotels } = await servedKeyPair();
    const hash = await encryptCard(card, 7);
    expect(hotels).toEqual(['7']);
    expect(hash).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(atob(hash)).toHaveLength(256);
    expect(await decryptCardHash(hash, pair.privateKey)).toEqual(card);
  });

  it('throws the server message when retorno is erro', async () => {
    server.use(
      http.post(publicKeyUrl, () =>
        HttpResponse.json({ retorno: 'erro', mensagem: 'Estabelecimento não habilitado.' }),
      ),
    );
    await expect(encryptCard(card, 4)).rejects.toThrow('Estabelecimento não habilitado.');
  });

  it.each([
    ['empty', ''],
    ['blank', '   '],
  ])('throws the public-key message when the key is %s', async (_case, mensagem) => {
    server.use(http.post(publicKeyUrl, () => HttpResponse.json({ retorno: 'sucesso', mensagem })));
    await expect(encryptCard(card, 4)).rejects.toThrow(PUBLIC_KEY_INVALID_MESSAGE);
    expect(PUBLIC_KEY_INVALID_MESSAGE).toBe(
      'Public Key invalid, nao foi possível realizar o pagamento!',
    );
  });

  it('throws the public-key message when the key is not a usable SPKI key', async () => {
    server.use(
      http.post(publicKeyUrl, () =>
        HttpResponse.json({
          retorno: 'sucesso',
          mensagem: '-----BEGIN PUBLIC KEY-----\nbm90IGEga2V5\n-----END PUBLIC KEY-----',
        }),
      ),
    );
    await expect(encryptCard(card, 4)).rejects.toThrow(PUBLIC_KEY_INVALID_MESSAGE);
  });

  it("throws 'Failed to encrypt card' when encryption yields nothing", async () => {
    await servedKeyPair();
    vi.spyOn(crypto.subtle, 'encrypt').mockResolvedValue(new ArrayBuffer(0));
    await expect(encryptCard(card, 4)).rejects.toThrow('Failed to encrypt card');
    expect(ENCRYPT_FAILED_MESSAGE).toBe('Failed to encrypt card');
  });

  it("throws 'Failed to encrypt card' when the card cannot be encrypted", async () => {
    await servedKeyPair();
    // RSA-OAEP 2048/SHA-256 takes at most 190 bytes.
    const tooLong = { ...card, holderName: 'X'.repeat(300) };
    await expect(encryptCard(tooLong, 4)).rejects.toThrow(ENCRYPT_FAILED_MESSAGE);
  });
});
