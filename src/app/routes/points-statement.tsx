import { useParams } from 'react-router-dom';
import { PointsStatementPage } from '@/features/club/components/statement/points-statement-page';
import { useDocumentTitle } from '@/features/content/hooks/use-document-title';

/** /extrato-utilizacao/{utilizacao}: `utilizacao` is the contract's number. */
export default function PointsStatementRoute() {
  const { utilizacao = '' } = useParams();
  useDocumentTitle(`Extrato de pontos ${utilizacao}`);
  return <PointsStatementPage key={utilizacao} numeroContrato={utilizacao} />;
}
