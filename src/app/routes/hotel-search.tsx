import { StartCheckoutButton } from '@/features/booking/components/start-checkout-button';
import { useDocumentTitle } from '@/features/content/hooks/use-document-title';
import { SearchResults } from '@/features/search/components/results/search-results';
import { useSearchState } from '@/features/search/stores/search-results';

/** /hotelSearch: the results of the search made in the search bar, and the way on. */
export default function HotelSearchPage() {
  useDocumentTitle('Resultado da busca');
  const { status, rows, criteria } = useSearchState();
  return (
    <>
      <SearchResults />
      {status === 'done' && criteria && rows.length > 0 && (
        <StartCheckoutButton resultsKey={rows} stay={criteria} />
      )}
    </>
  );
}
