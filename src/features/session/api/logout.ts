import { AUTH_PATHS, type LogoutResponse } from '@/api/contract/auth';
import { mainApi } from '@/lib/http/clients';

/**
 * POST /autenticacao/logout: the server revokes `token`. The token is passed explicitly
 * because the caller has already dropped it from storage (the user is logged out locally
 * first, whatever the server answers).
 */
export async function logout(token: string): Promise<LogoutResponse> {
  const { data } = await mainApi.post<LogoutResponse>(AUTH_PATHS.logout, undefined, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return data;
}
