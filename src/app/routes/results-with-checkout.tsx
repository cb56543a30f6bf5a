import { StartCheckoutButton } from '@/features/booking/components/start-checkout-button';
import { SearchResults } from '@/features/search/components/results/search-results';

/**
 * The results of the search in the store and, once they have priced rows, the way on
 * (Continuar) inside 'Sua escolha', which stays in view. The results page and an opened search
 * link both end here: a visitor who opens a shared link books from it like from their own
 * search.
 */
export function ResultsWithCheckout({ pending = false }: { pending?: boolean }) {
  return (
    <SearchResults
      pending={pending}
      renderCheckout={(criteria, rows) => <StartCheckoutButton resultsKey={rows} stay={criteria} />}
    />
  );
}
