import { tokenStorage } from '@/lib/http/token-storage';
import { searchCriteriaActions } from '@/stores/search-criteria';
import { sessionActions } from '@/stores/session';
import { logout } from '../api/logout';
import { isGenericUser } from './is-generic-user';

export const NO_TOKEN_MESSAGE = 'Token de autorização não encontrado ou inválido';
export const GENERIC_LOGOUT_MESSAGE = 'Api generica não pode fazer Logout!';

export interface LogOutOutcome {
  /** False when the logout was refused and nothing changed. */
  loggedOut: boolean;
  /** A warning to show the user, or null when all went well. */
  message: string | null;
  /** What became of a booking in progress (the checkout's own words), or null when none. */
  note: string | null;
}

/**
 * Everything of the user that lives in this browser goes: token, session and search criteria
 * (docs/product-rules.md, "Logout": no dates, no rooms, no coupon). The checkout, with its
 * payment method back to 1 and its confirmation list, is reset by `endCheckout`.
 */
function clearLocalSession(): void {
  tokenStorage.clear();
  searchCriteriaActions().criteriaReset();
  sessionActions().loggedOut();
}

/**
 * product-rules §2 /logout, §4 and §8. Never throws: the route turns the outcome into a toast.
 * - the generic user (a visitor, with or without a temporary booking token): refused with
 *   'Api generica não pode fazer Logout!', no call, nothing changed (a booking in progress,
 *   and its hold, stay as they are);
 * - a logged-in user: `endCheckout` first ends the checkout and lets go of a booking in
 *   progress (the caller composes it: the checkout is a feature of its own), then the token is dropped and the
 *   server asked to revoke it; a failed call still leaves the user logged out. With no stored
 *   token there is nothing to revoke: the user is logged out and told so.
 */
export async function logOut(
  endCheckout: () => Promise<string | null> = async () => null,
): Promise<LogOutOutcome> {
  if (isGenericUser()) {
    return { loggedOut: false, message: GENERIC_LOGOUT_MESSAGE, note: null };
  }
  const note = await endCheckout();
  const token = tokenStorage.read();
  // Local first: the user is out at once, and the revocation's own 401 (an already expired
  // token) is not mistaken for a session that expired while in use.
  clearLocalSession();
  if (!token) return { loggedOut: true, message: NO_TOKEN_MESSAGE, note };
  try {
    await logout(token);
  } catch {
    // Already logged out locally; the server expires the token on its own.
  }
  return { loggedOut: true, message: null, note };
}
