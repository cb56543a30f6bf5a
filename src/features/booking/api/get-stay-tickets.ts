import {
  STAY_TICKET_PATHS,
  type IngressosEstadiaRequest,
  type IngressosEstadiaResponse,
} from '@/api/contract/stay-tickets';
import { mainApi } from '@/lib/http/clients';

/** POST /reserva/ingressos (issue 29): the park's sale on each day of the held stay. */
export async function getStayTickets(
  input: IngressosEstadiaRequest,
): Promise<IngressosEstadiaResponse> {
  const { data } = await mainApi.post<IngressosEstadiaResponse>(STAY_TICKET_PATHS.offer, input, {
    idempotent: true,
  });
  return data;
}
