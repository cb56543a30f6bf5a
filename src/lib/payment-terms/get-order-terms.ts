import {
  ORDER_TERMS_PATH,
  type OrderTermsRequest,
  type OrderTermsResponse,
} from '@/api/contract/payment-terms';
import { mainApi } from '@/lib/http/clients';

/**
 * POST /pagamento/condicoes (extension, public): what the gateway will accept for an order the
 * server holds (a group, a ticket purchase), by card and by PIX.
 */
export async function getOrderTerms(referencia: string): Promise<OrderTermsResponse> {
  const body: OrderTermsRequest = { transacao_referencia: referencia };
  const { data } = await mainApi.post<OrderTermsResponse>(ORDER_TERMS_PATH, body, {
    idempotent: true,
  });
  return data;
}
