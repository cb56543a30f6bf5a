/**
 * The terms beside a price (issue 52), main reservations API, public: the longest
 * interest-free card plan for an amount the server priced (a booking's total, a ticket sale's),
 * by the same rule the card form's plans come from at payment.
 */
import type { CondicaoParcelamento } from './search';

export const PAYMENT_TERMS_PATH = '/pagamento/parcelamento';

export interface PaymentTermsRequest {
  /** The amount, in centavos (integer > 0). */
  valor_centavos: number;
}

export type PaymentTermsResponse = CondicaoParcelamento;
