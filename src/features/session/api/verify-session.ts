import { AUTH_PATHS, type VerifyResponse } from '@/api/contract/auth';
import { mainApi } from '@/lib/http/clients';

/** POST /autenticacao/verifica with the stored bearer token: who the token belongs to. */
export async function verifySession(): Promise<VerifyResponse> {
  const { data } = await mainApi.post<VerifyResponse>(AUTH_PATHS.verify);
  return data;
}
