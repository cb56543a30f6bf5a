import {
  PAYMENTS_PATHS,
  type ParcelamentoRequest,
  type ParcelamentoResponse,
} from '@/api/contract/payments';
import { paymentsApi } from '@/lib/http/clients';

export interface InstallmentsQuery {
  /** First 6 digits of the card. */
  bin: string;
  /** Amount in cents. */
  amountCents: number;
}

/** POST /parcelamento/rede/{id}: the instalment plans for a card BIN and an amount (product-rules §7, §9). */
export async function getInstallments(
  hotelId: number,
  { bin, amountCents }: InstallmentsQuery,
): Promise<ParcelamentoResponse> {
  const body: ParcelamentoRequest = {
    credit_card_bin: bin,
    max_installments: 10,
    max_installments_no_interest: 10,
    show_seller_fees: false,
    payment_methods: 'CREDIT_CARD',
    type: 'card',
    value: amountCents,
  };
  const { data } = await paymentsApi.post<ParcelamentoResponse>(
    PAYMENTS_PATHS.installments(hotelId),
    body,
  );
  return data;
}
