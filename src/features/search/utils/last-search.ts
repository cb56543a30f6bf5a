import type { SearchCriteria } from '../stores/search-results';

/**
 * The last search of this tab (sessionStorage), so that a reload of /hotelSearch shows its
 * results again instead of the invitation to search (the filters and the order are in the
 * address already). Forgotten when the results are cleared (a login, a change of user type):
 * another user's search, a club member's contract above all, is not run again for the next.
 */
export const LAST_SEARCH_KEY = 'aurora:ultima-busca';

export function rememberSearch(criteria: SearchCriteria): void {
  try {
    sessionStorage.setItem(LAST_SEARCH_KEY, JSON.stringify(criteria));
  } catch {
    // Storage full or refused (private mode): a reload then shows the invitation, as before.
  }
}

export function forgetSearch(): void {
  try {
    sessionStorage.removeItem(LAST_SEARCH_KEY);
  } catch {
    // Nothing kept.
  }
}
