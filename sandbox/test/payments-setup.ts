import { afterAll, beforeAll, expect } from 'vitest';
import type { CartaoClaro, PagamentoRequest } from '../../src/api/contract/payments';
import { api, confirmBody, guests, hold, openStay, testClock } from './booking-helpers';
import { login, MARIA, startSandbox, type TestSandbox } from './helpers';
import { cardPaymentRequest } from './payment-helpers';

/**
 * The gateway tests' sandbox (README "Payment gateway"): the gateway's calls and key, and a confirmed group to pay.
 * A test file calls openPaymentsSandbox() once, at its top.
 */

export const env = {} as {
  sandbox: TestSandbox;
  maria: string;
  publicPem: string;
  joao: string;
};

export function openPaymentsSandbox(): void {
  beforeAll(async () => {
    env.sandbox = startSandbox({}, { now: clock.now });
    env.maria = await login(env.sandbox.app, MARIA);
    env.joao = await login(env.sandbox.app, { ...MARIA, usuario: '11144477735' });
    const key = await gateway('/public_key/1', {});
    env.publicPem = key.body.mensagem as string;
  });
  afterAll(async () => {
    await env.sandbox.close();
  });
}

export const clock = testClock();
export const PAY = { authorization: 'Bearer sandbox-payments-token' };

export async function gateway(
  url: string,
  payload: unknown,
  headers: Record<string, string> = PAY,
) {
  const r = await env.sandbox.app.inject({
    method: 'POST',
    url: `/payments${url}`,
    payload: payload as Record<string, unknown>,
    headers,
  });
  return { status: r.statusCode, body: r.json() };
}

let offset = 30;
/** A confirmed group of `rooms` rooms at Thermas Aurora; returns its identificador and total. */
export async function bookGroup(rooms = 1, token = env.maria, forma = 1) {
  const stay = openStay((offset += 3));
  const identificador = `1-${Math.random().toString(36).slice(2)}${Date.now().toString(36)}xx`;
  const ids: number[] = [];
  // As the site does: hold every room, then confirm each.
  const holds = [];
  for (let i = 0; i < rooms; i++) {
    holds.push(await hold(env.sandbox.app, { hotel: 1, uh: 101 + i, ...stay, identificador }));
  }
  for (const held of holds) {
    const r = await api(
      env.sandbox.app,
      '/api/reserva',
      confirmBody(held, guests(2), forma),
      token,
    );
    expect(r.status).toBe(200);
    ids.push(held.id_reservas_front);
  }
  const total = (
    env.sandbox.db
      .prepare('SELECT SUM(valor_total_centavos) AS t FROM reservations WHERE identificador = ?')
      .get(identificador) as { t: number }
  ).t;
  return { identificador, ids, total, holdEnd: holds[0]!.expira_em };
}

export const statuses = (ids: number[]) =>
  ids.map(
    (id) =>
      (
        env.sandbox.db
          .prepare('SELECT status_id FROM reservations WHERE id_reservas_front = ?')
          .get(id) as { status_id: number }
      ).status_id,
  );

export function cardPayment(
  referencia: string,
  total: number,
  card: Partial<CartaoClaro> = {},
  patch: Partial<PagamentoRequest> = {},
): Promise<PagamentoRequest> {
  return cardPaymentRequest(env.publicPem, referencia, total, card, patch);
}

export async function pixPayment(
  referencia: string,
  total: number,
  forma = 9,
): Promise<PagamentoRequest> {
  return {
    ...(await cardPayment(referencia, total)),
    transacao_forma_pagamento: forma,
    transacao_integrador: 2,
    transacao_parcelas: 1,
    cartao_hash: '',
    dados_cartao: null,
  };
}
