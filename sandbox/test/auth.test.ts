import { SignJWT } from 'jose';
import { afterAll, describe, expect, it } from 'vitest';
import type { VerifyResponse } from '../../src/api/contract/auth';
import { login, MARIA, startSandbox } from './helpers';

const sandbox = startSandbox();
afterAll(() => sandbox.close());

const INVALID = { erro: 'Token de autorização não encontrado ou inválido' };

const call = (url: string, token?: string, payload?: unknown) =>
  sandbox.app.inject({
    method: 'POST',
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

describe('login', () => {
  it('issues an HS256 JWT whose sub is the user id', async () => {
    const token = await login(sandbox.app);
    const [header, payload] = token
      .split('.')
      .slice(0, 2)
      .map(
        (part) => JSON.parse(Buffer.from(part, 'base64url').toString()) as Record<string, unknown>,
      );
    expect(header?.alg).toBe('HS256');
    expect(payload?.sub).toBe('1');
    expect(Number(payload?.exp) - Number(payload?.iat)).toBe(3600);
  });

  it('answers the token, and every other answer the route did not declare public, as no-store', async () => {
    const answer = await call('/api/autenticacao/login', undefined, MARIA);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toHaveProperty('token_jwt');
    expect(answer.headers['cache-control']).toBe('no-store');
    const refused = await call('/api/autenticacao/login', undefined, { ...MARIA, senha: 'x' });
    expect(refused.headers['cache-control']).toBe('no-store');
    const data = await sandbox.app.inject({
      method: 'POST',
      url: '/api/usuario/dados',
      headers: { authorization: `Bearer ${answer.json<{ token_jwt: string }>().token_jwt}` },
    });
    expect(data.headers['cache-control']).toBe('no-store');
  });

  it('accepts a formatted CPF', async () => {
    await expect(login(sandbox.app, { ...MARIA, usuario: '529.982.247-25' })).resolves.toMatch(
      /\./,
    );
  });

  it('refuses a wrong password or unknown user', async () => {
    for (const body of [
      { ...MARIA, senha: 'errada' },
      { ...MARIA, usuario: '00000000000' },
    ]) {
      const response = await call('/api/autenticacao/login', undefined, body);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ erro: 'Usuário e senha incorretos.' });
    }
  });

  it('refuses a wrong system token', async () => {
    const response = await call('/api/autenticacao/login', undefined, {
      ...MARIA,
      token_sistema: 'outro',
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ erro: 'Token do sistema inválido.' });
  });

  it('answers 400 erro, never 500, for malformed input', async () => {
    const cases: [unknown, RegExp][] = [
      [{}, /^Dados inválidos: usuario é obrigatório\.$/],
      [{ ...MARIA, senha: '' }, /^Dados inválidos: senha não pode ser vazio\.$/],
      [{ ...MARIA, usuario: { a: 1 } }, /^Dados inválidos: usuario deve ser um texto\.$/],
      [[1, 2], /^Dados inválidos:/],
    ];
    for (const [body, message] of cases) {
      const response = await call('/api/autenticacao/login', undefined, body);
      expect(response.statusCode).toBe(400);
      expect((response.json() as { erro: string }).erro).toMatch(message);
    }
    const broken = await sandbox.app.inject({
      method: 'POST',
      url: '/api/autenticacao/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"usuario":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ erro: 'Corpo da requisição não é um JSON válido.' });
    const poisoned = await sandbox.app.inject({
      method: 'POST',
      url: '/api/autenticacao/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"__proto__":{"x":1}}',
    });
    expect(poisoned.statusCode).toBe(400);
    expect(poisoned.json()).toHaveProperty('erro');
  });
});

describe('verify and logout', () => {
  it('returns the user for a valid token', async () => {
    const token = await login(sandbox.app, { ...MARIA, usuario: '11144477735' });
    const response = await call('/api/autenticacao/verifica', token);
    expect(response.statusCode).toBe(200);
    const body = response.json() as VerifyResponse;
    expect(body.temporario).toBe(false);
    expect(body.usuario).toMatchObject({
      id: 2,
      cpf: '111.444.777-35',
      usuario: '11144477735',
      usuario_tipo_id: 14,
    });
    expect(body.usuario.contratos).toEqual([
      { contratos_id: 45701, numero_contrato: 'DRVC-2021-00457' },
      { contratos_id: 58932, numero_contrato: 'DRVC-2023-01288' },
      { contratos_id: 70333, numero_contrato: 'DRVC-2025-03333' },
    ]);
    expect(body.usuario.forma_pagamento.map((f) => f.forma_pagamento_id)).toEqual([1, 9, 3]);
    expect(body.usuario).not.toHaveProperty('password_hash');
  });

  it('refuses missing, garbage, expired and foreign-signed tokens', async () => {
    const key = new TextEncoder().encode(sandbox.config.jwtSecret);
    const past = Math.floor(Date.now() / 1000) - 7200;
    const expired = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setJti('expirado')
      .setIssuedAt(past)
      .setExpirationTime(past + 60)
      .sign(key);
    const foreign = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setJti('estrangeiro')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('outro-segredo-qualquer-com-32-caracteres!'));
    for (const token of [undefined, 'lixo', 'a.b.c', expired, foreign]) {
      const response = await call('/api/autenticacao/verifica', token);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(INVALID);
    }
  });

  it('logout revokes the token; verify and logout refuse it afterwards', async () => {
    const token = await login(sandbox.app);
    const other = await login(sandbox.app);
    const response = await call('/api/autenticacao/logout', token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ mensagem: 'Logout efetuado.' });
    expect((await call('/api/autenticacao/verifica', token)).json()).toEqual(INVALID);
    expect((await call('/api/autenticacao/logout', token)).statusCode).toBe(401);
    // Another session of the same user is unaffected.
    expect((await call('/api/autenticacao/verifica', other)).statusCode).toBe(200);
  });

  it('logout without a token is 401', async () => {
    const response = await call('/api/autenticacao/logout');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(INVALID);
  });
});
