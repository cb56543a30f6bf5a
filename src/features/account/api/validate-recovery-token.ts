import {
  ACCOUNT_PATHS,
  type ValidarTokenSenhaRequest,
  type ValidarTokenSenhaResponse,
} from '@/api/contract/account';
import { mainApi } from '@/lib/http/clients';

/** POST /usuario/recuperar-senha/validar: the e-mailed recovery token; resolves with the name. */
export async function validateRecoveryToken(token: string): Promise<ValidarTokenSenhaResponse> {
  const body: ValidarTokenSenhaRequest = { token };
  const { data } = await mainApi.post<ValidarTokenSenhaResponse>(
    ACCOUNT_PATHS.validateRecoveryToken,
    body,
  );
  return data;
}
