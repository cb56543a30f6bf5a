import {
  SEARCH_PATHS,
  type DisponibilidadeRequest,
  type DisponibilidadeResponse,
} from '@/api/contract/search';
import { mainApi } from '@/lib/http/clients';

export type SearchAvailabilityContractInput = DisponibilidadeRequest & { contrato_id: number };

/** POST /disponibilidade-drvc/consultar: the club variant, priced against a contract. */
export async function searchAvailabilityContract(
  input: SearchAvailabilityContractInput,
): Promise<DisponibilidadeResponse> {
  const { data } = await mainApi.post<DisponibilidadeResponse>(
    SEARCH_PATHS.availabilityContract,
    input,
  );
  return Array.isArray(data) ? data : [];
}
