import { afterAll, beforeAll } from 'vitest';
import { startOfDayMs, today, toWire } from '../src/shared/calendar';
import { testClock } from './booking-helpers';
import { login, MARIA, startSandbox, type TestSandbox } from './helpers';

/**
 * The contract booking tests' sandbox (README "Club"): the member logged in, and the holds and reads both files make.
 * A test file calls openContractBookingsSandbox() once, at its top.
 */

export const env = {} as {
  sandbox: TestSandbox;
  joao: string;
  maria: string;
};

export function openContractBookingsSandbox(): void {
  beforeAll(async () => {
    env.sandbox = startSandbox({}, { now: clock.now });
    env.joao = await login(env.sandbox.app, { ...MARIA, usuario: '11144477735' });
    env.maria = await login(env.sandbox.app, MARIA);
    const t = today(new Date(clock.now()));
    env.sandbox.db
      .prepare(
        `INSERT INTO contracts (contratos_id, numero_contrato, user_id, produto, pontos, status, data_inicio, data_fim)
         VALUES (?, 'DRVC-TESTE-0004', 2, 'Teste', 5000, 'ativo', ?, ?)`,
      )
      .run(SMALL_ID, toWire(t - 10), toWire(t + 3650));
  });
  afterAll(async () => {
    await env.sandbox.close();
  });
}

/**
 * Midday of the hotels' today: the seed's dates count from that day, and the tests move the clock
 * by minutes. Started at the real time, a run near midnight in São Paulo crossed into the next
 * day, and a parcela due on the seed's day became overdue under the tests' feet.
 */
export const clock = testClock(startOfDayMs(today()) + 12 * 3_600_000);

export const GOLD_ID = 45701;
export const SILVER_ID = 58932;
export const SMALL_ID = 90004;

export const movementsOf = (reservationId: number) =>
  env.sandbox.db
    .prepare(
      'SELECT tipo, pontos FROM contract_point_movements WHERE id_reservas_front = ? ORDER BY id',
    )
    .all(reservationId) as { tipo: string; pontos: number }[];
export const net = (reservationId: number) =>
  movementsOf(reservationId).reduce((s, m) => s + m.pontos, 0);
export const ledgerSum = (contratosId: number) =>
  (
    env.sandbox.db
      .prepare(
        'SELECT COALESCE(SUM(pontos), 0) AS s FROM contract_point_movements WHERE contratos_id = ?',
      )
      .get(contratosId) as { s: number }
  ).s;
export const lastSaldo = (contratosId: number) =>
  (
    env.sandbox.db
      .prepare(
        'SELECT saldo FROM contract_point_movements WHERE contratos_id = ? ORDER BY id DESC LIMIT 1',
      )
      .get(contratosId) as { saldo: number }
  ).saldo;

export const MINUTE = 60_000;
