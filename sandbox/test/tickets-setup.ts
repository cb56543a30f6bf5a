import { afterAll, beforeAll, expect } from 'vitest';
import type {
  CategoriasResponse,
  TicketCategory,
  TicketDay,
  TicketVoucher,
  VoucherAddRequest,
} from '../../src/api/contract/tickets';
import { partsOf, toIso, today, type Day } from '../src/shared/calendar';
import { testClock } from './booking-helpers';
import { login, MARIA, startSandbox, type TestSandbox } from './helpers';
import { cardPaymentRequest } from './payment-helpers';

/**
 * The ticket API tests' sandbox (README "Tickets"): Maria and João logged in, the gateway's key, and the calls and purchases both files make.
 * A test file calls openTicketsSandbox() once, at its top.
 */

export const env = {} as {
  sandbox: TestSandbox;
  maria: string;
  mariaId: number;
  joao: string;
  publicPem: string;
};

export function openTicketsSandbox(): void {
  beforeAll(async () => {
    env.sandbox = startSandbox({}, { now: clock.now });
    env.maria = await login(env.sandbox.app, MARIA);
    env.joao = await login(env.sandbox.app, { ...MARIA, usuario: '11144477735' });
    env.mariaId = (
      env.sandbox.db.prepare('SELECT id FROM users WHERE cpf = ?').get(MARIA.usuario) as {
        id: number;
      }
    ).id;
    env.publicPem = (await gateway('/public_key/9', {})).body.mensagem as string;
  });
  afterAll(async () => {
    await env.sandbox.close();
  });
}

export const clock = testClock();
export const TOKEN = { authorization: 'Bearer sandbox-tickets-token' };
export const PAY = { authorization: 'Bearer sandbox-payments-token' };

export async function post(url: string, payload: unknown, session: string | null = env.maria) {
  const r = await env.sandbox.app.inject({
    method: 'POST',
    url: `/tickets${url}`,
    payload: payload as Record<string, unknown>,
    headers: { ...TOKEN, ...(session ? { 'x-usuario-token': session } : {}) },
  });
  return { status: r.statusCode, body: r.json() };
}

export async function gateway(url: string, payload: unknown) {
  const r = await env.sandbox.app.inject({
    method: 'POST',
    url: `/payments${url}`,
    payload: payload as Record<string, unknown>,
    headers: PAY,
  });
  return { status: r.statusCode, body: r.json() };
}

/** The next day from today + offset with the given weekday (0 Sunday … 6 Saturday). */
export function nextWeekday(offset: number, weekday: number, avoid: Day[] = []): Day {
  let d = today(new Date(clock.now())) + offset;
  while (partsOf(d).weekday !== weekday || avoid.includes(d)) d += 1;
  return d;
}

export async function categories(day: Day): Promise<CategoriasResponse> {
  const r = await post('/pos/categorias', { data_visita: toIso(day) });
  expect(r.status).toBe(200);
  return r.body as CategoriasResponse;
}

export const byId = (list: TicketCategory[], id: number) => list.find((c) => c.cti_id === id)!;

/** A purchase body for `day` at that day's prices. */
export async function purchase(
  day: Day,
  quantities: Record<number, number>,
  patch: Partial<VoucherAddRequest> = {},
): Promise<VoucherAddRequest> {
  const { categorias } = await categories(day);
  const ingressos = Object.entries(quantities).map(([id, qtd]) => ({
    cti_id: Number(id),
    qtd,
    valor_unitario: byId(categorias, Number(id)).cti_valor,
  }));
  return {
    data: toIso(day),
    valor_total: ingressos.reduce((s, l) => s + l.qtd * l.valor_unitario, 0),
    observacao: '',
    ingressos,
    pessoa_id: env.mariaId,
    ...patch,
  };
}

export async function buy(day: Day, quantities: Record<number, number>) {
  const r = await post('/pos/voucher/add', await purchase(day, quantities));
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body as TicketVoucher;
}

export async function payByCard(voucher: TicketVoucher, card: Record<string, string> = {}) {
  return gateway(
    `/pagar/${voucher.id_estabelecimento}`,
    await cardPaymentRequest(env.publicPem, voucher.referencia, voucher.valor_total * 100, card, {
      descricao_item: `Ingressos ${voucher.estabelecimento} ${voucher.codigo}`,
    }),
  );
}

export const sale = (day: Day) => post('/pos/calendario', { inicio: toIso(day), fim: toIso(day) });
export const dayOf = async (day: Day) => ((await sale(day)).body as { dias: TicketDay[] }).dias[0]!;

export const DAY = 86_400_000;
