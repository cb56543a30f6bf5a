import { act, renderHook } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_PATHS } from '@/api/contract/auth';
import { mainApi } from '@/lib/http/clients';
import { tokenStorage } from '@/lib/http/token-storage';
import { GENERIC_USER, sessionActions, sessionSnapshot } from '@/stores/session';
import { toastActions } from '@/stores/toasts';
import { customerUser } from '@/testing/fixtures/users';
import { mainApiUrl } from '@/testing/handlers/session';
import { afterRequestsSoFar } from '@/testing/network';
import { server } from '@/testing/server';
import { SESSION_EXPIRED_MESSAGE } from '../utils/expire-session';
import { useSessionRecheck } from './use-session-recheck';

function countVerifyCalls() {
  const calls = { count: 0 };
  server.events.on('request:start', ({ request }) => {
    if (request.url.endsWith(AUTH_PATHS.verify)) calls.count++;
  });
  return calls;
}

/** Lets a request that a timer may have started reach the network (a condition, not a sleep). */
const settle = afterRequestsSoFar;

function logInAsMaria() {
  tokenStorage.write('jwt-cliente-maria');
  sessionActions().authenticated(customerUser);
}

const rejectVerify = () =>
  server.use(
    http.post(mainApiUrl(AUTH_PATHS.verify), () =>
      HttpResponse.json({ erro: 'Token expirado' }, { status: 401 }),
    ),
  );

describe('useSessionRecheck', () => {
  beforeEach(() => {
    server.events.removeAllListeners();
    // Only the interval is faked: the network (MSW) keeps its real timers. Testing Library's
    // waitFor polls with setInterval, so vi.waitFor (real timers) is used instead.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    sessionActions().loggedOut();
  });
  afterEach(() => {
    vi.useRealTimers();
    toastActions().toastDismissed();
  });

  it('re-verifies the session every 50 s while logged in', async () => {
    const calls = countVerifyCalls();
    logInAsMaria();
    renderHook(() => useSessionRecheck());

    act(() => vi.advanceTimersByTime(49_000));
    await settle();
    expect(calls.count).toBe(0);
    act(() => vi.advanceTimersByTime(1_000));
    await vi.waitFor(() => expect(calls.count).toBe(1));
    act(() => vi.advanceTimersByTime(50_000));
    await vi.waitFor(() => expect(calls.count).toBe(2));
    expect(sessionSnapshot().status).toBe('authenticated');
  });

  it('does not re-check the generic user', async () => {
    const calls = countVerifyCalls();
    renderHook(() => useSessionRecheck());
    expect(vi.getTimerCount()).toBe(0);
    act(() => vi.advanceTimersByTime(150_000));
    await settle();
    expect(calls.count).toBe(0);
  });

  it('on a failed re-check removes the token, logs out and warns once', async () => {
    const toastShown = vi.spyOn(toastActions(), 'toastShown');
    rejectVerify();
    logInAsMaria();
    renderHook(() => useSessionRecheck());

    act(() => vi.advanceTimersByTime(50_000));

    // The logout re-renders the hook: wait inside act.
    await act(() => vi.waitFor(() => expect(sessionSnapshot().status).toBe('anonymous')));
    expect(sessionSnapshot().user).toBe(GENERIC_USER);
    expect(tokenStorage.read()).toBeNull();
    // The 401 and the failed check both end the session; the user is told once.
    expect(toastShown).toHaveBeenCalledTimes(1);
    expect(toastShown).toHaveBeenCalledWith({
      message: 'Sua sessão expirou. Entre novamente.',
      variant: 'warning',
    });
    expect(SESSION_EXPIRED_MESSAGE).toBe('Sua sessão expirou. Entre novamente.');
  });

  it('stops re-checking after logout and on unmount', async () => {
    const calls = countVerifyCalls();
    logInAsMaria();
    const { unmount } = renderHook(() => useSessionRecheck());
    expect(vi.getTimerCount()).toBe(1);
    act(() => sessionActions().loggedOut());
    expect(vi.getTimerCount()).toBe(0);
    act(() => vi.advanceTimersByTime(100_000));
    await settle();
    expect(calls.count).toBe(0);

    act(() => sessionActions().authenticated(customerUser));
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
    act(() => vi.advanceTimersByTime(100_000));
    await settle();
    expect(calls.count).toBe(0);
  });

  it('logs out when any main-API call carrying the token gets a 401', async () => {
    server.use(
      http.post(mainApiUrl('/usuario/dados'), () =>
        HttpResponse.json({ erro: 'Token expirado' }, { status: 401 }),
      ),
    );
    logInAsMaria();
    renderHook(() => useSessionRecheck());

    await act(() => expect(mainApi.post('/usuario/dados')).rejects.toThrow('Token expirado'));

    expect(sessionSnapshot().status).toBe('anonymous');
    expect(tokenStorage.read()).toBeNull();
  });

  it('stops listening for 401s on unmount', async () => {
    server.use(
      http.post(mainApiUrl('/usuario/dados'), () =>
        HttpResponse.json({ erro: 'Token expirado' }, { status: 401 }),
      ),
    );
    logInAsMaria();
    const { unmount } = renderHook(() => useSessionRecheck());
    unmount();

    await expect(mainApi.post('/usuario/dados')).rejects.toThrow();
    expect(sessionSnapshot().status).toBe('authenticated');
  });
});
