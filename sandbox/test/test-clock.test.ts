import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findReservationById, STATUS } from '../src/booking/reservations';
import { hold, openStay } from './booking-helpers';
import { listOutbox } from '../src/repositories/mail-outbox';
import { login, MARIA, startSandbox, type TestSandbox } from './helpers';

/** The browser tests' movable clock (SANDBOX_TEST_ENDPOINTS=1 only). */
describe('test clock', () => {
  let sandbox: TestSandbox;
  beforeAll(() => {
    sandbox = startSandbox({ SANDBOX_TEST_ENDPOINTS: '1' });
  });
  afterAll(async () => {
    await sandbox.close();
  });

  it('moves the server past a hold: the hold expires', async () => {
    const held = await hold(sandbox.app, { hotel: 1, uh: 101, ...openStay(50) });
    const advance = await sandbox.app.inject({
      method: 'POST',
      url: '/__test/clock',
      payload: { avancar_ms: 31 * 60_000 },
    });
    expect(advance.statusCode).toBe(200);
    expect(advance.json()).toMatchObject({ deslocamento_ms: 31 * 60_000 });
    // Any API request sweeps with the moved clock.
    await sandbox.app.inject({ method: 'POST', url: '/api/formulario/hoteis' });
    expect(findReservationById(sandbox.db, held.id_reservas_front)!.status_id).toBe(
      STATUS.expirada,
    );
  });

  it('dates what it writes by the moved clock: the outbox reads in order', async () => {
    const recover = () =>
      sandbox.app.inject({
        method: 'POST',
        url: '/api/usuario/recuperar-senha',
        payload: { usuario: MARIA.usuario },
      });
    expect((await recover()).statusCode).toBe(200);
    const day = 24 * 60 * 60_000;
    await sandbox.app.inject({
      method: 'POST',
      url: '/__test/clock',
      payload: { avancar_ms: day },
    });
    expect((await recover()).statusCode).toBe(200);
    const [later, earlier] = listOutbox(sandbox.db).filter(
      (m) => m.para_email === 'maria.souza@exemplo.com.br',
    );
    const gap = Date.parse(later!.criado_em) - Date.parse(earlier!.criado_em);
    expect(gap).toBeGreaterThanOrEqual(day);
    expect(gap).toBeLessThan(day + 60_000);
    // Sessions keep the real clock: a login right after the move is valid for its hour.
    const token = await login(sandbox.app);
    const me = await sandbox.app.inject({
      method: 'POST',
      url: '/api/usuario/dados',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.statusCode).toBe(200);
  });

  it('refuses a step that is not a positive whole number of ms up to a week', async () => {
    for (const avancar_ms of [0, -5, 1.5, 'x', 8 * 24 * 60 * 60_000]) {
      const r = await sandbox.app.inject({
        method: 'POST',
        url: '/__test/clock',
        payload: { avancar_ms },
      });
      expect(r.statusCode).toBe(400);
    }
  });

  it('does not exist in a normal sandbox', async () => {
    const plain = startSandbox();
    expect((await plain.app.inject({ url: '/__test/clock' })).statusCode).toBe(404);
    await plain.close();
  });
});
