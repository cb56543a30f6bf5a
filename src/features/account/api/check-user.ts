import {
  ACCOUNT_PATHS,
  type VerificaUsuarioRequest,
  type VerificaUsuarioResponse,
} from '@/api/contract/account';
import { onlyDigits } from '@/lib/documents';
import { mainApi } from '@/lib/http/clients';

/** POST /usuario/verifica: true when the CPF already has an account. */
export async function checkUser(cpf: string): Promise<boolean> {
  const body: VerificaUsuarioRequest = { usuario: onlyDigits(cpf) };
  const { data } = await mainApi.post<VerificaUsuarioResponse>(ACCOUNT_PATHS.checkUser, body);
  return data.existe === true;
}
