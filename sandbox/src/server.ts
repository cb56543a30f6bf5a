import Fastify, { type FastifyInstance } from 'fastify';
import { adminApi } from './admin';
import type { SandboxConfig } from './config';
import type { Db } from './db/types';
import { externalPages } from './external';
import { installErrorHandling } from './http/error-handler';
import { installLenientJsonParser } from './http/json-parser';
import { paymentsApi } from './payments';
import { reservationsApi } from './reservations';
import { servicesApi } from './services';
import { ticketsApi } from './tickets';

export interface BuildOptions {
  db: Db;
  config: SandboxConfig;
  /** Fastify logger; off by default so tests stay quiet. */
  logger?: boolean | { level: string };
}

/**
 * One Fastify instance with every API under its prefix. Does not listen: main.ts does, and
 * tests call `app.inject`, which waits for the plugins to load.
 */
export function buildServer({ db, config, logger = false }: BuildOptions): FastifyInstance {
  const app = Fastify({ logger, bodyLimit: 1024 * 1024 });
  const ctx = { db, config };
  installLenientJsonParser(app);
  installErrorHandling(app);

  app.get('/health', async () => ({ ok: true }));
  void app.register(reservationsApi, { prefix: '/api', ...ctx });
  void app.register(servicesApi, { prefix: '/services', ...ctx });
  void app.register(adminApi, { prefix: '/admin', ...ctx });
  void app.register(ticketsApi, { prefix: '/tickets', ...ctx });
  void app.register(paymentsApi, { prefix: '/payments', ...ctx });
  void app.register(externalPages, { prefix: '/externo', ...ctx });
  return app;
}
