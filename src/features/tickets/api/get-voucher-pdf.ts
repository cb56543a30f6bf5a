import {
  TICKETS_PATHS,
  type VoucherPdfRequest,
  type VoucherPdfResponse,
} from '@/api/contract/tickets';
import { ticketsApi } from '@/lib/http/clients';

/** POST /pos/voucher/pdf (extension): the paid voucher's PDF, base64. */
export async function getVoucherPdf(body: VoucherPdfRequest): Promise<string> {
  const { data } = await ticketsApi.post<VoucherPdfResponse>(TICKETS_PATHS.voucherPdf, body, {
    idempotent: true,
  });
  return data.arquivo;
}
