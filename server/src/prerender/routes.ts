import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CACHE } from '../cache-policy';
import type { Prerenderer, StoredFile, StoredPage } from './prerenderer';

export interface PrerenderRoutesOptions {
  prerenderer: Prerenderer;
  /** Bearer token of POST /__prerender/refresh (the CMS webhook); unset: no such endpoint. */
  refreshToken: string | undefined;
}

/** Where Hotel Center fetches the hotel list (docs/deploy.md, "Google Hotels"). */
export const HOTEL_LIST_FEED_PATH = '/feeds/google/hotels.xml';

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Sends a stored file in the best encoding the client accepts. */
function sendCompressed(request: FastifyRequest, reply: FastifyReply, file: StoredFile) {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
  reply.code(200).header('vary', 'Accept-Encoding');
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(encoding === 'br' ? file.br : encoding === 'gzip' ? file.gzip : file.body);
}

/** Sends a stored page (or shell), checked again on every visit. */
export function sendPage(request: FastifyRequest, reply: FastifyReply, page: StoredPage) {
  reply
    .header('cache-control', CACHE.revalidate)
    .header('last-modified', page.renderedAt.toUTCString())
    .type('text/html; charset=utf-8');
  return sendCompressed(request, reply, page);
}

/**
 * The prerender's own files: its stylesheets, sitemap.xml, robots.txt, Google's hotel list and the
 * refresh hook.
 */
export async function prerenderRoutes(
  app: FastifyInstance,
  { prerenderer, refreshToken }: PrerenderRoutesOptions,
): Promise<void> {
  app.get('/assets/prerender/:name', async (request, reply) => {
    const css = prerenderer.stylesheet(request.url.split('?')[0]!);
    if (css === undefined) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Não encontrado.');
    }
    reply.header('cache-control', CACHE.hashed).type('text/css; charset=utf-8');
    return sendCompressed(request, reply, css);
  });

  app.get('/robots.txt', async (_request, reply) =>
    reply
      .header('cache-control', CACHE.short)
      .type('text/plain; charset=utf-8')
      .send(prerenderer.robots()),
  );

  /** An XML file the refresh builds: 503 until it has, so a crawler comes back for a right one. */
  const xmlFile = (path: string, body: () => string | undefined) =>
    app.get(path, async (_request, reply) => {
      const xml = body();
      if (xml === undefined) {
        return reply
          .code(503)
          .header('retry-after', '60')
          .type('text/plain; charset=utf-8')
          .send('Indisponível.');
      }
      return reply
        .header('cache-control', CACHE.short)
        .type('application/xml; charset=utf-8')
        .send(xml);
    });
  xmlFile('/sitemap.xml', prerenderer.sitemap);
  // Google Hotel Center's hotel list (issue 30; docs/deploy.md, "Google Hotels").
  xmlFile(HOTEL_LIST_FEED_PATH, prerenderer.hotelListFeed);

  if (refreshToken) {
    app.post('/__prerender/refresh', async (request, reply) => {
      const header = String(request.headers.authorization ?? '');
      const given = header.startsWith('Bearer ') ? header.slice(7) : '';
      if (!sameSecret(given, refreshToken)) {
        return reply.code(401).send({ erro: 'Token de atualização inválido.' });
      }
      const report = await prerenderer.refresh();
      return reply.code(report.catalogueError ? 503 : 200).send(report);
    });
  }
}
