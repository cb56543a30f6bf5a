import { createContext } from 'react';
import type { SearchState } from '@/features/search/stores/search-results';

/**
 * The server's availability answer for the search link it renders (src/entry-prerender.tsx):
 * the state the results show once it comes, or null when it did not come in time (the results
 * then stay the loading state, and the browser searches). Absent in the browser.
 */
export const LinkAnswerOnServer = createContext<Promise<SearchState | null> | null>(null);
