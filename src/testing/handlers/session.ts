import { http, HttpResponse, type RequestHandler } from 'msw';
import { AUTH_PATHS, type LoginRequest, type VerifyResponse } from '@/api/contract/auth';
import type { ApiErrorBody } from '@/api/contract/common';
import { env } from '@/config/env';
import { GENERIC_USER } from '@/stores/session';
import { fixtureAccounts, FIXTURE_PASSWORD, TEMPORARY_TOKEN } from '../fixtures/users';

/** URLs as the main-API client sends them: relative to jsdom's origin in tests. */
export const mainApiUrl = (path: string) => `${env.api.main}${path}`;

const LOGIN_FAILED: ApiErrorBody = { erro: 'Usuário e senha incorretos.' };
const TOKEN_REJECTED: ApiErrorBody = { erro: 'Token de autorização não encontrado ou inválido' };

function bearer(request: Request): string | null {
  const header = request.headers.get('Authorization');
  return header?.startsWith('Bearer ') ? header.slice('Bearer '.length) : null;
}

/** Main API authentication happy paths (fixture users, password FIXTURE_PASSWORD). */
export const sessionHandlers: RequestHandler[] = [
  http.post(mainApiUrl(AUTH_PATHS.login), async ({ request }) => {
    const body = (await request.json()) as Partial<LoginRequest>;
    const account = fixtureAccounts.find((a) => a.login === body.usuario);
    if (!account || body.senha !== FIXTURE_PASSWORD || body.token_sistema !== env.tokens.system) {
      return HttpResponse.json(LOGIN_FAILED, { status: 401 });
    }
    return HttpResponse.json({ token_jwt: account.token });
  }),

  http.post(mainApiUrl(AUTH_PATHS.verify), ({ request }) => {
    const token = bearer(request);
    if (token === TEMPORARY_TOKEN) {
      const body: VerifyResponse = { usuario: GENERIC_USER, temporario: true };
      return HttpResponse.json(body);
    }
    const account = fixtureAccounts.find((a) => a.token === token);
    if (!account) return HttpResponse.json(TOKEN_REJECTED, { status: 401 });
    const body: VerifyResponse = { usuario: account.user, temporario: false };
    return HttpResponse.json(body);
  }),

  http.post(mainApiUrl(AUTH_PATHS.logout), ({ request }) => {
    if (!bearer(request)) return HttpResponse.json(TOKEN_REJECTED, { status: 401 });
    return HttpResponse.json({ mensagem: 'Logout realizado com sucesso.' });
  }),

  http.post(mainApiUrl('/usuario/recuperar-senha'), async ({ request }) => {
    const body = (await request.json()) as { usuario?: string };
    if (!fixtureAccounts.some((a) => a.login === body.usuario)) {
      return HttpResponse.json({ erro: 'Usuário não encontrado.' }, { status: 404 });
    }
    return HttpResponse.json({ mensagem: 'E-mail de recuperação enviado.' });
  }),
];
