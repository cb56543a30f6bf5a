import { AUTH_PATHS, type LoginRequest, type LoginResponse } from '@/api/contract/auth';
import { env } from '@/config/env';
import { onlyDigits } from '@/lib/documents';
import { mainApi } from '@/lib/http/clients';

export interface LoginInput {
  /** CPF as typed (masked or not): only its digits are sent. */
  cpf: string;
  password: string;
}

/** POST /autenticacao/login. Resolves with the JWT; product-rules §5: no token is 'invalid token'. */
export async function login({ cpf, password }: LoginInput): Promise<string> {
  const body: LoginRequest = {
    usuario: onlyDigits(cpf),
    senha: password,
    token_sistema: env.tokens.system,
  };
  const { data } = await mainApi.post<Partial<LoginResponse> | null>(AUTH_PATHS.login, body);
  const token = data?.token_jwt;
  if (typeof token !== 'string' || token.trim() === '') throw new Error('invalid token');
  return token;
}
