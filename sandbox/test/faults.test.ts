import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { installFaultInjection } from '../src/faults/inject';
import { DEFAULT_FAULT_MESSAGE, parseFaultRule, parseFaultRules } from '../src/shared/fault-rules';
import { FaultStore } from '../src/faults/store';
import { startSandbox, type TestSandbox } from './helpers';

/**
 * Fault injection: rule validation, which rule hits which request, and what each kind does
 * before and after the handler. Timeouts and dropped connections need a real socket:
 * faults-http.test.ts.
 */

const rule = (fields: Record<string, unknown>) =>
  parseFaultRule({ path: '/x', kind: 'status', status: 503, ...fields });

describe('rules', () => {
  it('fills the defaults', () => {
    expect(parseFaultRules({ path: '/api/*', kind: 'drop' })).toEqual([
      {
        method: null,
        path: '/api/*',
        kind: 'drop',
        phase: 'before',
        ms: 0,
        status: 0,
        erro: null,
        times: null,
        probability: 1,
        scope: null,
      },
    ]);
    expect(rule({ method: 'post', phase: 'after', times: 2, scope: 't-1' })).toMatchObject({
      method: 'POST',
      phase: 'after',
      status: 503,
      erro: DEFAULT_FAULT_MESSAGE,
      times: 2,
      scope: 't-1',
    });
    expect(rule({ erro: null }).erro).toBeNull();
    expect(parseFaultRule({ path: '/x', kind: 'latency', ms: 250 }).ms).toBe(250);
  });

  it.each([
    [{ path: '/x', kind: 'slow' }, 'kind deve ser latency, status, timeout, drop.'],
    [{ path: 'api', kind: 'drop' }, "path deve começar com '/'"],
    [{ path: '/a/*/b', kind: 'drop' }, "'*' só pode aparecer no fim do path."],
    [{ path: '/x?a=1', kind: 'drop' }, "path deve começar com '/'"],
    [{ path: '/x', kind: 'status', status: 404 }, 'status deve ser um código 5xx'],
    [{ path: '/x', kind: 'status' }, 'status deve ser um código 5xx'],
    [{ path: '/x', kind: 'status', status: 500, erro: '' }, 'erro deve ser um texto'],
    [{ path: '/x', kind: 'latency' }, 'ms deve ser de 1 a 120000.'],
    [{ path: '/x', kind: 'drop', ms: 10 }, "ms só vale para kind 'latency'."],
    [{ path: '/x', kind: 'drop', status: 500 }, "status e erro só valem para kind 'status'."],
    [{ path: '/x', kind: 'drop', phase: 'during' }, "phase deve ser 'before' ou 'after'."],
    [{ path: '/x', kind: 'drop', method: 'FETCH' }, 'method deve ser um de'],
    [{ path: '/x', kind: 'drop', times: 0 }, 'times deve ser um inteiro positivo.'],
    [{ path: '/x', kind: 'drop', probability: 0 }, 'probability deve estar em (0, 1].'],
    [{ path: '/x', kind: 'drop', scope: 'a b' }, 'scope deve ter de 1 a 100'],
    [{ path: '/x', kind: 'drop', when: 'now' }, "campo desconhecido 'when'."],
  ])('refuses %j', (value, message) => {
    expect(() => parseFaultRules([{ path: '/ok', kind: 'drop' }, value])).toThrow(
      `regra 2: ${message}`,
    );
  });

  it('are read from SANDBOX_FAULTS at start-up, and a bad one stops it naming the key', () => {
    const config = loadConfig({
      SANDBOX_FAULTS: '[{"path": "/api/*", "kind": "latency", "ms": 100}]',
    });
    expect(config.faults).toHaveLength(1);
    expect(config.testEndpoints).toBe(false);
    expect(loadConfig({}).faults).toEqual([]);
    expect(() => loadConfig({ SANDBOX_FAULTS: '{path: /api}' })).toThrow(ConfigError);
    expect(() => loadConfig({ SANDBOX_FAULTS: '{path: /api}' })).toThrow(
      /^Configuração inválida: SANDBOX_FAULTS deve ser JSON/,
    );
    expect(() => loadConfig({ SANDBOX_FAULTS: '{"path": "/api", "kind": "boom"}' })).toThrow(
      'Configuração inválida: SANDBOX_FAULTS regra 1: kind deve ser',
    );
    expect(loadConfig({ SANDBOX_TEST_ENDPOINTS: '1' }).testEndpoints).toBe(true);
    expect(() => loadConfig({ SANDBOX_TEST_ENDPOINTS: 'yes' })).toThrow(/SANDBOX_TEST_ENDPOINTS/);
  });
});

describe('which rule hits', () => {
  const target = (path: string, method = 'POST', scope: string | null = null) => ({
    path,
    method,
    scope,
  });

  it('the first matching rule with hits left, counting down `times`', () => {
    const store = new FaultStore([
      rule({ path: '/api/reserva', times: 2, status: 502 }),
      rule({ path: '/api/*', status: 503 }),
    ]);
    const hits = [1, 2, 3].map(() => store.take(target('/api/reserva'), 'before')?.status);
    expect(hits).toEqual([502, 502, 503]);
    expect(store.take(target('/api/reserva/cancelar'), 'before')?.status).toBe(503);
    expect(store.take(target('/services/x'), 'before')).toBeNull();
    expect(store.take(target('/api/reserva'), 'after')).toBeNull();
    // A spent rule stays listed, so a test can read how often it hit.
    expect(store.list().map((r) => [r.hits, r.remaining])).toEqual([
      [2, 0],
      [2, null],
    ]);
  });

  it('by method and by scope', () => {
    const store = new FaultStore([
      rule({ method: 'GET', scope: 'teste-a', status: 500 }),
      rule({ scope: 'teste-b', status: 504 }),
    ]);
    expect(store.take(target('/x', 'POST', 'teste-a'), 'before')).toBeNull();
    expect(store.take(target('/x', 'GET', 'teste-a'), 'before')?.status).toBe(500);
    expect(store.take(target('/x', 'GET', null), 'before')).toBeNull();
    expect(store.take(target('/x', 'GET', 'teste-b'), 'before')?.status).toBe(504);
    expect(store.clear('teste-a')).toBe(1);
    expect(store.list().map((r) => r.scope)).toEqual(['teste-b']);
  });

  it('with its probability, from the injected random source', () => {
    const rolls = [0.1, 0.9, 0.29, 0.3];
    const store = new FaultStore([rule({ probability: 0.3 })], () => rolls.shift()!);
    const hit = () => store.take(target('/x'), 'before') !== null;
    expect([hit(), hit(), hit(), hit()]).toEqual([true, false, true, false]);
  });
});

/** A released-by-hand sleep: proves what happens during a latency without timing anything. */
function manualSleep() {
  const waiting: { ms: number; release: () => void }[] = [];
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => waiting.push({ ms, release: resolve }));
  return { sleep, waiting };
}

describe('what each kind does', () => {
  let app: FastifyInstance;
  let store: FaultStore;
  let handled: string[];
  const clock = manualSleep();

  beforeAll(async () => {
    app = Fastify();
    store = new FaultStore();
    handled = [];
    installFaultInjection(app, store, { sleep: clock.sleep });
    app.post('/api/reserva', async () => {
      handled.push('reserva');
      return { numero_reserva: 'AUR-1' };
    });
    app.get('/__test/faults', async () => ({ ok: true }));
    await app.ready();
  });
  afterAll(() => app.close());
  afterEach(() => {
    store.clear();
    handled.length = 0;
  });

  const post = () => app.inject({ method: 'POST', url: '/api/reserva?x=1', payload: {} });
  const settled = async (promise: Promise<unknown>) => {
    let done = false;
    void promise.then(() => (done = true));
    // Lets every pending callback run: anything not yet settled is really waiting.
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setImmediate(resolve));
    return done;
  };

  it('status before: answers the 5xx with the API error shape; the handler never runs', async () => {
    store.add([rule({ path: '/api/reserva', status: 503, erro: 'Fora do ar.' })]);
    const response = await post();
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ erro: 'Fora do ar.' });
    expect(handled).toEqual([]);
  });

  it('status with erro null: an empty body, as a proxy would send', async () => {
    store.add([rule({ path: '/api/reserva', status: 500, erro: null })]);
    const response = await post();
    expect(response.statusCode).toBe(500);
    expect(response.body).toBe('');
  });

  it('status after: the handler did its work, the answer is replaced', async () => {
    store.add([rule({ path: '/api/*', phase: 'after', status: 502 })]);
    const response = await post();
    expect(handled).toEqual(['reserva']);
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ erro: DEFAULT_FAULT_MESSAGE });
  });

  it('latency before: nothing runs until the wait is over', async () => {
    store.add([parseFaultRule({ path: '/api/reserva', kind: 'latency', ms: 800 })]);
    const response = post();
    expect(await settled(response)).toBe(false);
    expect(handled).toEqual([]);
    expect(clock.waiting.map((w) => w.ms)).toEqual([800]);
    clock.waiting.shift()!.release();
    expect((await response).json()).toEqual({ numero_reserva: 'AUR-1' });
    expect(handled).toEqual(['reserva']);
  });

  it('latency after: the work is done at once, the answer waits', async () => {
    store.add([parseFaultRule({ path: '/api/reserva', kind: 'latency', ms: 300, phase: 'after' })]);
    const response = post();
    expect(await settled(response)).toBe(false);
    expect(handled).toEqual(['reserva']);
    clock.waiting.shift()!.release();
    expect((await response).statusCode).toBe(200);
  });

  it('only requests of the rule scope are hit', async () => {
    store.add([rule({ path: '/api/reserva', scope: 'teste-1' })]);
    const scoped = (scope?: string) =>
      app.inject({
        method: 'POST',
        url: '/api/reserva',
        payload: {},
        headers: scope ? { 'x-sandbox-scope': scope } : {},
      });
    expect((await scoped()).statusCode).toBe(200);
    expect((await scoped('teste-2')).statusCode).toBe(200);
    expect((await scoped('teste-1')).statusCode).toBe(503);
  });

  it('never hits the control routes', async () => {
    store.add([rule({ path: '/*' })]);
    expect((await app.inject({ url: '/__test/faults' })).statusCode).toBe(200);
  });
});

describe('in the sandbox', () => {
  let plain: TestSandbox;
  let testing: TestSandbox;

  beforeAll(() => {
    plain = startSandbox({
      SANDBOX_FAULTS: JSON.stringify({
        method: 'POST',
        path: '/api/formulario/hoteis',
        kind: 'status',
        status: 503,
      }),
    });
    testing = startSandbox({ SANDBOX_TEST_ENDPOINTS: '1' });
  });
  afterAll(async () => {
    await plain.close();
    await testing.close();
  });

  it('applies the SANDBOX_FAULTS rules from the start, with no test routes', async () => {
    const hotels = await plain.app.inject({ method: 'POST', url: '/api/formulario/hoteis' });
    expect(hotels.statusCode).toBe(503);
    expect(hotels.json()).toEqual({ erro: DEFAULT_FAULT_MESSAGE });
    expect((await plain.app.inject({ url: '/__test/faults' })).statusCode).toBe(404);
    expect((await plain.app.inject({ url: '/health' })).statusCode).toBe(200);
  });

  it('/__test/faults adds, lists, counts and removes rules', async () => {
    const { app } = testing;
    const bad = await app.inject({
      method: 'POST',
      url: '/__test/faults',
      payload: [{ path: '/api/*', kind: 'status', status: 200 }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ erro: 'regra 1: status deve ser um código 5xx (500 a 599).' });

    const added = await app.inject({
      method: 'POST',
      url: '/__test/faults',
      payload: [
        { path: '/api/formulario/hoteis', kind: 'status', status: 504, times: 1, scope: 'a' },
        { path: '/api/formulario/estados', kind: 'status', status: 500, scope: 'b' },
      ],
    });
    expect(added.statusCode).toBe(201);
    const [first, second] = (added.json() as { faults: { id: number }[] }).faults;

    const hotels = (scope: string) =>
      app.inject({
        method: 'POST',
        url: '/api/formulario/hoteis',
        headers: { 'x-sandbox-scope': scope },
      });
    expect((await hotels('a')).statusCode).toBe(504);
    expect((await hotels('a')).statusCode).toBe(200);
    const listed = await app.inject({ url: '/__test/faults?scope=a' });
    expect(listed.json()).toMatchObject({ faults: [{ id: first!.id, hits: 1, remaining: 0 }] });

    expect(
      (await app.inject({ method: 'DELETE', url: `/__test/faults/${second!.id}` })).statusCode,
    ).toBe(204);
    expect(
      (await app.inject({ method: 'DELETE', url: `/__test/faults/${second!.id}` })).statusCode,
    ).toBe(404);
    const cleared = await app.inject({ method: 'DELETE', url: '/__test/faults?scope=a' });
    expect(cleared.json()).toEqual({ removidas: 1 });
    expect((await app.inject({ url: '/__test/faults' })).json()).toEqual({ faults: [] });
  });
});
