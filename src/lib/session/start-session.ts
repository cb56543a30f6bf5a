import { AUTH_PATHS, type VerifyResponse } from '@/api/contract/auth';
import type { Usuario } from '@/api/contract/user';
import { mainApi } from '@/lib/http/clients';
import { tokenStorage } from '@/lib/http/token-storage';
import { sessionActions } from '@/stores/session';

/**
 * The last steps of every login (product-rules §4): the JWT is stored (localStorage), verified
 * (POST /autenticacao/verifica) to learn who the user is, and the session store is told. A
 * temporary user is not a login; it, or a failed verification, leaves no token behind. Used by
 * the login, the login after registration and the account made in a booking.
 */
export async function startSession(token: string): Promise<Usuario> {
  if (token.trim() === '') throw new Error('invalid token');
  tokenStorage.write(token);
  try {
    const { data } = await mainApi.post<VerifyResponse>(AUTH_PATHS.verify);
    if (data.temporario || !data.usuario) throw new Error('temporary user');
    sessionActions().authenticated(data.usuario);
    return data.usuario;
  } catch (error) {
    tokenStorage.clear();
    sessionActions().loggedOut();
    throw error;
  }
}
