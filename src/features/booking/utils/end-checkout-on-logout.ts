import { checkoutActions, checkoutSnapshot } from '../stores/checkout';
import { HOLD_LOGOUT_REASON } from './group-rules';
import { releaseGroup, releaseMessage } from './release-hold';

/**
 * What /logout does to a booking in progress (README "Logout"): the checkout ends, since the
 * next person at this browser must not inherit it, so the held rooms are released for other
 * guests; a group whose PIX or boleto is payable is left to its payment. Resolves with the
 * sentence for the guest, or null when nothing was in progress. Either way the checkout is reset (no rates
 * chosen) and the confirmation list, which names the user's reservations, is cleared.
 */
export async function endCheckoutOnLogout(): Promise<string | null> {
  const checkout = checkoutSnapshot();
  const actions = checkoutActions();
  actions.checkoutReset();
  actions.completedBookingsCleared();
  if (!('hold' in checkout)) return null;
  const release = await releaseGroup(checkout, HOLD_LOGOUT_REASON);
  return `A reserva em andamento foi encerrada. ${releaseMessage(release)}`;
}
