import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_PATHS, type LoginRequest } from '@/api/contract/auth';
import { env } from '@/config/env';
import { ApiError } from '@/lib/http/api-error';
import { TOKEN_STORAGE_KEY, tokenStorage } from '@/lib/http/token-storage';
import { customerUser, FIXTURE_PASSWORD } from '@/testing/fixtures/users';
import { mainApiUrl } from '@/testing/handlers/session';
import { server } from '@/testing/server';
import { onLoginSubmitted, sessionActions, sessionSnapshot } from '@/stores/session';
import { logIn } from './log-in';

describe('logIn', () => {
  beforeEach(() => sessionActions().loggedOut());

  it('sends the CPF digits, the password and the system token', async () => {
    let sent: LoginRequest | null = null;
    server.use(
      http.post(mainApiUrl(AUTH_PATHS.login), async ({ request }) => {
        sent = (await request.json()) as LoginRequest;
        return HttpResponse.json({ token_jwt: 'jwt-cliente-maria' });
      }),
    );
    await logIn({ cpf: '529.982.247-25', password: FIXTURE_PASSWORD });
    expect(sent).toEqual({
      usuario: '52998224725',
      senha: FIXTURE_PASSWORD,
      token_sistema: env.tokens.system,
    });
  });

  it('stores token_jwt in localStorage and logs the user in', async () => {
    const user = await logIn({ cpf: '529.982.247-25', password: FIXTURE_PASSWORD });
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('jwt-cliente-maria');
    expect(user).toEqual(customerUser);
    expect(sessionSnapshot()).toEqual({ status: 'authenticated', user: customerUser });
  });

  it("fails with 'invalid token' when the answer has no token", async () => {
    server.use(http.post(mainApiUrl(AUTH_PATHS.login), () => HttpResponse.json({})));
    await expect(logIn({ cpf: '52998224725', password: FIXTURE_PASSWORD })).rejects.toThrow(
      'invalid token',
    );
    expect(tokenStorage.read()).toBeNull();
    expect(sessionSnapshot().status).toBe('anonymous');
  });

  it('rejects wrong credentials with the server message and stores nothing', async () => {
    const attempt = logIn({ cpf: '52998224725', password: 'errada' });
    await expect(attempt).rejects.toBeInstanceOf(ApiError);
    await expect(attempt).rejects.toThrow('Usuário e senha incorretos.');
    expect(tokenStorage.read()).toBeNull();
    expect(sessionSnapshot().status).toBe('anonymous');
  });

  it('leaves no token behind when the new token fails verification', async () => {
    server.use(
      http.post(mainApiUrl(AUTH_PATHS.verify), () =>
        HttpResponse.json({ erro: 'Token inválido' }, { status: 401 }),
      ),
    );
    await expect(logIn({ cpf: '52998224725', password: FIXTURE_PASSWORD })).rejects.toThrow();
    expect(tokenStorage.read()).toBeNull();
    expect(sessionSnapshot().status).toBe('anonymous');
  });

  it('announces the submission so previous search results can be cleared', async () => {
    const listener = vi.fn();
    const unsubscribe = onLoginSubmitted(listener);
    // Announced even when the login then fails: the results were cleared on submit.
    await logIn({ cpf: '52998224725', password: 'errada' }).catch(() => {});
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    await logIn({ cpf: '52998224725', password: 'errada' }).catch(() => {});
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
