import { useParams } from 'react-router-dom';
import { DepositConfirmationPage } from '@/features/club/components/deposit-links/deposit-confirmation-page';
import { useDocumentTitle } from '@/features/content/hooks/use-document-title';

/** /deposito-semana/confirmar/{confirmaId}/{confirmaToken}: open to all (product-rules §2, §4). */
export default function DepositConfirmationRoute() {
  const { confirmaId = '', confirmaToken = '' } = useParams();
  useDocumentTitle('Confirmar depósito semana');
  return <DepositConfirmationPage confirmaId={confirmaId} confirmaToken={confirmaToken} />;
}
