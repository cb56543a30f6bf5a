import {
  STAY_TICKET_PATHS,
  type IngressosReservados,
  type ReservarIngressosRequest,
} from '@/api/contract/stay-tickets';
import { mainApi } from '@/lib/http/clients';

/**
 * POST /reserva/ingressos/reservar: one day's park tickets held with the group. Not idempotent
 * (each call takes places), so never retried.
 */
export async function holdStayTickets(
  input: ReservarIngressosRequest,
): Promise<IngressosReservados> {
  const { data } = await mainApi.post<IngressosReservados>(STAY_TICKET_PATHS.hold, input);
  return data;
}
