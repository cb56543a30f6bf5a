import { useParams } from 'react-router-dom';
import { useDocumentTitle } from '@/features/content/hooks/use-document-title';
import { ReviewFormPage } from '@/features/reviews/components/review-form-page';

/** /avaliar/:token: an e-mailed review link (issue 53); the token is checked by the API. */
export default function ReviewRoute() {
  useDocumentTitle('Avalie sua estadia');
  const { token = '' } = useParams();
  // A new link in the same tab starts over.
  return <ReviewFormPage key={token} token={token} />;
}
