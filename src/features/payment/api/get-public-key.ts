import { PAYMENTS_PATHS, type PublicKeyResponse } from '@/api/contract/payments';
import { paymentsApi } from '@/lib/http/clients';

/** POST /public_key/{id}: the gateway's RSA public key (PEM, SPKI) in `mensagem`. */
export async function getPublicKey(hotelId: number): Promise<PublicKeyResponse> {
  const { data } = await paymentsApi.post<PublicKeyResponse>(PAYMENTS_PATHS.publicKey(hotelId));
  return data;
}
