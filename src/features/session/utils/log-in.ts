import type { Usuario } from '@/api/contract/user';
import { tokenStorage } from '@/lib/http/token-storage';
import { sessionActions, sessionEvents } from '@/stores/session';
import { login, type LoginInput } from '../api/login';
import { verifySession } from '../api/verify-session';

/**
 * product-rules §4 login: previous search results are cleared on submit (through a session event the
 * search feature listens to), the JWT is stored in localStorage, then verified to learn who
 * the user is. Rejects with the API's error; a failed verification leaves no token behind.
 */
export async function logIn(input: LoginInput): Promise<Usuario> {
  sessionEvents.loginSubmitted();
  const token = await login(input);
  tokenStorage.write(token);
  try {
    const { usuario, temporario } = await verifySession();
    // A temporary user is not a login (product-rules §4); treat it as a failed one.
    if (temporario || !usuario) throw new Error('temporary user');
    sessionActions().authenticated(usuario);
    return usuario;
  } catch (error) {
    tokenStorage.clear();
    sessionActions().loggedOut();
    throw error;
  }
}
