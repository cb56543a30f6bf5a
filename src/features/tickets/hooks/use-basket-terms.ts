import { TICKETS_MERCHANT_ID } from '@/api/contract/tickets';
import { getPaymentTerms } from '@/lib/payment-terms/get-payment-terms';
import { centavosOf } from '@/lib/money';
import { useRemote } from '@/lib/use-remote';

/**
 * The card plan and the PIX price of the basket's total (reais), by the park's own terms: one
 * purchase is one item, as the gateway prices it once bought. Read again when the total changes.
 */
export function useBasketTerms(totalReais: number) {
  const cents = centavosOf(totalReais);
  return useRemote(
    () =>
      getPaymentTerms({
        id_hotel: TICKETS_MERCHANT_ID,
        itens: [{ produto: 'ingressos', valor_centavos: cents }],
      }),
    cents > 0 ? String(cents) : null,
  ).state;
}
