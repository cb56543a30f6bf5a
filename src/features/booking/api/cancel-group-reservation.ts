import type { AcaoReservaResponse, CancelarReservaRequest } from '@/api/contract/account';
import { CHECKOUT_PATHS } from '@/api/contract/checkout';
import { mainApi } from '@/lib/http/clients';

/**
 * POST /reserva/cancelar (or /reserva-drvc/cancelar for a contract booking): one held room.
 * With the group's release key (`chave_grupo`) a visitor releases it with no token.
 */
export async function cancelGroupReservation(
  input: CancelarReservaRequest,
  contract: boolean,
): Promise<AcaoReservaResponse> {
  const path = contract ? CHECKOUT_PATHS.cancelContract : CHECKOUT_PATHS.cancel;
  const { data } = await mainApi.post<AcaoReservaResponse>(path, input);
  return data;
}
