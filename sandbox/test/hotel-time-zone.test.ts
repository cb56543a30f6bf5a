import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dayOf,
  dayOfInstant,
  formatLocalDateTime,
  startOfDayMs,
  today,
  toWire,
} from '../src/shared/calendar';
import { findReservationById } from '../src/booking/reservations';
import { api, confirmBody, groupId, guests, hold, openStay, testClock } from './booking-helpers';
import { login, MARIA, startSandbox, type TestSandbox } from './helpers';
import { pixOrBoletoRequest } from './payment-helpers';

/**
 * Every day and time a guest reads is São Paulo's, whatever the machine's zone (npm test runs
 * this suite under TZ=UTC and TZ=America/Sao_Paulo). The clock starts at 22:30 in São Paulo,
 * when it is already the next day in UTC.
 */
const HOUR = 3_600_000;
const lateEvening = (() => {
  const next = new Date();
  next.setUTCHours(1, 30, 0, 0); // 22:30 the evening before, São Paulo (UTC-3)
  if (next.getTime() < Date.now()) next.setTime(next.getTime() + 24 * HOUR);
  return next.getTime();
})();

describe('the hotels’ calendar', () => {
  it('reads today, midnight and times in São Paulo', () => {
    const at = Date.parse('2026-11-30T02:30:00Z'); // 29/11 23:30 in São Paulo
    expect(today(new Date(at))).toBe(dayOf(2026, 11, 29));
    expect(dayOfInstant(at)).toBe(dayOf(2026, 11, 29));
    expect(startOfDayMs(dayOf(2026, 11, 30))).toBe(Date.parse('2026-11-30T03:00:00Z'));
    expect(formatLocalDateTime(at)).toBe('29/11/2026, 23:30');
  });
});

describe('a boleto issued late in the evening', () => {
  const clock = testClock(lateEvening);
  let sandbox: TestSandbox;
  beforeAll(() => {
    sandbox = startSandbox({}, { now: clock.now });
  });
  afterAll(async () => {
    await sandbox.close();
  });

  it('is due at the end of the third day after today in São Paulo, in the e-mail and the bank’s page alike', async () => {
    const joao = await login(sandbox.app, { ...MARIA, usuario: '11144477735' });
    const identificador = groupId(1);
    const held = await hold(
      sandbox.app,
      { hotel: 1, uh: 103, ...openStay(30), identificador },
      joao,
    );
    expect(
      (await api(sandbox.app, '/api/reserva', confirmBody(held, guests(2), 3), joao)).status,
    ).toBe(200);
    const total = findReservationById(sandbox.db, held.id_reservas_front)!.valor_total_centavos;
    const boleto = await sandbox.app.inject({
      method: 'POST',
      url: '/payments/pagar/1',
      payload: pixOrBoletoRequest(identificador, total, 3) as unknown as Record<string, unknown>,
      headers: { authorization: 'Bearer sandbox-payments-token' },
    });
    expect(boleto.json()).toMatchObject({ status: 'pendente' });

    const due = toWire(dayOfInstant(lateEvening) + 3);
    const mails = (
      await sandbox.app.inject({ method: 'GET', url: '/services/outbox.json' })
    ).json() as { assunto: string; texto: string; html: string }[];
    const awaiting = mails.find((m) => m.assunto.startsWith('Reserva aguardando pagamento'));
    expect(awaiting?.html).toContain(`${due}, 23:59`);
    const page = await sandbox.app.inject({ method: 'GET', url: '/payments/sandbox/pix' });
    expect(page.body).toContain(`expira ${due}, 23:59`);
  });
});
