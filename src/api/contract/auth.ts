import type { Usuario } from './user';

/** Main reservations API, authentication (POST). */

export interface LoginRequest {
  /** CPF, digits only. */
  usuario: string;
  senha: string;
  /** Fixed system token of the site (config). */
  token_sistema: string;
}

export interface LoginResponse {
  token_jwt: string;
}

/** POST /autenticacao/verifica with the bearer token. */
export interface VerifyResponse {
  usuario: Usuario;
  /** A temporary (pre-reservation) user counts as not logged in. */
  temporario: boolean;
}

export interface LogoutResponse {
  mensagem: string;
}

export const AUTH_PATHS = {
  login: '/autenticacao/login',
  verify: '/autenticacao/verifica',
  logout: '/autenticacao/logout',
} as const;
