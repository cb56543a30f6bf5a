import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '@/testing/server';
import { ApiError, errorMessage, SERVER_ERROR_MESSAGE } from './api-error';
import { createApiClient, REQUEST_TIMEOUT_MS } from './create-client';

const client = (token: string | null = null, onUnauthorized?: () => void) =>
  createApiClient({ baseURL: '/api', getToken: () => token, onUnauthorized });

describe('createApiClient', () => {
  it('times out after 60 s (SPEC §9)', () => {
    expect(REQUEST_TIMEOUT_MS).toBe(60_000);
    expect(client().defaults.timeout).toBe(60_000);
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
    // MSW's XHR interceptor ignores timeouts; axios's fetch adapter enforces them.
    const error = await client()
      .post('/lento', {}, { timeout: 20, adapter: 'fetch' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(SERVER_ERROR_MESSAGE);
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

  it('returns data untouched on success', async () => {
    server.use(http.post('/api/x', () => HttpResponse.json({ token_jwt: 'ey.1' })));
    expect((await client().post('/x')).data).toEqual({ token_jwt: 'ey.1' });
  });
});

describe('errorMessage', () => {
  it('never shows a raw error', () => {
    expect(errorMessage(new TypeError('x is undefined'))).toBe(SERVER_ERROR_MESSAGE);
    expect(errorMessage(new ApiError('Sem vagas.', 409))).toBe('Sem vagas.');
  });
});
