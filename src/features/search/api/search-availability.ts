import {
  SEARCH_PATHS,
  type DisponibilidadeRequest,
  type DisponibilidadeResponse,
} from '@/api/contract/search';
import { mainApi } from '@/lib/http/clients';

export type SearchAvailabilityInput = Omit<DisponibilidadeRequest, 'contrato_id'>;

/** POST /disponibilidade/v2/consultar: price rows for every requested room. */
export async function searchAvailability(
  input: SearchAvailabilityInput,
): Promise<DisponibilidadeResponse> {
  const { data } = await mainApi.post<DisponibilidadeResponse>(SEARCH_PATHS.availability, input);
  return Array.isArray(data) ? data : [];
}
