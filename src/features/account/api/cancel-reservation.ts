import {
  ACCOUNT_PATHS,
  type AcaoReservaResponse,
  type CancelarReservaRequest,
} from '@/api/contract/account';
import { mainApi } from '@/lib/http/clients';

/** POST /reserva/cancelar with the customer's reason; answers with the updated reservation. */
export async function cancelReservation(
  input: CancelarReservaRequest,
): Promise<AcaoReservaResponse> {
  const { data } = await mainApi.post<AcaoReservaResponse>(ACCOUNT_PATHS.cancelReservation, input);
  return data;
}
