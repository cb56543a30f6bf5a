import { useParams } from 'react-router-dom';
import { DepositAcceptancePage } from '@/features/club/components/deposit-links/deposit-acceptance-page';
import { useDocumentTitle } from '@/features/content/hooks/use-document-title';

/** /deposito-semana/aceite/{orderId}/{idDeposito}: open to all (the e-mailed link). */
export default function DepositAcceptanceRoute() {
  const { orderId = '', idDeposito = '' } = useParams();
  useDocumentTitle('Aceite do depósito de semana');
  return <DepositAcceptancePage orderId={orderId} depositId={Number(idDeposito)} />;
}
