import {
  TICKETS_PATHS,
  type TicketVoucher,
  type VoucherListRequest,
  type VoucherListResponse,
} from '@/api/contract/tickets';
import { ticketsApi } from '@/lib/http/clients';

/** POST /pos/voucher/lista (extension): the person's paid, used and cancelled purchases. */
export async function listVouchers(body: VoucherListRequest): Promise<TicketVoucher[]> {
  const { data } = await ticketsApi.post<VoucherListResponse>(TICKETS_PATHS.listVouchers, body, {
    // A read: safe to repeat.
    idempotent: true,
  });
  return data.vouchers;
}
