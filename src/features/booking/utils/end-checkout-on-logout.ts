import { bookingDraftSnapshot } from '@/stores/booking-draft';
import { holdsRooms } from './checkout-machine';
import { HOLD_LOGOUT_REASON } from './group-rules';
import { releaseGroup, releaseMessage } from './release-hold';

/**
 * What /logout does to a booking in progress (README "Logout"): the checkout ends, since the
 * next person at this browser must not inherit it, so the held rooms are released for other
 * guests; a group whose PIX or boleto is payable is left to its payment. Resolves with the
 * sentence for the guest, or null when nothing was in progress. The logout resets the draft.
 */
export async function endCheckoutOnLogout(): Promise<string | null> {
  const { draft } = bookingDraftSnapshot();
  if (!holdsRooms(draft.step)) return null;
  const release = await releaseGroup(draft, HOLD_LOGOUT_REASON);
  return `A reserva em andamento foi encerrada. ${releaseMessage(release)}`;
}
