import {
  TICKETS_PATHS,
  type VoucherAddRequest,
  type VoucherAddResponse,
} from '@/api/contract/tickets';
import { ticketsApi } from '@/lib/http/clients';

/**
 * POST /pos/voucher/add (product-rules §7): creates the purchase, its places held until paid. Safe to
 * repeat with the same `chave` (the API answers the same voucher), so the client may retry it.
 */
export async function addVoucher(body: VoucherAddRequest): Promise<VoucherAddResponse> {
  const { data } = await ticketsApi.post<VoucherAddResponse>(TICKETS_PATHS.addVoucher, body, {
    idempotent: body.chave !== undefined,
  });
  return data;
}
