import { afterEach, beforeEach, vi } from 'vitest';
import { searchCriteriaActions } from '@/stores/search-criteria';
import { sessionActions } from '@/stores/session';
import { searchActions } from '../../stores/search-results';

/**
 * The search bar's tests run on 1 July 2026, 10:00, as a visitor with nothing searched; called
 * once at the top of each test file.
 */
export function onFixedDayAsVisitor(): void {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 6, 1, 10, 0));
  });
  afterEach(() => {
    vi.useRealTimers();
    searchCriteriaActions().criteriaReset();
    searchActions().resultsCleared();
    sessionActions().loggedOut();
  });
}
