import { afterAll, describe, expect, it } from 'vitest';
import { ABUSE_LIMITS } from '../../src/api/contract/abuse-limits';
import { login, MARIA, startSandbox } from './helpers';

/** The limits on password checks and e-mails (src/http/abuse-limits.ts), as `npm start` has them. */
const sandbox = startSandbox();
afterAll(() => sandbox.close());

const tryLogin = (usuario: string, senha: string) =>
  sandbox.app.inject({
    method: 'POST',
    url: '/api/autenticacao/login',
    payload: { ...MARIA, usuario, senha },
  });

const outboxCount = async () =>
  ((await sandbox.app.inject({ method: 'GET', url: '/services/outbox.json' })).json() as unknown[])
    .length;

describe('limits on abuse', () => {
  it('locks an account after 5 wrong passwords, with 429, Retry-After and the message', async () => {
    for (let i = 0; i < ABUSE_LIMITS.senha.conta.max; i++) {
      expect((await tryLogin('52998224725', 'Errada@2026')).statusCode).toBe(401);
    }
    const refused = await tryLogin('52998224725', MARIA.senha);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(refused.json()).toEqual({ erro: 'Muitas tentativas. Tente novamente em 15 minutos.' });
  });

  it('never locks a customer who logs in with the right password', async () => {
    for (let i = 0; i < 8; i++) {
      await expect(login(sandbox.app, { ...MARIA, usuario: '11144477735' })).resolves.toMatch(/\./);
    }
  });

  it('checks one password of an account at a time: 5 of 12 parallel guesses are answered', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => tryLogin('12345678909', 'Errada@2026')),
    );
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(7);
  });

  it('sends at most 10 e-mails an hour per account (17 asks for the club terms sent 17)', async () => {
    const joao = await login(sandbox.app, { ...MARIA, usuario: '11144477735' });
    const before = await outboxCount();
    const statuses: number[] = [];
    for (let i = 0; i < 17; i++) {
      const answer = await sandbox.app.inject({
        method: 'POST',
        url: '/api/contrato-drvc/termos/enviar',
        headers: { authorization: `Bearer ${joao}` },
        payload: {},
      });
      statuses.push(answer.statusCode);
    }
    expect(statuses.filter((s) => s === 429)).toHaveLength(17 - ABUSE_LIMITS.email.conta.max);
    expect((await outboxCount()) - before).toBeLessThanOrEqual(ABUSE_LIMITS.email.conta.max);
  });
});

describe('limits on abuse behind the production server', () => {
  // The production server names each client in X-Forwarded-For (server/src/api-proxy.ts).
  const behind = startSandbox({ SANDBOX_TRUSTED_PROXIES: '127.0.0.1' });
  afterAll(() => behind.close());
  /** A wrong password for one of many accounts (a valid CPF each), as a flood would send. */
  const wrongLogin = (cpf: string, from: { remoteAddress: string; forwardedFor?: string }) =>
    behind.app.inject({
      method: 'POST',
      url: '/api/autenticacao/login',
      remoteAddress: from.remoteAddress,
      headers: from.forwardedFor ? { 'x-forwarded-for': from.forwardedFor } : {},
      payload: { ...MARIA, usuario: cpf, senha: 'Errada@2026' },
    });
  const CPFS = ['39053344705', '86288366757', '71428793860', '34167211017', '15350946056'];

  it('counts per client, not per proxy: one client’s flood leaves another’s login working', async () => {
    for (let i = 0; i < ABUSE_LIMITS.senha.endereco.max; i++) {
      await wrongLogin(CPFS[i % CPFS.length]!, {
        remoteAddress: '127.0.0.1',
        forwardedFor: '203.0.113.7',
      });
    }
    const flooder = await wrongLogin(CPFS[0]!, {
      remoteAddress: '127.0.0.1',
      forwardedFor: '203.0.113.7',
    });
    expect(flooder.statusCode).toBe(429);
    const joao = await behind.app.inject({
      method: 'POST',
      url: '/api/autenticacao/login',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '198.51.100.20' },
      payload: { ...MARIA, usuario: '11144477735' },
    });
    expect(joao.statusCode).toBe(200);
  });

  it('ignores the header from anyone but the configured proxy', async () => {
    // A client on another address claiming a new address each time is still one address.
    for (let i = 0; i < ABUSE_LIMITS.senha.endereco.max; i++) {
      await wrongLogin(CPFS[i % CPFS.length]!, {
        remoteAddress: '192.0.2.50',
        forwardedFor: `198.51.100.${i + 100}`,
      });
    }
    const next = await wrongLogin(CPFS[1]!, {
      remoteAddress: '192.0.2.50',
      forwardedFor: '198.51.100.250',
    });
    expect(next.statusCode).toBe(429);
  });
});
