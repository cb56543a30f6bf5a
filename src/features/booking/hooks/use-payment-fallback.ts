import { useCallback } from 'react';
import { useIsLoggedIn, useSessionUser } from '@/stores/session';
import { registerPaymentChoice } from '../api/register-payment-choice';
import { checkoutActions, checkoutSnapshot, useCheckoutAt } from '../stores/checkout';
import { paymentChoicePayload } from '../utils/confirmation-payload';
import { offeredPaymentMethods } from '../utils/payment-methods';

/**
 * For /pagamento and /check-out-drvc: the methods the group may also be paid with after a
 * refused card (issue 52; the review's list: the user's, boleto only without extras or tickets),
 * and the switch to one of them. The switch registers the method again for every room
 * (/transacao/reserva: a repeat updates it), so the server's record is true, then keeps it in
 * the checkout, so a reload shows the method (and its open PIX) the buyer took.
 */
export function usePaymentFallback(): {
  fallbackMethods: number[];
  changeMethod: (method: number) => Promise<void>;
} {
  const paying = useCheckoutAt('payment');
  const loggedIn = useIsLoggedIn();
  const user = useSessionUser();
  const withExtras = paying ? paying.extras.length > 0 || paying.ingressos.length > 0 : false;
  const fallbackMethods = offeredPaymentMethods(loggedIn ? user.forma_pagamento : null, {
    withExtras,
  }).map((m) => m.id);
  const changeMethod = useCallback(async (method: number) => {
    const current = checkoutSnapshot();
    if (current.step !== 'payment' || current.forma_pagamento_id === method) return;
    for (const [i, confirmation] of current.confirmacoes.entries()) {
      await registerPaymentChoice(
        paymentChoicePayload(
          confirmation.reserva_id,
          current.hold.identificador,
          current.hold.grupo[i]!.escolha.valor_total,
          method,
        ),
      );
    }
    checkoutActions().paymentMethodChanged(method);
  }, []);
  return { fallbackMethods, changeMethod };
}
