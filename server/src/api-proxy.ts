import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import proxy from '@fastify/http-proxy';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { abuseLimits } from './abuse-limits';

/** The five API prefixes the site calls by default (src/config/env.ts), as vite preview proxies. */
export const API_PREFIXES = ['/api', '/services', '/admin', '/tickets', '/payments'] as const;

/**
 * The headers that apply to an API's answer, added to every proxied one, whatever the APIs
 * send (OWASP ASVS 14.4, the REST security cheat sheet): never sniffed as another type, never
 * framed, and never stored by the browser or a shared cache unless the API declared the answer
 * `public` to an anonymous call (photos, the public reports). The login's answer carries a
 * token and a registration's or a recovery's personal data without any Authorization header,
 * so the rule is 'no-store unless public', not 'no-store when authenticated'. The upstream's
 * other headers (content type, its own no-store) stay.
 */
export function apiAnswerHeaders(request: FastifyRequest, reply: FastifyReply): void {
  reply.header('x-content-type-options', 'nosniff');
  reply.header('x-frame-options', 'DENY');
  const policy = reply.getHeader('content-security-policy');
  if (typeof policy !== 'string' || policy.trim() === '') {
    reply.header('content-security-policy', "frame-ancestors 'none'");
  } else if (!/(^|;)\s*frame-ancestors\b/.test(policy)) {
    reply.header('content-security-policy', `${policy}; frame-ancestors 'none'`);
  }
  const cacheControl = reply.getHeader('cache-control');
  const declared = typeof cacheControl === 'string' ? cacheControl : '';
  const publicAnswer = /\bpublic\b/.test(declared) && !request.headers.authorization;
  if (!publicAnswer && !/\bno-store\b/.test(declared)) reply.header('cache-control', 'no-store');
}

/**
 * The client's address for the APIs, which count their abuse limits per address
 * (sandbox/src/http/abuse-limits.ts): without it every visitor reaches them from this server's
 * one address, and 20 wrong logins from anyone lock everyone out. `request.ip` is the socket's
 * address, or the nearest untrusted hop when proxies of ours stand in front (`trustProxy`). The
 * header is set, never appended: what a client sent in it is its own claim, and the APIs trust
 * it only from this server (SANDBOX_TRUSTED_PROXIES; docs/deploy.md, "Client addresses").
 */
export function forwardedFor<Headers extends object>(
  request: Pick<FastifyRequest, 'ip'>,
  headers: Headers,
): Headers {
  return { ...headers, 'x-forwarded-for': request.ip };
}

/**
 * Forwards the API prefixes to one upstream (same paths, query strings and bodies; its answers
 * come back with their own headers), so the site stays same-origin with the APIs. Used locally with the sandbox; a production deployment
 * may instead configure absolute API URLs (docs/deploy.md).
 */
export async function apiProxy(
  app: FastifyInstance,
  options: { upstream: string; rateLimitRedis?: unknown },
) {
  // This plugin's own scope: the hook applies to the proxied answers only.
  app.addHook('onSend', async (request, reply, payload) => {
    apiAnswerHeaders(request, reply);
    return payload;
  });
  // In this scope too, not registered: its hooks must see the proxied calls.
  await abuseLimits(app, { redis: options.rateLimitRedis });
  await compressAnswers(app);
  for (const prefix of API_PREFIXES) {
    await app.register(proxy, {
      upstream: options.upstream,
      prefix,
      rewritePrefix: prefix,
      // @fastify/reply-from retries a GET answered 503 up to 10 times by default; with the
      // site's own retries (src/lib/http/retry-policy.ts) one failing call reached the API 33
      // times. The site decides what is safe to repeat, so the proxy never retries.
      replyOptions: {
        retryDelay: () => null,
        rewriteRequestHeaders: (request, headers) => forwardedFor(request, headers),
      },
      undici: {
        // @fastify/reply-from turns certificate checks off unless told otherwise.
        connect: { rejectUnauthorized: true },
        // Longer than the site's own request timeout (60 s, product-rules §9), so the site's timeout
        // and retry rules are what a visitor meets, not a gateway error from here.
        headersTimeout: 90_000,
        bodyTimeout: 90_000,
      },
    });
  }
}

/**
 * The APIs' answers compressed on their way to the browser, when the API sent them plain (an
 * answer already encoded upstream passes as it came). A search's answer is about 58 KB of JSON
 * and 4 KB in brotli: on a phone's 1.5 Mbit/s line that is 0.3 s the guest no longer waits for
 * the prices, and the line is free sooner for the app's code (bench/README.md, "The APIs'
 * answers compressed"). Brotli at quality 4 (the library's default, a few milliseconds per
 * answer), gzip where brotli is not accepted.
 *
 * Not a BREACH risk: that attack needs the browser to send the victim's credentials by itself
 * with a request an attacker chose, and these APIs take the session only in the Authorization
 * header, which a cross-site request cannot carry (no cookie authenticates them).
 * Only the answers: request bodies are forwarded as they came (`globalDecompression: false`).
 */
async function compressAnswers(app: FastifyInstance) {
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    globalDecompression: false,
    brotliOptions: {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: 4,
      },
    },
  });
}
