import { TICKETS_PATHS, type TicketVoucher, type VoucherGetRequest } from '@/api/contract/tickets';
import { ticketsApi } from '@/lib/http/clients';

/** POST /pos/voucher (extension): one voucher of the person; another person's is a 404. */
export async function getVoucher(body: VoucherGetRequest): Promise<TicketVoucher> {
  const { data } = await ticketsApi.post<TicketVoucher>(TICKETS_PATHS.getVoucher, body, {
    // A read: safe to repeat.
    idempotent: true,
  });
  return data;
}
