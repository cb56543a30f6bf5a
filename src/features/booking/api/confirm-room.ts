import {
  CHECKOUT_PATHS,
  type ConfirmarReservaGrupoRequest,
  type ConfirmarReservaGrupoResponse,
} from '@/api/contract/checkout';
import { mainApi } from '@/lib/http/clients';

/**
 * POST /reserva: confirms one pre-reserved room (product-rules §3 confirmation payload). A contract
 * booking (contrato_id present) goes to /reserva-drvc. Idempotent per id_reservas_front: the
 * API answers a repeat with the first confirmation, so a try whose answer was lost is retried.
 */
export async function confirmRoom(
  input: ConfirmarReservaGrupoRequest,
): Promise<ConfirmarReservaGrupoResponse> {
  const path =
    input.contrato_id === undefined ? CHECKOUT_PATHS.confirm : CHECKOUT_PATHS.confirmContract;
  const { data } = await mainApi.post<ConfirmarReservaGrupoResponse>(path, input, {
    idempotent: true,
  });
  return data;
}
