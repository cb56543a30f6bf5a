import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import { API_PREFIXES, apiProxy } from './api-proxy';
import { CACHE } from './cache-policy';
import { buildContentSecurityPolicy } from './content-security-policy';
import type { Prerenderer } from './prerender/prerenderer';
import { prerenderRoutes } from './prerender/routes';
import type { RuntimeConfig } from './runtime-config';
import { securityHeaders } from './security-headers';
import type { SearchRenderOptions } from './search-link-render';
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
  /** The prerendered public pages (prerender/); without it every page gets the shell. */
  prerenderer?: Prerenderer | undefined;
  /** Bearer token of POST /__prerender/refresh; unset: the endpoint does not exist. */
  refreshToken?: string | undefined;
  /** An ioredis client for the abuse limits' counts (abuse-limits.ts); unset: in memory. */
  rateLimitRedis?: unknown;
  /** Proxies in front of this server whose X-Forwarded-For is trusted (0: none). */
  trustProxy?: number;
  /** Search links rendered with their results (search-link-render.ts); unset: the shell. */
  searchRender?: SearchRenderOptions | undefined;
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
  prerenderer,
  refreshToken,
  rateLimitRedis,
  trustProxy = 0,
  searchRender,
}: BuildOptions): FastifyInstance {
  const contentSecurityPolicy = buildContentSecurityPolicy(runtimeConfig);
  const app = Fastify({
    logger,
    // The nearest `trustProxy` hops of X-Forwarded-For are our own proxies.
    trustProxy: trustProxy > 0 ? (_address: string, hop: number) => hop < trustProxy : false,
    // A link whose path cannot be decoded (`/hotelSearch/%E0%A4%A`, cut off in a message)
    // gets the site itself, whose router tells the visitor the link is invalid, instead of
    // Fastify's English JSON. 400: the request was malformed; the page still renders.
    frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
      if (error.code !== 'FST_ERR_BAD_URL') return reply.send(error);
      return reply
        .code(400)
        .headers(securityHeaders(contentSecurityPolicy))
        .header('cache-control', CACHE.revalidate)
        .type('text/html; charset=utf-8')
        .send(readFileSync(join(siteDir, 'index.html')));
    },
  });
  if (apiProxyOrigin) {
    void app.register(apiProxy, { upstream: apiProxyOrigin, rateLimitRedis });
  }
  void app.register(site, {
    siteDir,
    runtimeConfig,
    contentSecurityPolicy,
    apiPrefixes: API_PREFIXES,
    prerenderer,
    searchRender,
    rateLimitRedis,
  });
  if (prerenderer) {
    // In the site's scope, so its stylesheets, sitemap and robots.txt get the security headers.
    void app.register(async (scope) => {
      scope.addHook('onSend', async (_request, reply) => {
        reply.headers(securityHeaders(contentSecurityPolicy));
      });
      await prerenderRoutes(scope, { prerenderer, refreshToken });
    });
  }
  return app;
}
