import { SEARCH_PATHS, type FormularioHoteisResponse } from '@/api/contract/search';
import { mainApi } from '@/lib/http/clients';

/** POST /formulario/hoteis: the hotels a form can filter by. */
export async function listFormHotels(): Promise<FormularioHoteisResponse> {
  const { data } = await mainApi.post<FormularioHoteisResponse>(SEARCH_PATHS.formHotels);
  return data;
}
