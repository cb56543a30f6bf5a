import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { AUTH_PATHS } from '@/api/contract/auth';
import { env } from '@/config/env';
import { tokenStorage } from '@/lib/http/token-storage';
import { sessionActions, sessionSnapshot } from '@/stores/session';
import { customerUser, FIXTURE_PASSWORD, TEMPORARY_TOKEN } from '@/testing/fixtures/users';
import { server } from '@/testing/server';
import { logInAfterRegister } from './log-in-after-register';

afterEach(() => sessionActions().loggedOut());

describe('logInAfterRegister', () => {
  it('stores the JWT and authenticates the verified user', async () => {
    const user = await logInAfterRegister(customerUser.cpf, FIXTURE_PASSWORD);
    expect(user.id).toBe(customerUser.id);
    expect(tokenStorage.read()).toBe('jwt-cliente-maria');
    expect(sessionSnapshot()).toEqual({ status: 'authenticated', user: customerUser });
  });

  it('leaves no token behind when the verification says temporary', async () => {
    server.use(
      http.post(`${env.api.main}${AUTH_PATHS.login}`, () =>
        HttpResponse.json({ token_jwt: TEMPORARY_TOKEN }),
      ),
    );
    await expect(logInAfterRegister(customerUser.cpf, FIXTURE_PASSWORD)).rejects.toThrow();
    expect(tokenStorage.read()).toBeNull();
    expect(sessionSnapshot().status).toBe('anonymous');
  });

  it("fails with 'invalid token' when no token comes back", async () => {
    server.use(http.post(`${env.api.main}${AUTH_PATHS.login}`, () => HttpResponse.json({})));
    await expect(logInAfterRegister(customerUser.cpf, FIXTURE_PASSWORD)).rejects.toThrow(
      'invalid token',
    );
  });
});
