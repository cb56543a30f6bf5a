import { ACCOUNT_PATHS, type DadosUsuarioResponse } from '@/api/contract/account';
import type { Usuario } from '@/api/contract/user';
import { mainApi } from '@/lib/http/clients';

/** POST /usuario/dados (bearer): the logged-in user's own data. */
export async function getProfile(): Promise<Usuario> {
  const { data } = await mainApi.post<DadosUsuarioResponse>(ACCOUNT_PATHS.profile);
  return data;
}
