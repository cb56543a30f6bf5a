import { AUTH_PATHS, type VerifyResponse } from '@/api/contract/auth';
import { mainApi } from '@/lib/http/clients';

/** POST /autenticacao/verifica with the stored bearer token: who the token belongs to. */
export async function verifySession(): Promise<VerifyResponse> {
  const { data } = await mainApi.post<VerifyResponse>(AUTH_PATHS.verify);
  return data;
}

/**
 * The same check sent by public/before-app.js before the app had come, as it answered: the
 * token it was sent with, the HTTP status and the parsed body (or null when the request itself
 * failed).
 */
export interface EarlySessionCheck {
  token: string;
  status: number;
  body: unknown;
}

const isVerifyResponse = (body: unknown): body is VerifyResponse =>
  typeof body === 'object' &&
  body !== null &&
  typeof (body as VerifyResponse).temporario === 'boolean' &&
  'usuario' in body;

/**
 * Reads the early check's answer for `token`: the verified session, 'rejected' (401: the
 * token is no good), or null when it says nothing sure (lost, another token meanwhile, another
 * status, a body of no known shape), in which case the app asks itself.
 */
export function readEarlySessionCheck(
  answer: EarlySessionCheck | null,
  token: string,
): VerifyResponse | 'rejected' | null {
  if (!answer || answer.token !== token) return null;
  if (answer.status === 401) return 'rejected';
  if (answer.status !== 200 || !isVerifyResponse(answer.body)) return null;
  return answer.body;
}
