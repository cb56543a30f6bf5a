import { useEffect, useState } from 'react';
import { useDocumentTitle } from '@/features/content/hooks/use-document-title';
import { searchSnapshot } from '@/features/search/stores/search-results';
import { lastSearch } from '@/features/search/utils/resume-search';
import { runSearch } from '@/features/search/utils/run-search';
import { ResultsWithCheckout } from './results-with-checkout';

/**
 * /hotelSearch: the results of the search made in the search bar, and the way on. Reloaded, the
 * page runs the tab's last search again (utils/last-search.ts, read back by utils/resume-search.ts) rather than inviting to search.
 */
export default function HotelSearchPage() {
  useDocumentTitle('Resultado da busca');
  // Decided once, at the first render: loading until the effect starts the search, no flicker.
  const [resuming] = useState(() => searchSnapshot().status === 'idle' && lastSearch() !== null);
  // Once started, an idle store means the results were cleared (a login): the invitation again.
  const [started, setStarted] = useState(false);
  useEffect(() => {
    if (!resuming || searchSnapshot().status !== 'idle') return;
    const criteria = lastSearch();
    setStarted(true);
    // A failure is recorded in the search store and shown by the page.
    if (criteria) void runSearch(criteria).catch(() => {});
  }, [resuming]);
  return <ResultsWithCheckout pending={resuming && !started} />;
}
