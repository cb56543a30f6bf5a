import { compareDays, parseWireDate, today } from '@/lib/dates';
import type { SearchCriteria } from '../stores/search-results';
import { LAST_SEARCH_KEY } from './last-search';

// Apart from last-search.ts, which the first route carries (runSearch writes it): only the
// results page reads the search back, and the date checks come with it.

/** The last search, unless none, unreadable, or its arrival has passed. */
export function lastSearch(now: Date = new Date()): SearchCriteria | null {
  let criteria: SearchCriteria;
  try {
    criteria = JSON.parse(sessionStorage.getItem(LAST_SEARCH_KEY) ?? 'null') as SearchCriteria;
  } catch {
    return null;
  }
  if (!criteria || !Array.isArray(criteria.apartamentos) || criteria.apartamentos.length === 0) {
    return null;
  }
  const arrival = parseWireDate(criteria.data_chegada ?? '');
  if (!arrival || compareDays(arrival, today(now)) < 0) return null;
  return criteria;
}
