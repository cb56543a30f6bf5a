import type { APIRequestContext } from '@playwright/test';
import type { ContractListResponse } from '../../../src/api/contract/club';
import { DEMO } from './demo';
import { SANDBOX_ORIGIN } from './faults';
import { expect } from './test';

/** The club journeys' reads of the sandbox's own figures, as the demo member. */

export async function sandboxLogin(
  request: APIRequestContext,
  cpf: string,
  senha: string = DEMO.clubMember.password,
): Promise<string> {
  const response = await request.post(`${SANDBOX_ORIGIN}/api/autenticacao/login`, {
    data: { usuario: cpf, senha, token_sistema: 'sandbox-system-token' },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { token_jwt: string }).token_jwt;
}

/** A call of the main API as the demo member, read from the sandbox itself. */
export async function asMember<T>(
  request: APIRequestContext,
  path: string,
  data: unknown,
  cpf: string = DEMO.clubMember.cpf,
): Promise<T> {
  const token = await sandboxLogin(request, cpf);
  const response = await request.post(`${SANDBOX_ORIGIN}/api${path}`, {
    headers: { authorization: `Bearer ${token}` },
    data,
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as T;
}

export const sandboxContracts = (request: APIRequestContext, cpf: string = DEMO.clubMember.cpf) =>
  asMember<ContractListResponse>(request, '/contrato-drvc/lista-contrato', {}, cpf);

export const points = (n: number) => `${n.toLocaleString('pt-BR')} pontos`;
