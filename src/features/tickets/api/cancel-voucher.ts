import {
  TICKETS_PATHS,
  type TicketVoucher,
  type VoucherCancelRequest,
} from '@/api/contract/tickets';
import { ticketsApi } from '@/lib/http/clients';

/**
 * POST /pos/voucher/cancelar (extension): the withdrawal, refunded in full. Not retried by the
 * client: a second try of a cancellation that went through answers 409, which would hide it.
 */
export async function cancelVoucher(body: VoucherCancelRequest): Promise<TicketVoucher> {
  const { data } = await ticketsApi.post<TicketVoucher>(TICKETS_PATHS.cancelVoucher, body);
  return data;
}
