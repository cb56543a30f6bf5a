import { onLoginSubmitted, onUserTypeChange } from '@/stores/session';
import { searchActions } from '../stores/search-results';
import { forgetSearch } from './last-search';

/**
 * product-rules §4: search results are cleared when the user type changes and when a login is
 * submitted (prices differ per user type; a club member searches against a contract).
 * Called once at start-up; returns the unsubscribe function.
 */
export function subscribeSearchToSession(): () => void {
  const clear = () => {
    searchActions().resultsCleared();
    forgetSearch();
  };
  const offType = onUserTypeChange(clear);
  const offLogin = onLoginSubmitted(clear);
  return () => {
    offType();
    offLogin();
  };
}
