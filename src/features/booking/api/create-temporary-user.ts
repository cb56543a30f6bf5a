import {
  CHECKOUT_PATHS,
  type UsuarioPreReservaRequest,
  type UsuarioPreReservaResponse,
} from '@/api/contract/checkout';
import { mainApi } from '@/lib/http/clients';

/** POST /usuario/pre-reserva: a temporary user (type 6) for a visitor's booking; its JWT. */
export async function createTemporaryUser(input: UsuarioPreReservaRequest): Promise<string> {
  const { data } = await mainApi.post<UsuarioPreReservaResponse>(
    CHECKOUT_PATHS.preReservationUser,
    input,
  );
  return data.token_jwt;
}
