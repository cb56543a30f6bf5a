import { ACCOUNT_PATHS, type AtualizarHospedesRequest } from '@/api/contract/account';
import { mainApi } from '@/lib/http/clients';

/** POST /hospede/atualizar: replaces the guest list of a reservation. */
export async function updateGuests(input: AtualizarHospedesRequest): Promise<void> {
  await mainApi.post(ACCOUNT_PATHS.updateGuests, input);
}
