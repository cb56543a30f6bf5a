import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findReservationById, STATUS } from '../src/booking/reservations';
import { hold, openStay } from './booking-helpers';
import { startSandbox, type TestSandbox } from './helpers';

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
