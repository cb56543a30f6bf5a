import Fastify, { type FastifyInstance } from 'fastify';
import { API_PREFIXES, apiProxy } from './api-proxy';
import { buildContentSecurityPolicy } from './content-security-policy';
import type { RuntimeConfig } from './runtime-config';
import { site } from './site';

export interface BuildOptions {
  /** Absolute path of the built site. */
  siteDir: string;
  /** When set, /api, /services, /admin, /tickets and /payments are forwarded there. */
  apiProxyOrigin?: string;
  /** Runtime configuration for /config.js and the CSP; empty serves the built config.js. */
  runtimeConfig?: RuntimeConfig;
  /** Fastify logger; off by default so tests stay quiet. */
  logger?: boolean | { level: string };
}

/**
 * The production server of the built site. Does not listen: main.ts does, and tests call
 * `app.inject`, which waits for the plugins to load.
 */
export function buildServer({
  siteDir,
  apiProxyOrigin,
  runtimeConfig = {},
  logger = false,
}: BuildOptions): FastifyInstance {
  const app = Fastify({ logger });
  if (apiProxyOrigin) void app.register(apiProxy, { upstream: apiProxyOrigin });
  void app.register(site, {
    siteDir,
    runtimeConfig,
    contentSecurityPolicy: buildContentSecurityPolicy(runtimeConfig),
    apiPrefixes: API_PREFIXES,
  });
  return app;
}
