import { StartCheckoutButton } from '@/features/booking/components/start-checkout-button';
import { SearchResults } from '@/features/search/components/results/search-results';
import { useSearchState } from '@/features/search/stores/search-results';

/**
 * The results of the search in the store and, once they have priced rows, the way on
 * (Continuar). The results page and an opened search link both end here: a visitor who opens
 * a shared link books from it like from their own search.
 */
export function ResultsWithCheckout({ pending = false }: { pending?: boolean }) {
  const { status, rows, criteria } = useSearchState();
  return (
    <>
      <SearchResults pending={pending} />
      {status === 'done' && criteria && rows.length > 0 && (
        <StartCheckoutButton resultsKey={rows} stay={criteria} />
      )}
    </>
  );
}
