import { afterAll, beforeAll, expect } from 'vitest';
import type { ReservaResumo, Hospede } from '../../src/api/contract/account';
import { login, MARIA, startSandbox, type TestSandbox } from './helpers';

/**
 * The reservations tests' sandbox: Maria and João logged in, and the main API call.
 * A test file calls openReservationsSandbox() once, at its top.
 */

export const env = {} as {
  sandbox: TestSandbox;
  maria: string;
  joao: string;
};

export function openReservationsSandbox(): void {
  beforeAll(async () => {
    env.sandbox = startSandbox();
    env.maria = await login(env.sandbox.app, MARIA);
    env.joao = await login(env.sandbox.app, { ...MARIA, usuario: '11144477735' });
  });
  afterAll(async () => {
    await env.sandbox.close();
  });
}

export async function post(url: string, payload: unknown, token?: string) {
  const response = await env.sandbox.app.inject({
    method: 'POST',
    url: `/api${url}`,
    payload: payload as Record<string, unknown>,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: response.statusCode, body: response.json() as unknown };
}

export const report = async (filter: Record<string, unknown> = {}, token = env.maria) => {
  const response = await post('/relatorio/reservas', filter, token);
  expect(response.status).toBe(200);
  return response.body as ReservaResumo[];
};
export const numbers = (list: ReservaResumo[]) => list.map((r) => r.numero_reserva);

export function adult(nome: string, principal = false, extra: Partial<Hospede> = {}): Hospede {
  return {
    tipo: 'adulto',
    nome,
    sobrenome: 'Souza',
    telefone: '',
    email: '',
    estado: 'GO',
    cidade: 'Caldas Novas',
    tipo_documento: '',
    numero_documento: '',
    principal,
    cupom_calcado: '',
    cupom_camiseta: '',
    cupom_moto_ano: '',
    cupom_moto_marca: '',
    cupom_moto_modelo: '',
    cupom_piloto: '',
    cupom_sexo: '',
    ...extra,
  } as Hospede;
}

export function child(nome: string, idade: string): Hospede {
  return {
    tipo: 'crianca',
    nome,
    sobrenome: 'Souza',
    telefone: '',
    email: '',
    estado: 'GO',
    cidade: 'Caldas Novas',
    tipo_documento: '',
    numero_documento: '',
    principal: false,
    idade,
  };
}
