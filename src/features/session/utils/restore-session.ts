import { tokenStorage } from '@/lib/http/token-storage';
import { sessionActions } from '@/stores/session';
import {
  readEarlySessionCheck,
  verifySession,
  type EarlySessionCheck,
} from '../api/verify-session';

/**
 * Start-up (product-rules §2 'Verificando usuário', §4): who is using the site. Never throws: every
 * failure ends as the generic user, so the site always starts.
 * - no stored token: generic user;
 * - token verified for a real user: logged in;
 * - token of a temporary (pre-reservation) user: counts as not logged in, so nothing of that
 *   user is kept; the token itself stays, the server expires it and the booking flow may still
 *   need it;
 * - verification failed (rejected, expired, unreachable): the token is removed.
 * `early`: the same check, sent by public/before-app.js before the app came; its answer is
 * used when it is sure, else the check is asked again.
 */
export async function restoreSession(early?: Promise<EarlySessionCheck | null>): Promise<void> {
  const { authenticated, loggedOut } = sessionActions();
  const token = tokenStorage.read();
  if (!token) {
    loggedOut();
    return;
  }
  try {
    const answer = early ? readEarlySessionCheck(await early, token) : null;
    if (answer === 'rejected') throw new Error('Sessão recusada.');
    const { usuario, temporario } = answer ?? (await verifySession());
    if (temporario || !usuario) loggedOut();
    else authenticated(usuario);
  } catch {
    tokenStorage.clear();
    loggedOut();
  }
}
