import { useCallback } from 'react';
import { getGroupState } from '../api/get-group-state';
import { checkoutActions, checkoutSnapshot, heldGroup } from '../stores/checkout';
import { groupStateRequest } from '../utils/release-hold';
import { clockOffset } from '../utils/place-hold';

/**
 * For /pagamento: a PIX or boleto was generated. The group is now awaiting payment, never to be
 * cancelled by this site, and its one deadline is the payment's: the PIX's answer states it;
 * for a boleto (whose answer does not) it is read from the server's state of the group.
 */
export function usePendingPayment(): (expiraEm: string | null) => void {
  return useCallback((expiraEm) => {
    checkoutActions().paymentPending(expiraEm);
    const hold = heldGroup(checkoutSnapshot());
    if (expiraEm || !hold) return;
    const sentAt = Date.now();
    getGroupState(groupStateRequest(hold))
      .then((state) => {
        if (state.expira_em) {
          checkoutActions().deadlineMoved(
            state.expira_em,
            clockOffset(state.agora, sentAt, Date.now()),
          );
        }
      })
      // Unread, the countdown still asks the server at zero (utils/hold-expiry.ts).
      .catch(() => undefined);
  }, []);
}
