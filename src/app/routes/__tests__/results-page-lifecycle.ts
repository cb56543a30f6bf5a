import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { resetBooking } from '@/features/booking/testing/checkout-store';
import { clearRoomImagesCache } from '@/features/search/components/results/use-room-images';
import { searchActions } from '@/features/search/stores/search-results';
import { server } from '@/testing/server';
import { resultsHandlers } from './search-results-fixtures';

/**
 * Leaves the results page as a test found it: unmounted first (resetting the stores under a
 * mounted page would update it outside act), then the results, the booking draft and the room
 * pictures' cache.
 */
export function leaveResultsPage(): void {
  cleanup();
  searchActions().resultsCleared();
  resetBooking();
  clearRoomImagesCache();
}

/** Around every test of a file: the results page's API handlers before, and leaving it after. */
export function resultsPageEachTest(): void {
  beforeEach(() => server.use(...resultsHandlers));
  afterEach(leaveResultsPage);
}
