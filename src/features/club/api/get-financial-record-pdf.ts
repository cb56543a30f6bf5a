import {
  CLUB_PATHS,
  type ContractRequest,
  type FinancialRecordPdfResponse,
} from '@/api/contract/club';
import { mainApi } from '@/lib/http/clients';

/** POST /contrato-drvc/ficha-financeira/pdf (extension): the financial record, base64 PDF. */
export async function getFinancialRecordPdf(numeroContrato: string): Promise<string> {
  const body: ContractRequest = { numero_contrato: numeroContrato };
  const { data } = await mainApi.post<FinancialRecordPdfResponse>(
    CLUB_PATHS.financialRecordPdf,
    body,
    { idempotent: true },
  );
  return data.arquivo;
}
