import { useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { bookingDraftActions, bookingDraftSnapshot, useBookingDraft } from '@/stores/booking-draft';
import { useSessionUser } from '@/stores/session';
import { transition } from '../utils/checkout-machine';
import { checkoutPaths } from '../utils/checkout-paths';
import {
  checkoutSummary,
  completedBookings,
  type CheckoutSummary,
} from '../utils/checkout-summary';

/** For /pagamento: the group total, identificador, hotel, reservation numbers and buyer. */
export function useCheckoutSummary(): CheckoutSummary {
  const draft = useBookingDraft();
  const user = useSessionUser();
  return useMemo(() => checkoutSummary(draft, user), [draft, user]);
}

/**
 * For /pagamento, once the payment is approved: the paid reservations go to
 * /reserva-concluida and the page opens; it then resets the draft (the hold is over).
 */
export function completeBooking(navigate: (to: string, options: { replace: boolean }) => void) {
  const { draft } = bookingDraftSnapshot();
  const actions = bookingDraftActions();
  actions.stepChanged(transition(draft.step, 'paid'));
  actions.bookingsCompleted(completedBookings(bookingDraftSnapshot().draft));
  // The draft is reset by /reserva-concluida once it is on screen (useResetCompletedDraft):
  // reset here, /pagamento (still on screen while the lazy page loads) would see no flow and
  // redirect to /hotelSearch, cancelling this navigation. Until then the step is 'completed',
  // whose route is /reserva-concluida, so every step's guard sends there too.
  // A visitor's temporary token stays in storage: the next page fetches vouchers with it.
  navigate(checkoutPaths.completed, { replace: true });
}

/** For /reserva-concluida: the paid group's draft is reset (the hold is over). */
export function useResetCompletedDraft() {
  useEffect(() => {
    if (bookingDraftSnapshot().draft.step === 'completed') bookingDraftActions().draftReset();
  }, []);
}

/** completeBooking bound to the router. */
export function useCompleteBooking(): () => void {
  const navigate = useNavigate();
  return () => completeBooking((to, options) => void navigate(to, options));
}
