import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSite } from './fixture';
import { SELF_SIGNED } from './self-signed';

let site: ReturnType<typeof makeSite>;
let upstream: FastifyInstance;
let app: FastifyInstance;
let unavailableHits = 0;

const SEARCH_ANSWER = {
  hoteis: Array.from({ length: 14 }, (_, hotel) => ({
    id_hotel: hotel + 1,
    uhs: Array.from({ length: 8 }, (_, room) => ({
      id_uh: room + 1,
      nome: `Apartamento ${room + 1}`,
      valor_sem: 45_000 + room * 1_000,
      valor_cafe: 52_000 + room * 1_000,
    })),
  })),
};

beforeAll(async () => {
  site = makeSite();
  // A tiny stand-in for the sandbox: echoes what reached it, with headers of its own.
  upstream = Fastify();
  upstream.get('/admin/indisponivel', async (_request, reply) => {
    unavailableHits += 1;
    return reply.code(503).send({ erro: 'indisponível' });
  });
  upstream.get('/api/cacheavel', async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=60').send({ publico: true }),
  );
  // An API that forgets its cache rules on an answer carrying a token (the login's, say).
  upstream.post('/api/entrada', async () => ({ token_jwt: 'abc.def.ghi' }));
  upstream.get('/services/pagina', async (_request, reply) =>
    reply
      .header('content-security-policy', "default-src 'self'")
      .type('text/html; charset=utf-8')
      .send('<p>página</p>'),
  );
  // What reached it, byte for byte, for a body the browser compressed.
  upstream.addContentTypeParser(
    'application/octet-stream',
    { parseAs: 'buffer' },
    (_r, body, done) => done(null, body),
  );
  upstream.post('/api/bytes', async (request) => ({
    encoding: request.headers['content-encoding'] ?? null,
    bytes: (request.body as Buffer).toString('base64'),
  }));
  // A search's answer: many rooms, tens of KB of repetitive JSON.
  upstream.post('/api/disponibilidade/v2/consultar', async () => SEARCH_ANSWER);
  // An API that compresses its own answers.
  upstream.get('/api/ja-comprimida', async (_request, reply) =>
    reply
      .header('content-encoding', 'gzip')
      .type('application/json')
      .send(gzipSync(JSON.stringify(SEARCH_ANSWER))),
  );
  upstream.all('/*', async (request, reply) =>
    reply
      .header('x-upstream', 'sandbox')
      .header('cache-control', 'private, no-store')
      .send({
        method: request.method,
        url: request.url,
        body: request.body ?? null,
        forwardedFor: request.headers['x-forwarded-for'] ?? null,
      }),
  );
  const origin = await upstream.listen({ host: '127.0.0.1', port: 0 });
  app = site.server({ apiProxyOrigin: origin });
});
afterAll(async () => {
  await app.close();
  await upstream.close();
  site.remove();
});

describe('API proxy', () => {
  it.each(['/api', '/services', '/admin', '/tickets', '/payments'])(
    'forwards %s with the same path and query',
    async (prefix) => {
      const response = await app.inject({ url: `${prefix}/alguma/coisa?x=1` });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ method: 'GET', url: `${prefix}/alguma/coisa?x=1` });
    },
  );

  it('forwards POST bodies', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/autenticacao/login',
      payload: { usuario: '52998224725', senha: 'Aurora@2026' },
    });
    expect(response.json()).toMatchObject({
      method: 'POST',
      body: { usuario: '52998224725', senha: 'Aurora@2026' },
    });
  });

  it('names the client’s address to the API, and never passes on one the client made up', async () => {
    // The APIs count their per-address limits by it (docs/deploy.md, "Client addresses").
    const first = await app.inject({ url: '/api/x', remoteAddress: '203.0.113.7' });
    expect(first.json()).toMatchObject({ forwardedFor: '203.0.113.7' });
    const forged = await app.inject({
      url: '/api/x',
      remoteAddress: '203.0.113.8',
      headers: { 'x-forwarded-for': '198.51.100.1' },
    });
    expect(forged.json()).toMatchObject({ forwardedFor: '203.0.113.8' });
  });

  it('passes a 503 through once: retrying is the site’s decision (src/lib/http), not the proxy’s', async () => {
    const response = await app.inject({ url: '/admin/indisponivel' });
    expect(response.statusCode).toBe(503);
    expect(unavailableHits).toBe(1);
  });

  it('keeps the upstream headers and adds none of the site’s page headers', async () => {
    const response = await app.inject({ url: '/api/usuario/dados' });
    expect(response.headers['x-upstream']).toBe('sandbox');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['content-security-policy']).toBe("frame-ancestors 'none'");
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(response.headers['permissions-policy']).toBeUndefined();
  });

  it('adds the headers that apply to an API answer to every proxied one', async () => {
    const anonymous = await app.inject({ method: 'POST', url: '/api/autenticacao/verifica' });
    expect(anonymous.headers['x-content-type-options']).toBe('nosniff');
    expect(anonymous.headers['x-frame-options']).toBe('DENY');
    expect(anonymous.headers['content-security-policy']).toBe("frame-ancestors 'none'");
    // An authenticated answer is personal data: never stored, whatever the API said.
    const personal = await app.inject({
      url: '/api/cacheavel',
      headers: { authorization: 'Bearer abc' },
    });
    expect(personal.headers['cache-control']).toBe('no-store');
    expect(personal.headers['x-content-type-options']).toBe('nosniff');
    // An anonymous answer the API did not declare public may carry a token or personal data
    // (the login's answer, a registration's): never stored either.
    const login = await app.inject({ method: 'POST', url: '/api/entrada' });
    expect(login.json()).toEqual({ token_jwt: 'abc.def.ghi' });
    expect(login.headers['cache-control']).toBe('no-store');
    // An anonymous public answer keeps the API's own caching.
    const publicAnswer = await app.inject({ url: '/api/cacheavel' });
    expect(publicAnswer.headers['cache-control']).toBe('public, max-age=60');
    // An API's own policy keeps its rules and gains frame-ancestors.
    const page = await app.inject({ url: '/services/pagina' });
    expect(page.headers['content-security-policy']).toBe(
      "default-src 'self'; frame-ancestors 'none'",
    );
    expect(page.headers['x-content-type-options']).toBe('nosniff');
  });

  it('compresses an API answer sent plain: brotli, else gzip, as the browser accepts', async () => {
    const plain = JSON.stringify(SEARCH_ANSWER);
    const request = { method: 'POST' as const, url: '/api/disponibilidade/v2/consultar' };
    const brotli = await app.inject({ ...request, headers: { 'accept-encoding': 'gzip, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['vary']).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain);
    expect(brotli.rawPayload.length).toBeLessThan(plain.length / 5);
    // The headers every API answer gets are still there.
    expect(brotli.headers['x-content-type-options']).toBe('nosniff');
    const gzip = await app.inject({ ...request, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain);
    const none = await app.inject(request);
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.body).toBe(plain);
  });

  it('passes an answer the API compressed itself as it came, never twice', async () => {
    const response = await app.inject({
      url: '/api/ja-comprimida',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(response.rawPayload).toString())).toEqual(SEARCH_ANSWER);
  });

  it('forwards a request body as it came, compressed or not', async () => {
    const body = gzipSync(JSON.stringify({ usuario: '52998224725' }));
    const response = await app.inject({
      method: 'POST',
      url: '/api/bytes',
      headers: { 'content-type': 'application/octet-stream', 'content-encoding': 'gzip' },
      payload: body,
    });
    // Opened on the way, it would reach the API plain under a gzip header.
    expect(response.json()).toEqual({ encoding: 'gzip', bytes: body.toString('base64') });
  });

  it('leaves the site itself to the static server', async () => {
    const response = await app.inject({ url: '/hotel/thermas-aurora' });
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['content-security-policy']).toBeTruthy();
    // A path that only starts like a prefix is not an API path.
    expect((await app.inject({ url: '/apis-e-parceiros' })).headers['x-upstream']).toBeUndefined();
  });
});

describe('API proxy to an https upstream', () => {
  it('refuses an upstream whose certificate nobody trusts', async () => {
    const impostor = Fastify({ https: SELF_SIGNED });
    impostor.all('/*', async () => ({ segredo: 'não devia chegar ao navegador' }));
    const origin = await impostor.listen({ host: '127.0.0.1', port: 0 });
    const proxied = site.server({ apiProxyOrigin: origin });
    try {
      const response = await proxied.inject({ url: '/api/usuario/dados' });
      expect(response.statusCode).toBeGreaterThanOrEqual(500);
      expect(response.body).not.toContain('segredo');
    } finally {
      await proxied.close();
      await impostor.close();
    }
  });
});
