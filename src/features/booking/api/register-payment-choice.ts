import { CHECKOUT_PATHS, type TransacaoReservaRequest } from '@/api/contract/checkout';
import { mainApi } from '@/lib/http/clients';

/** POST /transacao/reserva: records the payment method chosen for one reservation. */
export async function registerPaymentChoice(input: TransacaoReservaRequest): Promise<void> {
  await mainApi.post(CHECKOUT_PATHS.paymentChoice, input);
}
