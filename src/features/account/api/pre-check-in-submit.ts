import { ACCOUNT_PATHS, type PreCheckInEnviarRequest } from '@/api/contract/account';
import { mainApi } from '@/lib/http/clients';

/** POST /pre-check-in/enviar: guests and arrival time; the token is single-use. */
export async function submitPreCheckIn(input: PreCheckInEnviarRequest): Promise<void> {
  await mainApi.post(ACCOUNT_PATHS.preCheckInSubmit, input);
}
