import { errorMessage } from '@/lib/http/api-error';
import { searchActions, searchSnapshot, type SearchCriteria } from '../stores/search-results';
import { takeEarlySearch } from './early-search';
import { rememberSearch } from './last-search';
import { requestAvailability } from './request-availability';

/**
 * Runs an availability search and records it in the search-results store. A failure is
 * recorded too, then rethrown (an ApiError) so the caller can tell the user. An answer that
 * arrives after the results were cleared or another search started is not recorded.
 */
export async function runSearch(criteria: SearchCriteria): Promise<void> {
  const actions = searchActions();
  actions.searchStarted(criteria);
  rememberSearch(criteria);
  try {
    // A PESQUISAR held before the app came may have asked already (early-search.ts).
    const rows = await (takeEarlySearch(criteria) ?? requestAvailability(criteria));
    // Results cleared (login, user type change) or a newer search started meanwhile: stale.
    if (searchSnapshot().criteria === criteria) actions.searchSucceeded(rows);
  } catch (error) {
    if (searchSnapshot().criteria === criteria) actions.searchFailed(errorMessage(error));
    throw error;
  }
}
