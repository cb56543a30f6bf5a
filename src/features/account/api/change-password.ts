import {
  ACCOUNT_PATHS,
  type AlterarSenhaRequest,
  type MensagemResponse,
} from '@/api/contract/account';
import { mainApi } from '@/lib/http/clients';

/**
 * POST /usuario/alterar-senha: either with a recovery `token` (no login) or, logged in, with
 * the current password `senha_atual` (the bearer token says who).
 */
export async function changePassword(body: AlterarSenhaRequest): Promise<MensagemResponse> {
  const { data } = await mainApi.post<MensagemResponse>(ACCOUNT_PATHS.changePassword, body);
  return data;
}
