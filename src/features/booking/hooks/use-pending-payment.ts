import { useCallback } from 'react';
import { bookingDraftActions, bookingDraftSnapshot } from '@/stores/booking-draft';
import { getGroupState } from '../api/get-group-state';
import { clockOffset } from '../utils/place-hold';

/**
 * For /pagamento: a PIX or boleto was generated. The group is now awaiting payment, never to be
 * cancelled by this site, and its one deadline is the payment's: the PIX's answer states it;
 * for a boleto (whose answer does not) it is read from the server's state of the group.
 */
export function usePendingPayment(): (expiraEm: string | null) => void {
  return useCallback((expiraEm) => {
    bookingDraftActions().paymentPending(expiraEm);
    if (expiraEm) return;
    const { draft } = bookingDraftSnapshot();
    const sentAt = Date.now();
    getGroupState({
      identificador: draft.identificador,
      ...(draft.chaveGrupo ? { chave_grupo: draft.chaveGrupo } : {}),
    })
      .then((state) => {
        if (state.expira_em) {
          bookingDraftActions().deadlineMoved(
            state.expira_em,
            clockOffset(state.agora, sentAt, Date.now()),
          );
        }
      })
      // Unread, the countdown still asks the server at zero (utils/hold-expiry.ts).
      .catch(() => undefined);
  }, []);
}
