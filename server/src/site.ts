import { relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { searchFormRoute } from './search-form';
import { CACHE, cacheControlFor } from './cache-policy';
import { renderConfigScript } from './config-script';
import type { Prerenderer } from './prerender/prerenderer';
import { sendPage } from './prerender/routes';
import type { RuntimeConfig } from './runtime-config';
import { securityHeaders } from './security-headers';
import { withNonce } from './content-security-policy';
import { searchLinkPages, type SearchRenderOptions } from './search-link-render';
import { googleRoutes } from './prerender/google-routes';

export interface SiteOptions {
  /** Absolute path of the built site (`vite build` output plus precompressed siblings). */
  siteDir: string;
  /** Written as /config.js when not empty; otherwise the file in siteDir is served. */
  runtimeConfig: RuntimeConfig;
  contentSecurityPolicy: string;
  /** Path prefixes that belong to the APIs: never answered with the app shell. */
  apiPrefixes: readonly string[];
  /** The prerendered public pages, when this server renders them (prerender/). */
  prerenderer?: Prerenderer | undefined;
  /** Search links rendered with their results (search-link-render.ts); needs the prerenderer. */
  searchRender?: SearchRenderOptions | undefined;
  /** The abuse limits' ioredis client, whose counts the search links' limit shares. */
  rateLimitRedis?: unknown;
}

const pathOf = (request: FastifyRequest) => new URL(request.url, 'http://site.invalid').pathname;

const isUnder = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/**
 * The built single-page app: static files with their cache rules, precompressed variants, the
 * app shell for every route the client-side router owns, and the security headers on all of it.
 */
export async function site(app: FastifyInstance, options: SiteOptions): Promise<void> {
  const headers = securityHeaders(options.contentSecurityPolicy);
  // A response with inline elements (a search link's streamed page) has its own nonce.
  const nonces = new WeakMap<FastifyRequest, string>();
  // Registered in this plugin's scope, so proxied API responses keep the upstream's headers.
  app.addHook('onSend', async (request, reply) => {
    const nonce = nonces.get(request);
    reply.headers(
      nonce ? securityHeaders(withNonce(options.contentSecurityPolicy, nonce)) : headers,
    );
  });

  await app.register(fastifyStatic, {
    root: options.siteDir,
    // `npm run build` writes x.js.br and x.js.gz beside x.js (scripts/precompress.mjs).
    preCompressed: true,
    cacheControl: false,
    // The server render's bundle is read from disk by this server, never sent to a browser.
    // Nor is the build's manifest (read by the prerender).
    allowedPath: (pathName) => !isUnder(pathName, '/_prerender') && !isUnder(pathName, '/.vite'),
    setHeaders(res, filePath) {
      const sitePath = `/${relative(options.siteDir, filePath).split(sep).join('/')}`;
      res.setHeader('cache-control', cacheControlFor(sitePath));
      // The body depends on Accept-Encoding whenever a compressed sibling may exist.
      res.setHeader('vary', 'Accept-Encoding');
    },
  });

  if (Object.keys(options.runtimeConfig).length > 0) {
    const script = renderConfigScript(options.runtimeConfig);
    app.get('/config.js', async (_request, reply) =>
      reply
        .header('cache-control', CACHE.revalidate)
        .type('text/javascript; charset=utf-8')
        .send(script),
    );
  }

  await searchFormRoute(app);

  /** A page of the client-side router, prerendered or not. */
  async function pageOrShell(request: FastifyRequest, reply: FastifyReply) {
    // A public page this server has prerendered: its HTML, which the app then hydrates.
    const page = options.prerenderer?.page(pathOf(request));
    if (page) return sendPage(request, reply, page);
    // Any other path is a route of the client-side router (which sends unknown ones to /): the
    // shell, with the start-up data this server embedded when it has them.
    const shell = await options.prerenderer?.shell(pathOf(request));
    if (shell) return sendPage(request, reply, shell);
    return reply.code(200).sendFile('index.html');
  }

  const { prerenderer, searchRender } = options;
  const renderedSearch =
    prerenderer && searchRender
      ? await searchLinkPages(app, {
          prerenderer,
          options: searchRender,
          redis: options.rateLimitRedis,
          useNonce: (request, nonce) => nonces.set(request, nonce),
        })
      : undefined;
  if (renderedSearch) {
    // A wildcard: a link's segment is often longer than a route parameter may be (100).
    app.get('/hotelSearch/*', async (request, reply) => {
      if (await renderedSearch(request, reply, request.url)) return reply;
      return pageOrShell(request, reply);
    });
  }
  // Google's price endpoint and landing page: in this scope, whose headers (and nonces) the
  // landing page's rendered search link needs.
  if (prerenderer) {
    await app.register(googleRoutes, { prerenderer, renderSearchLink: renderedSearch });
  }

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const path = pathOf(request);
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    // A missing hashed asset must be a 404: answering HTML there would be cached for a year
    // as "JavaScript" and break the page with a MIME error instead of a clean failure.
    const isOwnedElsewhere =
      isUnder(path, '/assets') ||
      isUnder(path, '/_prerender') ||
      isUnder(path, '/.vite') ||
      options.apiPrefixes.some((prefix) => isUnder(path, prefix));
    if (!isRead || isOwnedElsewhere) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Não encontrado.');
    }
    return pageOrShell(request, reply);
  });
  // '/' is a page like the others (prerendered, or the shell), not the static index.html.
  app.get('/', pageOrShell);
}
