import { errorMessage } from '@/lib/http/api-error';
import { searchAvailability } from '../api/search-availability';
import { searchAvailabilityContract } from '../api/search-availability-contract';
import { searchActions, searchSnapshot, type SearchCriteria } from '../stores/search-results';
import { rememberSearch } from './last-search';

/** product-rules §4: the search always asks for every room type. */
const ANY_ROOM_TYPE = 0;

/**
 * Runs an availability search and records it in the search-results store: the contract
 * variant when a contract is chosen (type 14), the normal one otherwise. A failure is
 * recorded too, then rethrown (an ApiError) so the caller can tell the user. An answer that
 * arrives after the results were cleared or another search started is not recorded.
 */
export async function runSearch(criteria: SearchCriteria): Promise<void> {
  const actions = searchActions();
  actions.searchStarted(criteria);
  rememberSearch(criteria);
  const { contrato_id, ...rest } = criteria;
  const payload = { ...rest, id_uh: ANY_ROOM_TYPE };
  try {
    const rows =
      contrato_id !== null
        ? await searchAvailabilityContract({ ...payload, contrato_id })
        : await searchAvailability(payload);
    // Results cleared (login, user type change) or a newer search started meanwhile: stale.
    if (searchSnapshot().criteria === criteria) actions.searchSucceeded(rows);
  } catch (error) {
    if (searchSnapshot().criteria === criteria) actions.searchFailed(errorMessage(error));
    throw error;
  }
}
