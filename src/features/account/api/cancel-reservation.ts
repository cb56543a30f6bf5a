import {
  ACCOUNT_PATHS,
  type AcaoReservaResponse,
  type CancelarReservaRequest,
} from '@/api/contract/account';
import { mainApi } from '@/lib/http/clients';

/**
 * POST /reserva/cancelar with the customer's reason, or /reserva-drvc/cancelar for a contract
 * booking (product-rules §7), which also gives the points back by the club's rule; answers with the
 * updated reservation.
 */
export async function cancelReservation(
  input: CancelarReservaRequest,
  contract = false,
): Promise<AcaoReservaResponse> {
  const path = contract ? ACCOUNT_PATHS.cancelContractReservation : ACCOUNT_PATHS.cancelReservation;
  const { data } = await mainApi.post<AcaoReservaResponse>(path, input);
  return data;
}
