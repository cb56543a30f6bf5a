import { STAY_TICKET_PATHS, type CancelarIngressosRequest } from '@/api/contract/stay-tickets';
import { mainApi } from '@/lib/http/clients';

/** POST /reserva/ingressos/cancelar: one day's held tickets let go before the payment. */
export async function releaseStayTickets(input: CancelarIngressosRequest): Promise<void> {
  await mainApi.post(STAY_TICKET_PATHS.release, input);
}
