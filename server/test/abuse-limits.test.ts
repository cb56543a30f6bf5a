import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ABUSE_LIMITS } from '../../src/api/contract/abuse-limits';
import { makeSite } from './fixture';

/**
 * The limits on calls that check a password or send an e-mail (src/abuse-limits.ts), against a
 * stand-in API that knows one password and counts what reached it.
 */
let site: ReturnType<typeof makeSite>;
let upstream: FastifyInstance;
let app: FastifyInstance;
const reached: Record<string, number> = {};
const logins: unknown[] = [];

beforeAll(async () => {
  site = makeSite();
  upstream = Fastify();
  upstream.post('/api/autenticacao/login', async (request, reply) => {
    const body = request.body as { usuario: string; senha: string };
    logins.push(body);
    return body.senha === 'Aurora@2026'
      ? { token_jwt: 'x' }
      : reply.code(400).send({ erro: 'Usuário e senha incorretos.' });
  });
  upstream.post('/*', async (request) => {
    const path = request.url;
    reached[path] = (reached[path] ?? 0) + 1;
    return { mensagem: 'ok' };
  });
  const origin = await upstream.listen({ host: '127.0.0.1', port: 0 });
  app = site.server({ apiProxyOrigin: origin, trustProxy: 1 });
});
afterAll(async () => {
  await app.close();
  await upstream.close();
  site.remove();
});
beforeEach(() => {
  for (const key of Object.keys(reached)) delete reached[key];
  logins.length = 0;
});

let client = 0;
/** A new client address for each test (the server trusts one proxy's X-Forwarded-For). */
const newClient = () => `203.0.113.${++client}`;

const login = (from: string, usuario: string, senha: string) =>
  app.inject({
    method: 'POST',
    url: '/api/autenticacao/login',
    headers: { 'x-forwarded-for': from },
    payload: { usuario, senha, token_sistema: 't' },
  });

/** A session token of user `sub` as the API issues them (the signature is not checked here). */
const session = (sub: number) =>
  `Bearer h.${Buffer.from(JSON.stringify({ sub: String(sub) })).toString('base64url')}.s`;

describe('wrong passwords', () => {
  it('lock the account for 15 minutes after 5, with a 429, Retry-After and the message', async () => {
    const from = newClient();
    for (let i = 0; i < ABUSE_LIMITS.senha.conta.max; i++) {
      expect((await login(from, '52998224725', 'errada')).statusCode).toBe(400);
    }
    const refused = await login(from, '529.982.247-25', 'Aurora@2026');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    expect(refused.json()).toEqual({ erro: 'Muitas tentativas. Tente novamente em 15 minutos.' });
    // Nothing more reached the API, and the body it did get was the one sent.
    expect(logins).toHaveLength(5);
    expect(logins[0]).toEqual({ usuario: '52998224725', senha: 'errada', token_sistema: 't' });
    // Another address is refused too: the limit is the account's.
    expect((await login(newClient(), '52998224725', 'Aurora@2026')).statusCode).toBe(429);
    // Another account from the same address is not.
    expect((await login(from, '11144477735', 'Aurora@2026')).statusCode).toBe(200);
  });

  it('take turns per account, so a parallel burst of guesses gets no more than 5 checked', async () => {
    const from = newClient();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => login(from, '86288366757', 'errada')),
    );
    expect(answers.filter((a) => a.statusCode === 400)).toHaveLength(ABUSE_LIMITS.senha.conta.max);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(15);
    expect(logins).toHaveLength(ABUSE_LIMITS.senha.conta.max);
  });

  it('do not count right passwords: a customer who logs in often is never locked out', async () => {
    const from = newClient();
    for (let i = 0; i < 12; i++) {
      expect((await login(from, '71944617736', 'Aurora@2026')).statusCode).toBe(200);
    }
  });

  it('lock an address that tries many accounts', async () => {
    const from = newClient();
    for (let i = 0; i < ABUSE_LIMITS.senha.endereco.max; i++) {
      expect((await login(from, String(10_000_000_000 + i), 'errada')).statusCode).toBe(400);
    }
    expect((await login(from, '99999999999', 'errada')).statusCode).toBe(429);
  });

  it('count per session on the calls that ask for the password again', async () => {
    const from = newClient();
    const ask = (sub: number) =>
      app.inject({
        method: 'POST',
        url: '/api/usuario/meus-dados',
        headers: { 'x-forwarded-for': from, authorization: session(sub) },
        payload: { senha: 'x' },
      });
    // The stand-in answers 200: right passwords, each with a receipt e-mail.
    for (let i = 0; i < ABUSE_LIMITS.email.conta.max; i++)
      expect((await ask(7)).statusCode).toBe(200);
    expect((await ask(7)).statusCode).toBe(429);
    expect((await ask(8)).statusCode).toBe(200);
  });
});

describe('calls that send an e-mail', () => {
  it('send at most 10 an hour per account', async () => {
    const from = newClient();
    const send = () =>
      app.inject({
        method: 'POST',
        url: '/api/contrato-drvc/termos/enviar',
        headers: { 'x-forwarded-for': from, authorization: session(42) },
        payload: {},
      });
    const answers = [];
    for (let i = 0; i < 17; i++) answers.push((await send()).statusCode);
    expect(answers.filter((s) => s === 200)).toHaveLength(ABUSE_LIMITS.email.conta.max);
    expect(answers.slice(ABUSE_LIMITS.email.conta.max).every((s) => s === 429)).toBe(true);
    expect(reached['/api/contrato-drvc/termos/enviar']).toBe(ABUSE_LIMITS.email.conta.max);
    const refused = await send();
    expect(refused.json().erro).toMatch(/^Muitas tentativas\. Tente novamente em \d+ minutos\.$/);
  });

  it('count password recovery by the CPF asked for', async () => {
    const from = newClient();
    const recover = (usuario: string) =>
      app.inject({
        method: 'POST',
        url: '/api/usuario/recuperar-senha',
        headers: { 'x-forwarded-for': from },
        payload: { usuario },
      });
    for (let i = 0; i < ABUSE_LIMITS.email.conta.max; i++) {
      expect((await recover('52998224725')).statusCode).toBe(200);
    }
    expect((await recover('529.982.247-25')).statusCode).toBe(429);
    expect((await recover('11144477735')).statusCode).toBe(200);
  });
});

describe('other calls', () => {
  it('are never limited', async () => {
    const from = newClient();
    for (let i = 0; i < 70; i++) {
      const answer = await app.inject({
        method: 'POST',
        url: '/api/reserva/disponibilidade',
        headers: { 'x-forwarded-for': from },
        payload: {},
      });
      expect(answer.statusCode).toBe(200);
    }
  });
});
