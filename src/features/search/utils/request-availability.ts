import type { DisponibilidadeResponse } from '@/api/contract/search';
import { searchAvailability } from '../api/search-availability';
import { searchAvailabilityContract } from '../api/search-availability-contract';
import type { SearchCriteria } from '../stores/search-results';

/** product-rules §4: the search always asks for every room type. */
const ANY_ROOM_TYPE = 0;

/**
 * The availability request of a search: the contract variant when a contract is chosen (type
 * 14), the normal one otherwise.
 */
export function requestAvailability(criteria: SearchCriteria): Promise<DisponibilidadeResponse> {
  const { contrato_id, ...rest } = criteria;
  const payload = { ...rest, id_uh: ANY_ROOM_TYPE };
  return contrato_id !== null
    ? searchAvailabilityContract({ ...payload, contrato_id })
    : searchAvailability(payload);
}
