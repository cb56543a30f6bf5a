import { afterAll, beforeAll, expect } from 'vitest';
import { findReservationById, freeUnits } from '../src/booking/reservations';
import {
  api,
  confirmBody,
  groupId,
  guests,
  hold,
  keyOf,
  openStay,
  testClock,
  VISITOR,
} from './booking-helpers';
import { login, MARIA, startSandbox, type TestSandbox } from './helpers';

/**
 * The group lifecycle tests' sandbox (README "Group lifecycle"), on a clock they drive, and the calls both files make.
 * A test file calls openGroupLifecycleSandbox() once, at its top.
 */

export const env = {} as {
  sandbox: TestSandbox;
  maria: string;
  visitor: string;
  publicPem: string;
};

export function openGroupLifecycleSandbox(): void {
  beforeAll(async () => {
    env.sandbox = startSandbox({}, { now: clock.now });
    env.maria = await login(env.sandbox.app, MARIA);
    env.visitor = (await api(env.sandbox.app, '/api/usuario/pre-reserva', VISITOR)).body.token_jwt;
    env.publicPem = (await gateway('/public_key/1', {})).body.mensagem as string;
  });
  afterAll(async () => {
    await env.sandbox.close();
  });
}

export const clock = testClock();
export const PAY = { authorization: 'Bearer sandbox-payments-token' };
export const MINUTE = 60_000;

export async function gateway(url: string, payload: unknown) {
  const r = await env.sandbox.app.inject({
    method: 'POST',
    url: `/payments${url}`,
    payload: payload as Record<string, unknown>,
    headers: PAY,
  });
  return { status: r.statusCode, body: r.json() };
}

export async function bankPays(token: string) {
  const r = await env.sandbox.app.inject({
    method: 'POST',
    url: `/payments/sandbox/pix/${token}/pagar`,
  });
  return { status: r.statusCode, body: r.json() };
}

export async function groupState(identificador: string, auth: { key?: string; token?: string }) {
  return api(
    env.sandbox.app,
    '/api/reserva/grupo',
    { identificador, ...(auth.key ? { chave_grupo: auth.key } : {}) },
    auth.token,
  );
}

export const status = (id: number) => findReservationById(env.sandbox.db, id)!.status_id;

let offset = 40;
/** A visitor's anonymous group of `rooms` rooms at Thermas Aurora (room types 101...). */
export async function visitorHold(rooms = 1) {
  const stay = openStay((offset += 3));
  const identificador = groupId(1);
  const held: Awaited<ReturnType<typeof hold>>[] = [];
  for (let i = 0; i < rooms; i++) {
    held.push(await hold(env.sandbox.app, { hotel: 1, uh: 101 + i, ...stay, identificador }));
  }
  const free = () =>
    held.map((h) => freeUnits(env.sandbox.db, h.id_uh, stay.arrival, stay.departure));
  return { identificador, held, stay, free, key: keyOf(identificador) };
}

/** The visitor's group confirmed by its temporary user (guests entered, review done). */
export async function confirmedGroup(rooms = 1) {
  const group = await visitorHold(rooms);
  for (const h of group.held) {
    const r = await api(env.sandbox.app, '/api/reserva', confirmBody(h, guests(2), 9), env.visitor);
    expect(r.status).toBe(200);
  }
  const total = (
    env.sandbox.db
      .prepare('SELECT SUM(valor_total_centavos) AS t FROM reservations WHERE identificador = ?')
      .get(group.identificador) as { t: number }
  ).t;
  return { ...group, total };
}

export const cancel = (id: number, body: Record<string, unknown>, token?: string) =>
  api(
    env.sandbox.app,
    '/api/reserva/cancelar',
    { id_reservas_front: id, observacoes: 'Reserva substituída.', ...body },
    token,
  );
