import { useRemote } from '@/lib/use-remote';
import { getPaymentTerms } from './get-payment-terms';

/**
 * The terms of a total (reais) priced by the server elsewhere (a group of rooms, a ticket sale),
 * read again when the total changes; idle for nothing to pay.
 */
export function usePaymentTerms(totalReais: number) {
  const centavos = Math.round(totalReais * 100);
  return useRemote(() => getPaymentTerms(centavos), centavos > 0 ? String(centavos) : null).state;
}
