import type { RecuperarSenhaRequest } from '@/api/contract/account';
import { onlyDigits } from '@/lib/documents';
import { mainApi } from '@/lib/http/clients';

/** Path chosen in product-rules §10 (the product rules do not show it). */
export const RECOVER_PASSWORD_PATH = '/usuario/recuperar-senha';

/** POST /usuario/recuperar-senha: the server e-mails password-recovery instructions. */
export async function recoverPassword(cpf: string): Promise<void> {
  const body: RecuperarSenhaRequest = { usuario: onlyDigits(cpf) };
  await mainApi.post(RECOVER_PASSWORD_PATH, body);
}
