import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ABUSE_LIMITS } from '../../src/api/contract/abuse-limits';
import { makeSite } from './fixture';

/**
 * Two instances of the production server share their abuse counts through Redis
 * (RATE_LIMIT_REDIS_URL, docs/deploy.md): a real redis-server on loopback. It needs the
 * `redis-server` program (Debian's redis-server package, which `npm test` installs when it can,
 * scripts/ensure-redis.mjs); without it the file fails, never skips: a green run must have
 * tested the store production shares.
 */
const redisServer = (() => {
  try {
    return execFileSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' }).trim();
  } catch {
    return '';
  }
})();

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

describe('abuse limits shared through Redis', () => {
  let redis: ChildProcess;
  let site: ReturnType<typeof makeSite>;
  let upstream: FastifyInstance;
  const clients: Redis[] = [];
  const instances: FastifyInstance[] = [];

  beforeAll(async () => {
    if (!redisServer) {
      throw new Error(
        "redis-server não encontrado: instale o pacote Debian 'redis-server' (npm test o instala quando roda como root).",
      );
    }
    const port = await freePort();
    redis = spawn(redisServer, ['--port', String(port), '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    site = makeSite();
    upstream = Fastify();
    upstream.post('/api/autenticacao/login', async (_request, reply) =>
      reply.code(400).send({ erro: 'Usuário e senha incorretos.' }),
    );
    const origin = await upstream.listen({ host: '127.0.0.1', port: 0 });
    for (let i = 0; i < 2; i++) {
      const client = new Redis(port, '127.0.0.1', { maxRetriesPerRequest: 20 });
      clients.push(client);
      instances.push(site.server({ apiProxyOrigin: origin, rateLimitRedis: client }));
    }
    await clients[0]!.ping();
  });
  afterAll(async () => {
    for (const app of instances) await app.close();
    for (const client of clients) client.disconnect();
    await upstream?.close();
    redis?.kill();
    site?.remove();
  });

  it('counts the wrong passwords sent to either instance as one', async () => {
    const login = (app: FastifyInstance) =>
      app.inject({
        method: 'POST',
        url: '/api/autenticacao/login',
        payload: { usuario: '52998224725', senha: 'errada', token_sistema: 't' },
      });
    for (let i = 0; i < ABUSE_LIMITS.senha.conta.max; i++) {
      expect((await login(instances[i % 2]!)).statusCode).toBe(400);
    }
    for (const app of instances) {
      const refused = await login(app);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().erro).toMatch(/^Muitas tentativas\./);
    }
  });
});
