import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '@/testing/server';
import { ApiError, errorMessage, SERVER_ERROR_MESSAGE } from './api-error';
import { createApiClient, REQUEST_TIMEOUT_MS, type RetryOptions } from './create-client';

const client = (token: string | null = null, onUnauthorized?: () => void) =>
  createApiClient({ baseURL: '/api', getToken: () => token, onUnauthorized });

describe('createApiClient', () => {
  it('times out after 60 s (product-rules §9) unless configured otherwise', async () => {
    expect(REQUEST_TIMEOUT_MS).toBe(60_000);
    server.use(
      http.post('/api/lento', async () => {
        await delay(200);
        return HttpResponse.json({ ok: true });
      }),
    );
    // The default waits; a client configured with less gives up.
    expect((await client().post('/lento')).data).toEqual({ ok: true });
    const impatient = createApiClient({ baseURL: '/api', getToken: () => null, timeoutMs: 20 });
    const error = await impatient.post('/lento').catch((e: unknown) => e);
    expect((error as ApiError).status).toBe(0);
  });

  it('sends the bearer token it is given, and none without one', async () => {
    const seen: (string | null)[] = [];
    server.use(
      http.post('/api/eco', ({ request }) => {
        seen.push(request.headers.get('Authorization'));
        return HttpResponse.json({ ok: true });
      }),
    );
    await client('abc.def.ghi').post('/eco');
    await client(null).post('/eco');
    expect(seen).toEqual(['Bearer abc.def.ghi', null]);
  });

  it("uses the body's erro as the message", async () => {
    server.use(
      http.post('/api/x', () => HttpResponse.json({ erro: 'Cupom expirado.' }, { status: 422 })),
    );
    const error = await client()
      .post('/x')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Cupom expirado.');
    expect((error as ApiError).status).toBe(422);
  });

  it.each([
    ['no body', () => new HttpResponse(null, { status: 500 })],
    ['a body without erro', () => HttpResponse.json({ message: 'x' }, { status: 502 })],
    ['an empty erro', () => HttpResponse.json({ erro: '  ' }, { status: 400 })],
    ['an HTML body', () => new HttpResponse('<h1>Bad gateway</h1>', { status: 502 })],
  ])('falls back to the server message with %s', async (_label, respond) => {
    server.use(http.post('/api/x', respond));
    const error = await client()
      .post('/x')
      .catch((e: unknown) => e);
    expect((error as ApiError).message).toBe(SERVER_ERROR_MESSAGE);
    expect(SERVER_ERROR_MESSAGE).toBe('Erro no servidor. Tente novamente mais tarde.');
  });

  it('normalises a network failure with status 0', async () => {
    server.use(http.post('/api/x', () => HttpResponse.error()));
    const error = await client()
      .post('/x')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(0);
    expect(errorMessage(error)).toBe(SERVER_ERROR_MESSAGE);
  });

  it('normalises a timeout', async () => {
    server.use(
      http.post('/api/lento', async () => {
        await delay(200);
        return HttpResponse.json({});
      }),
    );
    const error = await client()
      .post('/lento', {}, { timeoutMs: 20 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(SERVER_ERROR_MESSAGE);
    expect((error as ApiError).status).toBe(0);
  });

  it('reports a 401 only when a token was sent', async () => {
    server.use(
      http.post('/api/x', () => HttpResponse.json({ erro: 'Token inválido' }, { status: 401 })),
    );
    const onUnauthorized = vi.fn();
    await client(null, onUnauthorized)
      .post('/x')
      .catch(() => {});
    expect(onUnauthorized).not.toHaveBeenCalled();
    await client('t', onUnauthorized)
      .post('/x')
      .catch(() => {});
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('sends at once, without reading a cookie through the Cookie Store API first', async () => {
    // Chromium has window.cookieStore: axios, used before, waited on it before every request.
    const get = vi.fn(() => new Promise<never>(() => {}));
    vi.stubGlobal('cookieStore', { get });
    try {
      server.use(http.get('/api/x', () => HttpResponse.json({ ok: true })));
      expect((await client().get('/x')).data).toEqual({ ok: true });
      expect(get).not.toHaveBeenCalled();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('returns data untouched on success', async () => {
    server.use(http.post('/api/x', () => HttpResponse.json({ token_jwt: 'ey.1' })));
    expect((await client().post('/x')).data).toEqual({ token_jwt: 'ey.1' });
  });
});

describe('retries (retry-policy.ts)', () => {
  // Backoff of 1 ms: these tests check which requests are retried, not how long they wait.
  const retrying = (retry: RetryOptions = {}) =>
    createApiClient({
      baseURL: '/api',
      getToken: () => 'jwt',
      retry: { baseDelayMs: 1, ...retry },
    });

  /** Answers with `responses` in turn (the last one repeats) and records every request. */
  function answer(method: 'get' | 'post', path: string, responses: (() => Response)[]) {
    const seen: { body: string; authorization: string | null }[] = [];
    const handler = async ({ request }: { request: Request }) => {
      seen.push({
        body: await request.text(),
        authorization: request.headers.get('Authorization'),
      });
      return responses[Math.min(seen.length, responses.length) - 1]!();
    };
    server.use(
      method === 'get' ? http.get(`/api${path}`, handler) : http.post(`/api${path}`, handler),
    );
    return seen;
  }
  const ok = () => HttpResponse.json({ tipo: 'sucesso' });
  const unavailable = () => HttpResponse.json({ erro: 'Serviço fora do ar.' }, { status: 503 });

  it('retries a GET after a 503 and a network failure, then succeeds', async () => {
    const seen = answer('get', '/banners', [unavailable, () => HttpResponse.error(), ok]);
    expect((await retrying().get('/banners')).data).toEqual({ tipo: 'sucesso' });
    expect(seen).toHaveLength(3);
  });

  it.each([
    ['502', () => new HttpResponse(null, { status: 502 })],
    ['504', () => new HttpResponse(null, { status: 504 })],
    ['a 500 without the API error body (a proxy)', () => new HttpResponse(null, { status: 500 })],
  ])('retries a GET after %s', async (_label, failure) => {
    const seen = answer('get', '/tema', [failure, ok]);
    await retrying().get('/tema');
    expect(seen).toHaveLength(2);
  });

  it.each([
    [
      'a 500 with the API error',
      () => HttpResponse.json({ erro: 'Falha interna.' }, { status: 500 }),
    ],
    ['a 4xx', () => HttpResponse.json({ erro: 'Hotel não encontrado.' }, { status: 404 })],
  ])('does not retry a GET after %s', async (_label, failure) => {
    const seen = answer('get', '/hotel', [failure, ok]);
    await expect(retrying().get('/hotel')).rejects.toBeInstanceOf(ApiError);
    expect(seen).toHaveLength(1);
  });

  it('never retries a POST that is not marked idempotent', async () => {
    const seen = answer('post', '/reserva/v2/pre-reserva', [() => HttpResponse.error(), ok]);
    const error = await retrying()
      .post('/reserva/v2/pre-reserva', { id_hotel: 1 })
      .catch((e: unknown) => e);
    expect((error as ApiError).status).toBe(0);
    expect(seen).toHaveLength(1);
    const unavailableSeen = answer('post', '/disponibilidade', [unavailable, ok]);
    await expect(retrying().post('/disponibilidade', {})).rejects.toThrow('Serviço fora do ar.');
    expect(unavailableSeen).toHaveLength(1);
  });

  it('retries a POST marked idempotent with the same body and token', async () => {
    const seen = answer('post', '/reserva', [() => HttpResponse.error(), unavailable, ok]);
    const body = { id_reservas_front: 7, identificador: '1-abc', hospede: [{ nome: 'Ana' }] };
    await retrying().post('/reserva', body, { idempotent: true });
    expect(seen).toHaveLength(3);
    for (const request of seen) {
      expect(JSON.parse(request.body)).toEqual(body);
      expect(request.authorization).toBe('Bearer jwt');
    }
  });

  it('retries an idempotent POST that timed out, giving the retry the whole time again', async () => {
    let calls = 0;
    server.use(
      http.post('/api/pagar', async () => {
        calls += 1;
        if (calls === 1) await delay(300);
        return HttpResponse.json({ status: 'aprovado' });
      }),
    );
    const response = await retrying().post('/pagar', {}, { idempotent: true, timeoutMs: 100 });
    expect(response.data).toEqual({ status: 'aprovado' });
    expect(calls).toBe(2);
  });

  it('after the last retry, the error is what it would have been without retries', async () => {
    const seen = answer('get', '/promo', [unavailable]);
    const error = await retrying()
      .get('/promo')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Serviço fora do ar.');
    expect((error as ApiError).status).toBe(503);
    expect(seen).toHaveLength(3);

    answer('post', '/reserva', [() => HttpResponse.error()]);
    const lost = await retrying()
      .post('/reserva', {}, { idempotent: true })
      .catch((e: unknown) => e);
    expect((lost as ApiError).message).toBe(SERVER_ERROR_MESSAGE);
    expect((lost as ApiError).status).toBe(0);
  });

  const unavailableFor = (retryAfter: string) => () =>
    HttpResponse.json(
      { erro: 'Serviço fora do ar.' },
      { status: 503, headers: { 'Retry-After': retryAfter } },
    );

  it("waits as long as the server's Retry-After asks, when that is longer than the backoff", async () => {
    const seen = answer('get', '/hoteis', [unavailableFor('1'), ok]);
    const started = performance.now();
    await retrying().get('/hoteis');
    expect(seen).toHaveLength(2);
    expect(performance.now() - started).toBeGreaterThanOrEqual(950);
  });

  it.each([
    ['30 seconds', '30'],
    ['an HTTP date a minute ahead', () => new Date(Date.now() + 60_000).toUTCString()],
  ])(
    'does not retry when Retry-After asks for more than 5 s (%s): the error shows at once',
    async (_label, value) => {
      const seen = answer('get', '/parque', [
        unavailableFor(typeof value === 'string' ? value : value()),
        ok,
      ]);
      const started = performance.now();
      await expect(retrying().get('/parque')).rejects.toThrow('Serviço fora do ar.');
      expect(seen).toHaveLength(1);
      expect(performance.now() - started).toBeLessThan(1000);
    },
  );

  it('draws the jitter of each retry from the random source it is given', async () => {
    answer('get', '/x', [unavailable, unavailable, ok]);
    const random = vi.fn(() => 0.5);
    await retrying({ random }).get('/x');
    expect(random).toHaveBeenCalledTimes(2);
  });
});

describe('errorMessage', () => {
  it('never shows a raw error', () => {
    expect(errorMessage(new TypeError('x is undefined'))).toBe(SERVER_ERROR_MESSAGE);
    expect(errorMessage(new ApiError('Sem vagas.', 409))).toBe('Sem vagas.');
  });
});
