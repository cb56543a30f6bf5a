import {
  CHECKOUT_PATHS,
  type PrecoClienteGrupoRequest,
  type PrecoClienteGrupoResponse,
} from '@/api/contract/checkout';
import { mainApi } from '@/lib/http/clients';

/**
 * POST /reserva/grupo/preco-cliente with the customer's token: the held group at the member
 * rate, room by room, and what that took off. The server answers a repeat with the same figures,
 * so it is retried like an idempotent call.
 */
export async function applyMemberPrice(
  input: PrecoClienteGrupoRequest,
): Promise<PrecoClienteGrupoResponse> {
  const { data } = await mainApi.post<PrecoClienteGrupoResponse>(
    CHECKOUT_PATHS.memberPrice,
    input,
    {
      idempotent: true,
    },
  );
  return data;
}
