import {
  ACCOUNT_PATHS,
  type ConsultarReservaRequest,
  type ConsultarReservaResponse,
} from '@/api/contract/account';
import { mainApi } from '@/lib/http/clients';

/** POST /reserva/consultar: one reservation by its number. */
export async function getReservation(numeroReserva: string): Promise<ConsultarReservaResponse> {
  const body: ConsultarReservaRequest = { numero_reserva: numeroReserva };
  const { data } = await mainApi.post<ConsultarReservaResponse>(ACCOUNT_PATHS.reservation, body);
  return data;
}
