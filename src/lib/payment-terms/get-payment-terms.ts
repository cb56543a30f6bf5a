import {
  PAYMENT_TERMS_PATH,
  type PaymentTermsRequest,
  type PaymentTermsResponse,
} from '@/api/contract/payment-terms';
import { mainApi } from '@/lib/http/clients';

/** POST /pagamento/parcelamento (extension, public): the terms of a total the server priced. */
export async function getPaymentTerms(centavos: number): Promise<PaymentTermsResponse> {
  const body: PaymentTermsRequest = { valor_centavos: centavos };
  const { data } = await mainApi.post<PaymentTermsResponse>(PAYMENT_TERMS_PATH, body, {
    idempotent: true,
  });
  return data;
}
