import { afterAll, beforeAll, expect } from 'vitest';
import type { BookingWaitlistView } from '../../src/api/contract/booking-waitlist';
import { startOfDayMs, today, toIso, toWire, type Day } from '../src/shared/calendar';
import { createReservation, localTimestamp, STATUS } from '../src/booking/reservations';
import { lotBalances, settleLedger } from '../src/repositories/club-ledger';
import { contractById } from '../src/repositories/club-contracts';
import { addClubMembers, type BulkMember } from '../src/seed/club-members';
import { guests, testClock } from './booking-helpers';
import { login, MARIA, startSandbox, type TestSandbox } from './helpers';

/**
 * The contract bookings' waitlist tests' sandbox (README "Contract booking waitlist"): members
 * logged in, a filler member whose bookings take the units, one room type whose units the tests
 * set, and the calls both files make. A test file calls openBookingWaitlistSandbox() once.
 */

export const clock = testClock(startOfDayMs(today()) + 12 * 3_600_000);
export const DAY = 86_400_000;
export type Member = BulkMember & { token: string };

export const env = {} as {
  sandbox: TestSandbox;
  members: Member[];
  filler: Member;
  /** A room type of hotel 1 seating two adults. */
  uh: number;
};

export const day = () => today(new Date(clock.now()));

export function openBookingWaitlistSandbox(): void {
  beforeAll(async () => {
    env.sandbox = startSandbox({ SANDBOX_ABUSE_LIMITS: '0' }, { now: clock.now });
    const made = addClubMembers(env.sandbox.db, { count: 34, today: day(), tag: 'BWL' });
    env.members = [];
    for (const m of made) {
      env.members.push({ ...m, token: await login(env.sandbox.app, { ...MARIA, usuario: m.cpf }) });
      settleLedger(env.sandbox.db, contractById(env.sandbox.db, contractId(m))!, day());
    }
    env.filler = env.members.pop()!;
    env.uh = (
      env.sandbox.db
        .prepare(
          'SELECT id FROM room_types WHERE hotel_id = 1 AND capacidade >= 2 ORDER BY id LIMIT 1',
        )
        .get() as { id: number }
    ).id;
  });
  afterAll(async () => {
    await env.sandbox.close();
  });
}

export async function post(url: string, payload: Record<string, unknown>, token?: string) {
  const r = await env.sandbox.app.inject({
    method: 'POST',
    url: `/api${url}`,
    payload,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: r.statusCode, body: r.json() as Record<string, unknown> };
}

export function contractId(m: BulkMember): number {
  return (
    env.sandbox.db
      .prepare('SELECT contratos_id FROM contracts WHERE numero_contrato = ?')
      .get(m.numero_contrato) as { contratos_id: number }
  ).contratos_id;
}

export const balance = (m: Member) =>
  lotBalances(env.sandbox.db, contractId(m)).reduce((s, l) => s + l.pontos, 0);

/** Sets the room type to `units` on the nights [from, to), none taken by anything else. */
export function setUnits(from: Day, to: Day, units: number): void {
  env.sandbox.db
    .prepare(
      'UPDATE room_nights SET allotment = reservados + ?, fechado = 0 WHERE room_type_id = ? AND data >= ? AND data < ?',
    )
    .run(units, env.uh, toIso(from), toIso(to));
}

/** Takes one unit for [arrival, arrival + nights) with a booking of the filler member. */
export function takeUnit(arrival: Day, nights = 2, status: number = STATUS.confirmada): number {
  return createReservation(env.sandbox.db, {
    userId: env.filler.userId,
    roomTypeId: env.uh,
    arrival,
    departure: arrival + nights,
    adults: 2,
    payingChildren: 0,
    freeChildren: 0,
    pensao: 'cafe',
    tarifa: 'BALCAO',
    totalCents: 100_000,
    statusId: status,
    criadoEm: localTimestamp(new Date(clock.now())),
    expiraEm: status === STATUS.preReserva ? Math.ceil(clock.now() / 1000) + 60 : null,
    identificador: `1-filler${Math.random().toString(36).slice(2)}xxxxxxxxxxxx`,
  }).id_reservas_front;
}

/** The filler gives a unit back (a cancellation). */
export const release = (id: number) =>
  post('/reserva/cancelar', { id_reservas_front: id, observacoes: 'Teste' }, env.filler.token);

export function ask(m: Member, arrival: Day, extra: Record<string, unknown> = {}) {
  return {
    numero_contrato: m.numero_contrato,
    id_hotel: 1,
    data_chegada: toWire(arrival),
    data_partida: toWire(arrival + 2),
    qtd_adultos: 2,
    idades_criancas: [],
    id_uh: env.uh,
    cod_pensao: 'cafe',
    flexibilidade_dias: 0,
    expira_em: toWire(arrival - 1),
    hospede: guests(2, [], `Hóspede ${m.numero_contrato.slice(-2)}`),
    aceite: true,
    ...extra,
  };
}

export const join = (m: Member, arrival: Day, extra: Record<string, unknown> = {}) =>
  post('/reserva-drvc/lista-espera', ask(m, arrival, extra), m.token);

export async function requests(m: Member): Promise<BookingWaitlistView[]> {
  const r = await post('/reserva-drvc/lista-espera/pedidos', {}, m.token);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body as unknown as BookingWaitlistView[];
}

export const requestOf = async (m: Member, id: number) =>
  (await requests(m)).find((r) => r.pedido_id === id)!;

/** Any API call runs the sweep first, which serves the queue. */
export const sweep = () => post('/reserva-drvc/lista-espera/pedidos', {}, env.filler.token);
