import {
  PAYMENT_TERMS_PATH,
  type PaymentTermsRequest,
  type PaymentTermsResponse,
} from '@/api/contract/payment-terms';
import { mainApi } from '@/lib/http/clients';

/**
 * POST /pagamento/parcelamento (extension, public): the card plan and the PIX price of items
 * not yet held (a ticket basket), priced by the server.
 */
export async function getPaymentTerms(body: PaymentTermsRequest): Promise<PaymentTermsResponse> {
  const { data } = await mainApi.post<PaymentTermsResponse>(PAYMENT_TERMS_PATH, body, {
    idempotent: true,
  });
  return data;
}
