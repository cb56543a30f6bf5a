import { EXTRA_HOLD_PATHS, type CancelarExtraRequest } from '@/api/contract/extras';
import { mainApi } from '@/lib/http/clients';

/** POST /reserva/extras/cancelar: a held extra let go before the payment. */
export async function releaseExtra(input: CancelarExtraRequest): Promise<void> {
  await mainApi.post(EXTRA_HOLD_PATHS.release, input);
}
