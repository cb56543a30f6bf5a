import {
  AUTH_PATHS,
  type LoginRequest,
  type LoginResponse,
  type VerifyResponse,
} from '@/api/contract/auth';
import type { Usuario } from '@/api/contract/user';
import { env } from '@/config/env';
import { onlyDigits } from '@/lib/documents';
import { mainApi } from '@/lib/http/clients';
import { tokenStorage } from '@/lib/http/token-storage';
import { sessionActions, sessionEvents } from '@/stores/session';

/**
 * The automatic login after registration (product-rules §4). Features never import each other, so this
 * repeats the session feature's login steps over the same endpoints: POST /autenticacao/login
 * for the JWT (stored in localStorage), POST /autenticacao/verifica to learn the user, then
 * the session store. A temporary user or a failed verification leaves no token behind.
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
  if (typeof token !== 'string' || token.trim() === '') throw new Error('invalid token');
  tokenStorage.write(token);
  try {
    const { data: verified } = await mainApi.post<VerifyResponse>(AUTH_PATHS.verify);
    if (verified.temporario || !verified.usuario) throw new Error('temporary user');
    sessionActions().authenticated(verified.usuario);
    return verified.usuario;
  } catch (error) {
    tokenStorage.clear();
    sessionActions().loggedOut();
    throw error;
  }
}
