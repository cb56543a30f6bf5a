import {
  STAY_TICKET_PATHS,
  type IngressosEstadiaRequest,
  type IngressosPagosResponse,
} from '@/api/contract/stay-tickets';
import { mainApi } from '@/lib/http/clients';

/**
 * POST /reserva/ingressos/pagos (issue 29): the park tickets paid with the group or the add-on
 * order, with each person's gate code, for the QR codes of the confirmation page.
 */
export async function getPaidStayTickets(
  input: IngressosEstadiaRequest,
): Promise<IngressosPagosResponse> {
  const { data } = await mainApi.post<IngressosPagosResponse>(STAY_TICKET_PATHS.paid, input, {
    idempotent: true,
  });
  return data;
}
