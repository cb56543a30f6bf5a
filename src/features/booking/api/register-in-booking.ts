import {
  CHECKOUT_PATHS,
  type CadastroReservaRequest,
  type CadastroReservaResponse,
} from '@/api/contract/checkout';
import { mainApi } from '@/lib/http/clients';

/**
 * POST /usuario/cadastro-reserva: the account made at the guests step from the buyer's data and
 * a password; its session's JWT. A 409 says the CPF already has an account. Not retried: it
 * creates an account.
 */
export async function registerInBooking(input: CadastroReservaRequest): Promise<string> {
  const { data } = await mainApi.post<CadastroReservaResponse>(
    CHECKOUT_PATHS.registerInBooking,
    input,
  );
  return data.token_jwt;
}
