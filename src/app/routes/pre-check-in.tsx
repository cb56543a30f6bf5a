import { useParams } from 'react-router-dom';
import { PreCheckInPage } from '@/features/account/components/pre-check-in/pre-check-in-page';
import { useDocumentTitle } from '@/features/content/hooks/use-document-title';

/** /pre-check-in/:reserva/:tokenPre: public; the link's token is checked by the API. */
export default function PreCheckInRoute() {
  useDocumentTitle('Pré-check-in');
  const { reserva = '', tokenPre = '' } = useParams();
  // A new link in the same tab must start over, not keep the previous link's state.
  return <PreCheckInPage key={`${reserva}/${tokenPre}`} reserva={reserva} token={tokenPre} />;
}
