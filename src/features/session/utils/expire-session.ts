import { tokenStorage } from '@/lib/http/token-storage';
import { sessionActions, sessionSnapshot } from '@/stores/session';
import { toastActions } from '@/stores/toasts';

export const SESSION_EXPIRED_MESSAGE = 'Sua sessão expirou. Entre novamente.';

/**
 * The server no longer accepts the session (product-rules §4): the token is removed and the user is
 * the generic user again. Idempotent: a failed re-check and its 401 both land here, and only
 * a user who was logged in is told.
 */
export function expireSession(): void {
  const wasLoggedIn = sessionSnapshot().status === 'authenticated';
  tokenStorage.clear();
  if (!wasLoggedIn) return;
  sessionActions().loggedOut();
  toastActions().toastShown({ message: SESSION_EXPIRED_MESSAGE, variant: 'warning' });
}
