import { EXTRAS_PATH, type ExtrasRequest, type ExtrasResponse } from '@/api/contract/extras';
import { mainApi } from '@/lib/http/clients';

/** POST /reserva/extras (issue 29): what the hotel offers for this stay and party. */
export async function getStayExtras(input: ExtrasRequest): Promise<ExtrasResponse> {
  const { data } = await mainApi.post<ExtrasResponse>(EXTRAS_PATH, input, { idempotent: true });
  return data;
}
