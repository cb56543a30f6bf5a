import { AUTH_PATHS, type LoginRequest, type LoginResponse } from '@/api/contract/auth';
import type { Usuario } from '@/api/contract/user';
import { env } from '@/config/env';
import { onlyDigits } from '@/lib/documents';
import { mainApi } from '@/lib/http/clients';
import { startSession } from '@/lib/session/start-session';
import { sessionEvents } from '@/stores/session';

/**
 * The automatic login after registration (product-rules §4). Features never import each other, so this
 * asks POST /autenticacao/login for the JWT itself; the rest is every login's (startSession).
 */
export async function logInAfterRegister(cpf: string, senha: string): Promise<Usuario> {
  sessionEvents.loginSubmitted();
  const body: LoginRequest = {
    usuario: onlyDigits(cpf),
    senha,
    token_sistema: env.tokens.system,
  };
  const { data } = await mainApi.post<Partial<LoginResponse> | null>(AUTH_PATHS.login, body);
  const token = data?.token_jwt;
  if (typeof token !== 'string') throw new Error('invalid token');
  return startSession(token);
}
