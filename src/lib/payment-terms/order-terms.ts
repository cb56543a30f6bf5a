import type { OrderTermsResponse } from '@/api/contract/payment-terms';
import type { CondicaoParcelamento } from '@/api/contract/search';
import type { RemoteState } from '@/lib/use-remote';

/** An order's terms as the line beside its total reads them: the PIX price only when lower. */
export function orderTermsLine(
  state: RemoteState<OrderTermsResponse>,
): CondicaoParcelamento | null {
  if (state.status !== 'ready') return null;
  const { parcelas, valor_parcela, valor, valor_pix } = state.data;
  return { parcelas, valor_parcela, ...(valor_pix < valor ? { valor_pix } : {}) };
}
