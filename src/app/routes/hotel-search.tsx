import { useDocumentTitle } from '@/features/content/hooks/use-document-title';
import { ResultsWithCheckout } from './results-with-checkout';

/** /hotelSearch: the results of the search made in the search bar, and the way on. */
export default function HotelSearchPage() {
  useDocumentTitle('Resultado da busca');
  return <ResultsWithCheckout />;
}
