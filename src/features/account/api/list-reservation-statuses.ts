import { ACCOUNT_PATHS, type StatusReservaResponse } from '@/api/contract/account';
import { mainApi } from '@/lib/http/clients';

/** POST /formulario/status-reserva: the statuses the report filter offers. */
export async function listReservationStatuses(): Promise<StatusReservaResponse> {
  const { data } = await mainApi.post<StatusReservaResponse>(ACCOUNT_PATHS.reservationStatuses);
  return data;
}
