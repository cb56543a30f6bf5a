import { ACCOUNT_PATHS, type CadastroRequest, type CadastroResponse } from '@/api/contract/account';
import { mainApi } from '@/lib/http/clients';

/** POST /usuario/cadastrar: creates the account (payload from utils/build-registration-payload). */
export async function register(payload: CadastroRequest): Promise<CadastroResponse> {
  const { data } = await mainApi.post<CadastroResponse>(ACCOUNT_PATHS.register, payload);
  return data;
}
