import { bookingDraftActions, bookingDraftSnapshot } from '@/stores/booking-draft';
import { toastActions } from '@/stores/toasts';
import { cancelHeldRooms } from './place-hold';
import { HOLD_EXPIRED_REASON } from './group-rules';

export const HOLD_EXPIRED_MESSAGE =
  'O tempo para concluir a reserva expirou e os quartos foram liberados. Faça uma nova busca.';

/**
 * Lets go of the group held in the draft: cancels its rooms on the server (best effort, in
 * the background: the holds expire there too), and resets the draft.
 */
export function releaseHold(reason: string): void {
  const { draft } = bookingDraftSnapshot();
  const lines = draft.preReserva;
  const contract = draft.contratoSelecionado !== null;
  bookingDraftActions().draftReset();
  if (lines.length > 0) void cancelHeldRooms(lines, reason, contract);
}

/** NOTES.md: on expiry the draft is released and the site says so. */
export function expireHold(): void {
  releaseHold(HOLD_EXPIRED_REASON);
  toastActions().toastShown({ message: HOLD_EXPIRED_MESSAGE, variant: 'warning' });
}
