import {
  CHECKOUT_PATHS,
  type PreReservaRequest,
  type PreReservaResponse,
} from '@/api/contract/checkout';
import { mainApi } from '@/lib/http/clients';

/**
 * POST /reserva/v2/pre-reserva: holds one room for 30 minutes. A club member's contract
 * booking (contrato_id set) uses the contract variant /reserva/pre-reserva.
 */
export async function preReserveRoom(input: PreReservaRequest): Promise<PreReservaResponse> {
  const path =
    input.contrato_id === null
      ? CHECKOUT_PATHS.preReservation
      : CHECKOUT_PATHS.preReservationContract;
  const { data } = await mainApi.post<PreReservaResponse>(path, input);
  return data;
}
