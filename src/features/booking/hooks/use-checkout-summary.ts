import { useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSessionUser } from '@/stores/session';
import { checkoutActions, checkoutSnapshot, useCheckoutAt } from '../stores/checkout';
import { checkoutPaths } from '../utils/checkout-paths';
import {
  checkoutSummary,
  completedBookings,
  type CheckoutSummary,
} from '../utils/checkout-summary';

/**
 * For /pagamento: the group total, identificador, hotel, reservation numbers and buyer; null
 * when the checkout is not at the payment (its guard then redirects).
 */
export function useCheckoutSummary(): CheckoutSummary | null {
  const paying = useCheckoutAt('payment');
  const user = useSessionUser();
  return useMemo(() => paying && checkoutSummary(paying, user), [paying, user]);
}

/**
 * For /pagamento, once the payment is approved (or a PIX or boleto is left to pay later,
 * `aguardandoPagamento`): the reservations go to /reserva-concluida and the page opens; it then
 * resets the checkout (it is over). Runs once: a PIX poll and the countdown may both see
 * the payment.
 */
export function completeBooking(
  navigate: (to: string, options: { replace: boolean }) => void,
  { aguardandoPagamento = false }: { aguardandoPagamento?: boolean } = {},
) {
  const paying = checkoutSnapshot();
  if (paying.step !== 'payment') return;
  // The step becomes 'completed' (the machine's 'paid') with the list of what was booked.
  checkoutActions().bookingsCompleted(completedBookings(paying), {
    identificador: paying.hold.identificador,
    chaveGrupo: paying.hold.chaveGrupo,
    hotel: paying.hold.grupo[0]?.escolha.hotel_nome ?? '',
    aguardandoPagamento,
    formaPagamentoId: paying.forma_pagamento_id,
    extras: paying.extras,
    ingressos: paying.ingressos,
  });
  // The checkout is reset by /reserva-concluida once it is on screen (useResetCompletedDraft):
  // reset here, /pagamento (still on screen while the lazy page loads) would see no flow and
  // redirect to /hotelSearch, cancelling this navigation. Until then the step is 'completed',
  // whose route is /reserva-concluida, so every step's guard sends there too.
  // A visitor's temporary token stays in storage: the next page fetches vouchers with it.
  navigate(checkoutPaths.completed, { replace: true });
}

/** For /reserva-concluida: the completed checkout is reset (it is over). */
export function useResetCompletedDraft() {
  useEffect(() => {
    if (checkoutSnapshot().step === 'completed') checkoutActions().checkoutReset();
  }, []);
}

/** completeBooking bound to the router. */
export function useCompleteBooking(): (options?: { aguardandoPagamento?: boolean }) => void {
  const navigate = useNavigate();
  return (options) => completeBooking((to, opts) => void navigate(to, opts), options);
}
