import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { env } from '@/config/env';
import { server } from '@/testing/server';
import { depositsApi, mainApi, onMainApiUnauthorized, servicesApi } from './clients';
import { TOKEN_STORAGE_KEY, tokenStorage } from './token-storage';

const USER_TOKEN = 'eyJ.usuario.maria';
const refuse = () => HttpResponse.json({ erro: 'Token inválido' }, { status: 401 });

afterEach(() => {
  server.events.removeAllListeners();
  tokenStorage.clear();
});

describe('the main API and the stored token', () => {
  it('clears the stored token on a 401 even when nobody listens', async () => {
    server.use(http.post(`${env.api.main}/usuario/dados`, refuse));
    tokenStorage.write(USER_TOKEN);

    await expect(mainApi.post('/usuario/dados')).rejects.toThrow('Token inválido');

    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('tells the session about the 401 so it can log the user out', async () => {
    server.use(http.post(`${env.api.main}/relatorio/reservas`, refuse));
    const listener = vi.fn();
    const stop = onMainApiUnauthorized(listener);
    tokenStorage.write(USER_TOKEN);

    await expect(mainApi.post('/relatorio/reservas')).rejects.toThrow();
    stop();

    expect(listener).toHaveBeenCalledTimes(1);
    expect(tokenStorage.read()).toBeNull();
  });

  it('keeps the token on other failures', async () => {
    server.use(
      http.post(`${env.api.main}/usuario/dados`, () =>
        HttpResponse.json({ erro: 'Sem permissão' }, { status: 403 }),
      ),
      http.post(`${env.api.main}/reserva`, () => new HttpResponse(null, { status: 500 })),
    );
    tokenStorage.write(USER_TOKEN);

    await expect(mainApi.post('/usuario/dados')).rejects.toThrow('Sem permissão');
    await expect(mainApi.post('/reserva')).rejects.toThrow();

    expect(tokenStorage.read()).toBe(USER_TOKEN);
  });

  it("keeps the user's token when an API with a fixed token answers 401", async () => {
    server.use(
      http.post(`${env.api.main}/deposito-semana`, refuse),
      http.post(`${env.api.services}/site/pagina/1`, refuse),
    );
    tokenStorage.write(USER_TOKEN);

    await expect(depositsApi.post('/deposito-semana')).rejects.toThrow();
    await expect(servicesApi.post('/site/pagina/1')).rejects.toThrow();

    expect(tokenStorage.read()).toBe(USER_TOKEN);
  });

  it('sends the token only in the Authorization header, never in the URL', async () => {
    const seen: { url: string; authorization: string | null }[] = [];
    server.use(
      http.post(`${env.api.main}/usuario/dados`, ({ request }) => {
        seen.push({ url: request.url, authorization: request.headers.get('Authorization') });
        return HttpResponse.json({});
      }),
      http.post(`${env.api.services}/site/pagina/1`, ({ request }) => {
        seen.push({ url: request.url, authorization: request.headers.get('Authorization') });
        return HttpResponse.json({});
      }),
    );
    tokenStorage.write(USER_TOKEN);

    await mainApi.post('/usuario/dados', {}, { params: { pagina: 1 } });
    await servicesApi.post('/site/pagina/1');

    expect(seen.map((s) => s.authorization)).toEqual([
      `Bearer ${USER_TOKEN}`,
      `Bearer ${env.tokens.services}`,
    ]);
    for (const { url } of seen) expect(url).not.toContain(USER_TOKEN);
  });
});

describe('tokenStorage', () => {
  it('keeps the token in localStorage under token_jwt and clears it', () => {
    tokenStorage.write(USER_TOKEN);
    expect(localStorage.getItem('token_jwt')).toBe(USER_TOKEN);
    expect(sessionStorage.length).toBe(0);
    tokenStorage.clear();
    expect(tokenStorage.read()).toBeNull();
  });

  it('reads nothing and clears without throwing when storage is unavailable', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(tokenStorage.read()).toBeNull();
    expect(() => tokenStorage.clear()).not.toThrow();
  });
});
