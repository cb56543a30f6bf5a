import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { LinkedSearch } from './prerender/bundle';
import type { Prerenderer } from './prerender/prerenderer';

/**
 * Search links rendered with their results (issue 50; prerender/README.md, "Search links"):
 * where Google's price clicks, shared searches and a PESQUISAR sent before the app land, the
 * server asks the availability API itself and streams the priced results into the page.
 *
 * Its work is bounded: the API gets `timeoutMs` (past it, or on a failure, the results stay the
 * loading state the browser searches from, never an error page nor a price made up); a visitor's
 * answer to one search is reused for `cacheSeconds` (a burst of clicks on one Google price asks
 * once); and a client address gets `perMinute` rendered links, counted where the abuse limits
 * are (Redis, shared by every instance), past which it gets the shell, whose app searches as
 * before. Only visitors' prices are ever rendered: a navigation carries no session (the token
 * lives in the browser), and a logged-in guest's page searches again once the app has read it.
 */
export interface SearchRenderOptions {
  timeoutMs: number;
  cacheSeconds: number;
  perMinute: number;
}

export const DEFAULT_SEARCH_RENDER: SearchRenderOptions = {
  timeoutMs: 1_200,
  cacheSeconds: 10,
  perMinute: 30,
};

/** At most this many searches' answers are kept; the oldest go first. */
const MAX_CACHED = 500;

type Rows = unknown[];

/** The API's answers to visitors' searches, each kept `cacheSeconds`; failures never kept. */
function answerCache(ask: (search: LinkedSearch) => Promise<Rows>, cacheSeconds: number) {
  const kept = new Map<string, { at: number; rows: Promise<Rows> }>();
  return (search: LinkedSearch): Promise<Rows> => {
    const key = JSON.stringify(search);
    const hit = kept.get(key);
    if (hit && Date.now() - hit.at < cacheSeconds * 1000) return hit.rows;
    const rows = ask(search);
    kept.delete(key);
    if (cacheSeconds > 0) kept.set(key, { at: Date.now(), rows });
    rows.catch(() => {
      if (kept.get(key)?.rows === rows) kept.delete(key);
    });
    while (kept.size > MAX_CACHED) kept.delete(kept.keys().next().value!);
    return rows;
  };
}

/** The rows if they come within `ms`; null if not, or if the API refused or failed. */
function within(rows: Promise<Rows>, ms: number): Promise<Rows | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
  });
  return Promise.race([rows, late])
    .catch(() => null)
    .finally(() => clearTimeout(timer));
}

/**
 * The streamed page compressed as the client accepts, each of the page's writes flushed at once:
 * a compressor that waited for more would hold the page back until the results came.
 */
function encoded(request: FastifyRequest, reply: FastifyReply, page: Readable): Readable {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  reply.header('vary', 'Accept-Encoding');
  if (/\bbr\b/.test(accepted)) {
    reply.header('content-encoding', 'br');
    return page.pipe(createBrotliCompress({ flush: constants.BROTLI_OPERATION_FLUSH }));
  }
  if (/\bgzip\b/.test(accepted)) {
    reply.header('content-encoding', 'gzip');
    return page.pipe(createGzip({ flush: constants.Z_SYNC_FLUSH }));
  }
  return page;
}

/**
 * The handler of a search link's page: true once it has sent the rendered page; false when the
 * caller should send the shell (not a link it renders, the limit reached, no shell yet).
 * `nonceOf` records the response's nonce for its Content-Security-Policy.
 */
export async function searchLinkPages(
  app: FastifyInstance,
  {
    prerenderer,
    options,
    redis,
    useNonce,
  }: {
    prerenderer: Prerenderer;
    options: SearchRenderOptions;
    /** The abuse limits' ioredis client, when the counts are shared. */
    redis?: unknown;
    useNonce: (request: FastifyRequest, nonce: string) => void;
  },
): Promise<(request: FastifyRequest, reply: FastifyReply, url: string) => Promise<boolean>> {
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'aurora-busca-' } : {}),
    // A Redis that is down must not take the prices off the page: the API is still timed out.
    skipOnError: true,
  });
  const limit = app.createRateLimit({
    max: options.perMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => `busca:${request.ip}`,
  });
  const answerOf = answerCache(
    (search) => prerenderer.askAvailability(search),
    options.cacheSeconds,
  );

  return async (request, reply, url) => {
    const counted = await limit(request);
    if (!counted.isAllowed && counted.isExceeded) return false;
    const nonce = randomBytes(16).toString('base64');
    // Sent at another address (Google's landing page): the browser is told the link's.
    const at = new URL(request.url, 'http://site.invalid').pathname;
    const page = await prerenderer.searchLinkPage(
      url,
      (search) => within(answerOf(search), options.timeoutMs),
      nonce,
      {
        sentAt: at === new URL(url, 'http://site.invalid').pathname ? undefined : at,
        // Fetched by a held PESQUISAR (src/app/held-search-page.ts), not opened: the page goes
        // in place of a prerendered one, which has the app's styles already. Every browser that
        // fetches it (one with adopted style sheets) sends Fetch Metadata.
        appStyles: request.headers['sec-fetch-dest'] !== 'empty',
      },
    );
    if (!page) return false;
    useNonce(request, nonce);
    // A visitor's prices, for this response only: never stored by a browser or a CDN.
    reply.code(200).header('cache-control', 'no-store').type('text/html; charset=utf-8');
    await reply.send(encoded(request, reply, page));
    return true;
  };
}
