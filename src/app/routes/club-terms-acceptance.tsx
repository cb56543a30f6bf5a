import { useParams } from 'react-router-dom';
import { TermsAcceptancePage } from '@/features/club/components/terms/terms-acceptance-page';
import { useDocumentTitle } from '@/features/content/hooks/use-document-title';

/** /confirma-aceite-drvc/{confirma}: open to all (the e-mailed link). */
export default function ClubTermsAcceptanceRoute() {
  const { confirma = '' } = useParams();
  useDocumentTitle('Termos do Aurora VIP Club');
  return <TermsAcceptancePage confirma={confirma} />;
}
