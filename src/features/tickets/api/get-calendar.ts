import {
  TICKETS_PATHS,
  type CalendarioRequest,
  type CalendarioResponse,
  type TicketDay,
} from '@/api/contract/tickets';
import { ticketsApi } from '@/lib/http/clients';

/** POST /pos/calendario (extension): each day's adult price and places, `inicio` to `fim`. */
export async function getCalendar(inicio: string, fim: string): Promise<TicketDay[]> {
  const body: CalendarioRequest = { inicio, fim };
  const { data } = await ticketsApi.post<CalendarioResponse>(TICKETS_PATHS.calendar, body, {
    // A read: safe to repeat.
    idempotent: true,
  });
  return data.dias;
}
