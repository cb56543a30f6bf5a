import {
  ACCOUNT_PATHS,
  type EditarDadosRequest,
  type EditarDadosResponse,
} from '@/api/contract/account';
import type { Usuario } from '@/api/contract/user';
import { mainApi } from '@/lib/http/clients';

/** POST /usuario/dados/editar (bearer): saves the editable fields; resolves with the user. */
export async function editProfile(body: EditarDadosRequest): Promise<Usuario> {
  const { data } = await mainApi.post<EditarDadosResponse>(ACCOUNT_PATHS.editProfile, body);
  return data;
}
