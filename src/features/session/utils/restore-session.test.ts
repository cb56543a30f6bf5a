import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { AUTH_PATHS } from '@/api/contract/auth';
import { tokenStorage } from '@/lib/http/token-storage';
import { customerUser, TEMPORARY_TOKEN } from '@/testing/fixtures/users';
import { mainApiUrl } from '@/testing/handlers/session';
import { server } from '@/testing/server';
import { GENERIC_USER, sessionActions, sessionSnapshot } from '@/stores/session';
import { restoreSession } from './restore-session';

function countVerifyCalls() {
  const calls = { count: 0 };
  server.events.on('request:start', ({ request }) => {
    if (request.url.endsWith(AUTH_PATHS.verify)) calls.count++;
  });
  return calls;
}

describe('restoreSession', () => {
  beforeEach(() => {
    server.events.removeAllListeners();
    // Start each test from a logged-in state so "becomes the generic user" is observable.
    sessionActions().authenticated(customerUser);
  });

  it('without a stored token is the generic user and asks nothing', async () => {
    const calls = countVerifyCalls();
    await restoreSession();
    expect(sessionSnapshot()).toEqual({ status: 'anonymous', user: GENERIC_USER });
    expect(calls.count).toBe(0);
  });

  it('with a valid token logs the user in', async () => {
    sessionActions().loggedOut();
    tokenStorage.write('jwt-cliente-maria');
    await restoreSession();
    expect(sessionSnapshot()).toEqual({ status: 'authenticated', user: customerUser });
    expect(tokenStorage.read()).toBe('jwt-cliente-maria');
  });

  it('treats a temporary user as not logged in and keeps none of its data', async () => {
    tokenStorage.write(TEMPORARY_TOKEN);
    await restoreSession();
    expect(sessionSnapshot()).toEqual({ status: 'anonymous', user: GENERIC_USER });
  });

  it('removes a rejected token and logs out', async () => {
    tokenStorage.write('jwt-expirado');
    await restoreSession();
    expect(tokenStorage.read()).toBeNull();
    expect(sessionSnapshot().status).toBe('anonymous');
  });

  it('never throws, even when the server is unreachable', async () => {
    server.use(http.post(mainApiUrl(AUTH_PATHS.verify), () => HttpResponse.error()));
    tokenStorage.write('jwt-cliente-maria');
    await expect(restoreSession()).resolves.toBeUndefined();
    expect(tokenStorage.read()).toBeNull();
    expect(sessionSnapshot().user).toBe(GENERIC_USER);
  });

  describe('with the check public/before-app.js sent before the app came', () => {
    const early = (answer: { token: string; status: number; body: unknown } | null) =>
      Promise.resolve(answer);

    it('takes its verified answer without asking again', async () => {
      sessionActions().loggedOut();
      tokenStorage.write('jwt-cliente-maria');
      const calls = countVerifyCalls();
      await restoreSession(
        early({
          token: 'jwt-cliente-maria',
          status: 200,
          body: { usuario: customerUser, temporario: false },
        }),
      );
      expect(sessionSnapshot()).toEqual({ status: 'authenticated', user: customerUser });
      expect(calls.count).toBe(0);
    });

    it('removes a token it found rejected, without asking again', async () => {
      tokenStorage.write('jwt-expirado');
      const calls = countVerifyCalls();
      await restoreSession(early({ token: 'jwt-expirado', status: 401, body: { erro: 'x' } }));
      expect(tokenStorage.read()).toBeNull();
      expect(sessionSnapshot().status).toBe('anonymous');
      expect(calls.count).toBe(0);
    });

    it.each([
      ['lost', null],
      ['sent with another token', { token: 'jwt-antigo', status: 200, body: {} }],
      ['answered with a server error', { token: 'jwt-cliente-maria', status: 503, body: null }],
      ['of no known shape', { token: 'jwt-cliente-maria', status: 200, body: { ok: 1 } }],
    ])('asks again when the early answer was %s', async (_case, answer) => {
      sessionActions().loggedOut();
      tokenStorage.write('jwt-cliente-maria');
      const calls = countVerifyCalls();
      await restoreSession(early(answer));
      expect(calls.count).toBe(1);
      expect(sessionSnapshot()).toEqual({ status: 'authenticated', user: customerUser });
    });
  });
});
