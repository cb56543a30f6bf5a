import { tokenStorage } from '@/lib/http/token-storage';
import { sessionActions } from '@/stores/session';
import { verifySession } from '../api/verify-session';

/**
 * Start-up (product-rules §2 'Verificando usuário', §4): who is using the site. Never throws: every
 * failure ends as the generic user, so the site always starts.
 * - no stored token: generic user;
 * - token verified for a real user: logged in;
 * - token of a temporary (pre-reservation) user: counts as not logged in, so nothing of that
 *   user is kept; the token itself stays, the server expires it and the booking flow may still
 *   need it;
 * - verification failed (rejected, expired, unreachable): the token is removed.
 */
export async function restoreSession(): Promise<void> {
  const { authenticated, loggedOut } = sessionActions();
  if (!tokenStorage.read()) {
    loggedOut();
    return;
  }
  try {
    const { usuario, temporario } = await verifySession();
    if (temporario || !usuario) loggedOut();
    else authenticated(usuario);
  } catch {
    tokenStorage.clear();
    loggedOut();
  }
}
