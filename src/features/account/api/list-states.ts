import { ACCOUNT_PATHS, type Estado, type EstadosResponse } from '@/api/contract/account';
import { mainApi } from '@/lib/http/clients';

/** POST /formulario/estados: the 27 states. */
export async function listStates(): Promise<Estado[]> {
  const { data } = await mainApi.post<EstadosResponse>(ACCOUNT_PATHS.states);
  return data;
}
