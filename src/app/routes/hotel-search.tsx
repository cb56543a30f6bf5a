import { useDocumentTitle } from '@/features/content/hooks/use-document-title';
import { SearchResults } from '@/features/search/components/results/search-results';

/** /hotelSearch: the results of the search made in the search bar. */
export default function HotelSearchPage() {
  useDocumentTitle('Resultado da busca');
  return <SearchResults />;
}
