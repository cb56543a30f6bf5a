import type { Usuario } from '@/api/contract/user';
import { startSession } from '@/lib/session/start-session';
import { sessionEvents } from '@/stores/session';
import { login, type LoginInput } from '../api/login';

/**
 * product-rules §4 login: previous search results are cleared on submit (through a session event the
 * search feature listens to), then the JWT is stored and verified (startSession). Rejects with the
 * API's error; a failed verification leaves no token behind.
 */
export async function logIn(input: LoginInput): Promise<Usuario> {
  sessionEvents.loginSubmitted();
  return startSession(await login(input));
}
