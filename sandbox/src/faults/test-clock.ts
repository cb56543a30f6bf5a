import type { FastifyInstance } from 'fastify';
import type { Static } from 'typebox';
import { body, integer } from '../shared/request-fields';

/** A clock that a browser test can move forward: the real time plus an offset. */
export interface TestClock {
  now: () => number;
  advance: (ms: number) => void;
  offset: () => number;
}

export function movableClock(base: () => number): TestClock {
  let offset = 0;
  return {
    now: () => base() + offset,
    advance: (ms) => {
      offset += ms;
    },
    offset: () => offset,
  };
}

/** At most a week per call: enough for any deadline here (a boleto's is 3 days). */
const MAX_STEP_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Test-only (SANDBOX_TEST_ENDPOINTS=1, under /__test): `GET /clock` -> {agora, deslocamento_ms};
 * `POST /clock {avancar_ms}` moves the sandbox's clock forward, so a browser test can carry
 * the server across a hold's or a PIX's deadline. It only ever moves forward; the browser
 * test that uses it runs alone, after every other journey (playwright.config.ts).
 */
export async function testClockRoutes(
  app: FastifyInstance,
  { clock }: { clock: TestClock },
): Promise<void> {
  const state = () => ({
    agora: new Date(clock.now()).toISOString(),
    deslocamento_ms: clock.offset(),
  });
  app.get('/clock', async () => state());
  const step = body({
    avancar_ms: integer('avancar_ms deve ser um número inteiro de 1 a 604800000.', 1, MAX_STEP_MS),
  });
  app.post<{ Body: Static<typeof step> }>('/clock', { schema: { body: step } }, async (request) => {
    clock.advance(request.body.avancar_ms);
    return state();
  });
}
