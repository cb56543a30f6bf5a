import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_PATHS } from '@/api/contract/auth';
import { TOKEN_STORAGE_KEY, tokenStorage } from '@/lib/http/token-storage';
import { GENERIC_USER, sessionActions, sessionSnapshot } from '@/stores/session';
import { customerUser } from '@/testing/fixtures/users';
import { mainApiUrl } from '@/testing/handlers/session';
import { server } from '@/testing/server';
import { GENERIC_LOGOUT_MESSAGE, logOut, NO_TOKEN_MESSAGE } from './log-out';
import {
  emptySearchCriteria,
  SEARCH_CRITERIA_STORAGE_KEY,
  searchCriteriaActions,
  type SearchCriteria,
} from '@/stores/search-criteria';
import { defaultRoom } from '@/stores/search-criteria-rules';

function recordLogoutCalls() {
  const calls: (string | null)[] = [];
  server.use(
    http.post(mainApiUrl(AUTH_PATHS.logout), ({ request }) => {
      calls.push(request.headers.get('Authorization'));
      return HttpResponse.json({ mensagem: 'ok' });
    }),
  );
  return calls;
}

/** A search in progress with something in every field the reset must empty. */
const searchInProgress: SearchCriteria = {
  data_chegada: '10/07/2026',
  data_partida: '12/07/2026',
  id_hotel: 3,
  id_uh: 0,
  cupom: 'VERAO10',
  contratoSelecionado: 501,
  apartamentos: [defaultRoom()],
};

/** The search is seeded the way a reload finds it: in sessionStorage, read by fresh modules. */
async function loadWithSearchInProgress() {
  sessionStorage.setItem(
    SEARCH_CRITERIA_STORAGE_KEY,
    JSON.stringify({ state: { criteria: searchInProgress }, version: 1 }),
  );
  vi.resetModules();
  const criteria = await import('@/stores/search-criteria');
  const session = await import('@/stores/session');
  const storage = await import('@/lib/http/token-storage');
  const { logOut: freshLogOut } = await import('./log-out');
  return { criteria, session, tokenStorage: storage.tokenStorage, logOut: freshLogOut };
}

describe('logOut', () => {
  beforeEach(() => {
    searchCriteriaActions().criteriaReset();
    sessionActions().loggedOut();
  });

  it('revokes the token, removes it and returns to the generic user', async () => {
    const calls = recordLogoutCalls();
    tokenStorage.write('jwt-cliente-maria');
    sessionActions().authenticated(customerUser);

    await expect(logOut()).resolves.toEqual({ loggedOut: true, message: null, note: null });

    expect(calls).toEqual(['Bearer jwt-cliente-maria']);
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(sessionSnapshot()).toEqual({ status: 'anonymous', user: GENERIC_USER });
  });

  it('empties the search: no dates, no rooms, no coupon, no contract', async () => {
    const app = await loadWithSearchInProgress();
    expect(app.criteria.searchCriteriaSnapshot().cupom).toBe('VERAO10');
    app.tokenStorage.write('jwt-cliente-maria');
    app.session.sessionActions().authenticated(customerUser);

    await app.logOut();

    expect(app.criteria.searchCriteriaSnapshot()).toEqual(emptySearchCriteria());
  });

  it('still logs out locally when the server call fails', async () => {
    server.use(http.post(mainApiUrl(AUTH_PATHS.logout), () => HttpResponse.error()));
    tokenStorage.write('jwt-cliente-maria');
    sessionActions().authenticated(customerUser);

    await expect(logOut()).resolves.toEqual({ loggedOut: true, message: null, note: null });
    expect(tokenStorage.read()).toBeNull();
    expect(sessionSnapshot().status).toBe('anonymous');
  });

  it('without a stored token says so and clears the local session', async () => {
    const calls = recordLogoutCalls();
    sessionActions().authenticated(customerUser);

    await expect(logOut()).resolves.toEqual({
      loggedOut: true,
      message: NO_TOKEN_MESSAGE,
      note: null,
    });
    expect(NO_TOKEN_MESSAGE).toBe('Token de autorização não encontrado ou inválido');
    expect(calls).toEqual([]);
    expect(sessionSnapshot().status).toBe('anonymous');
  });

  it('refuses the generic user without any call and changes nothing', async () => {
    const calls = recordLogoutCalls();
    const app = await loadWithSearchInProgress();
    // A temporary (pre-reservation) token: a token, but the generic user.
    app.tokenStorage.write('jwt-temporario');

    await expect(app.logOut()).resolves.toEqual({
      loggedOut: false,
      message: GENERIC_LOGOUT_MESSAGE,
      note: null,
    });
    expect(GENERIC_LOGOUT_MESSAGE).toBe('Api generica não pode fazer Logout!');
    expect(calls).toEqual([]);
    expect(app.tokenStorage.read()).toBe('jwt-temporario');
    expect(app.criteria.searchCriteriaSnapshot().cupom).toBe('VERAO10');
  });

  it('lets a logged-in customer of type 6 log out (only the anonymous type 6 is generic)', async () => {
    const calls = recordLogoutCalls();
    tokenStorage.write('jwt-cliente-maria');
    sessionActions().authenticated({ ...customerUser, usuario_tipo_id: 6 });

    await expect(logOut()).resolves.toEqual({ loggedOut: true, message: null, note: null });
    expect(calls).toHaveLength(1);
  });

  it('refuses a visitor with no token at all, and keeps the search and the booking', async () => {
    const calls = recordLogoutCalls();
    const app = await loadWithSearchInProgress();
    const endCheckout = vi.fn(async () => 'released');

    await expect(app.logOut(endCheckout)).resolves.toEqual({
      loggedOut: false,
      message: 'Api generica não pode fazer Logout!',
      note: null,
    });
    expect(calls).toEqual([]);
    expect(endCheckout).not.toHaveBeenCalled();
    expect(app.criteria.searchCriteriaSnapshot()).toMatchObject({ cupom: 'VERAO10' });
  });

  it('ends the checkout while the token still works, and returns what became of it', async () => {
    const calls = recordLogoutCalls();
    tokenStorage.write('jwt-cliente-maria');
    sessionActions().authenticated(customerUser);
    let tokenDuringEnd: string | null = 'unset';
    const endCheckout = vi.fn(async () => {
      tokenDuringEnd = tokenStorage.read();
      return 'A reserva em andamento foi encerrada. Os quartos foram liberados.';
    });

    await expect(logOut(endCheckout)).resolves.toEqual({
      loggedOut: true,
      message: null,
      note: 'A reserva em andamento foi encerrada. Os quartos foram liberados.',
    });
    expect(tokenDuringEnd).toBe('jwt-cliente-maria');
    expect(calls).toEqual(['Bearer jwt-cliente-maria']);
  });
});
