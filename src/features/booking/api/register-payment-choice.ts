import { CHECKOUT_PATHS, type TransacaoReservaRequest } from '@/api/contract/checkout';
import { mainApi } from '@/lib/http/clients';

/**
 * POST /transacao/reserva: records the payment method chosen for one reservation. The API keeps
 * one choice per reservation and a repeat overwrites it with the same values, so a try whose
 * answer was lost is retried like the confirmation (lib/http/retry-policy.ts).
 */
export async function registerPaymentChoice(input: TransacaoReservaRequest): Promise<void> {
  await mainApi.post(CHECKOUT_PATHS.paymentChoice, input, { idempotent: true });
}
