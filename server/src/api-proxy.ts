import proxy from '@fastify/http-proxy';
import type { FastifyInstance } from 'fastify';

/** The five API prefixes the site calls by default (src/config/env.ts), as vite preview proxies. */
export const API_PREFIXES = ['/api', '/services', '/admin', '/tickets', '/payments'] as const;

/**
 * Forwards the API prefixes to one upstream (same paths, query strings and bodies; its answers
 * come back with their own headers), so the site stays same-origin with the APIs. Used locally with the sandbox; a production deployment
 * may instead configure absolute API URLs (docs/deploy.md).
 */
export async function apiProxy(app: FastifyInstance, options: { upstream: string }) {
  for (const prefix of API_PREFIXES) {
    await app.register(proxy, {
      upstream: options.upstream,
      prefix,
      rewritePrefix: prefix,
      // @fastify/reply-from retries a GET answered 503 up to 10 times by default; with the
      // site's own retries (src/lib/http/retry-policy.ts) one failing call reached the API 33
      // times. The site decides what is safe to repeat, so the proxy never retries.
      replyOptions: { retryDelay: () => null },
      undici: {
        // @fastify/reply-from turns certificate checks off unless told otherwise.
        connect: { rejectUnauthorized: true },
        // Longer than the site's own request timeout (60 s, SPEC §9), so the site's timeout
        // and retry rules are what a visitor meets, not a gateway error from here.
        headersTimeout: 90_000,
        bodyTimeout: 90_000,
      },
    });
  }
}
