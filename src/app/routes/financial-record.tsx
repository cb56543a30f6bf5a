import { useParams } from 'react-router-dom';
import { FinancialRecordPage } from '@/features/club/components/financial-record/financial-record-page';
import { useDocumentTitle } from '@/features/content/hooks/use-document-title';

/** /ficha-financeira/{contratoId} (club members; RequireAuth and RequireClubMember). */
export default function FinancialRecordRoute() {
  const { contratoId = '' } = useParams();
  useDocumentTitle('Ficha financeira');
  const id = Number(contratoId);
  return <FinancialRecordPage key={contratoId} contratoId={Number.isSafeInteger(id) ? id : 0} />;
}
