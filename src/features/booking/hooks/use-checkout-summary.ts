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
 * For /pagamento, once the payment is approved (or a PIX or boleto is left to pay later,
 * `aguardandoPagamento`): the reservations go to /reserva-concluida and the page opens; it then
 * resets the draft (the checkout is over). Runs once: a PIX poll and the countdown may both see
 * the payment.
 */
export function completeBooking(
  navigate: (to: string, options: { replace: boolean }) => void,
  { aguardandoPagamento = false }: { aguardandoPagamento?: boolean } = {},
) {
  const { draft } = bookingDraftSnapshot();
  if (draft.step !== 'payment') return;
  const actions = bookingDraftActions();
  actions.stepChanged(transition(draft.step, 'paid'));
  actions.bookingsCompleted(completedBookings(draft), {
    identificador: draft.identificador,
    chaveGrupo: draft.chaveGrupo,
    hotel: draft.grupo[0]?.escolha.hotel_nome ?? '',
    aguardandoPagamento,
    formaPagamentoId: draft.forma_pagamento_id,
  });
  // The draft is reset by /reserva-concluida once it is on screen (useResetCompletedDraft):
  // reset here, /pagamento (still on screen while the lazy page loads) would see no flow and
  // redirect to /hotelSearch, cancelling this navigation. Until then the step is 'completed',
  // whose route is /reserva-concluida, so every step's guard sends there too.
  // A visitor's temporary token stays in storage: the next page fetches vouchers with it.
  navigate(checkoutPaths.completed, { replace: true });
}

/** For /reserva-concluida: the completed group's draft is reset (the checkout is over). */
export function useResetCompletedDraft() {
  useEffect(() => {
    if (bookingDraftSnapshot().draft.step === 'completed') bookingDraftActions().draftReset();
  }, []);
}

/** completeBooking bound to the router. */
export function useCompleteBooking(): (options?: { aguardandoPagamento?: boolean }) => void {
  const navigate = useNavigate();
  return (options) => completeBooking((to, opts) => void navigate(to, opts), options);
}
