import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CACHE } from '../cache-policy';
import type { Prerenderer } from './prerenderer';

/** Where Hotel Center sends its price queries and fetches the landing pages file. */
export const GOOGLE_PRICES_PATH = '/feeds/google/precos';
export const LANDING_PAGES_FEED_PATH = '/feeds/google/landing-pages.xml';
/** Where a guest lands from Google (src/feeds/google-hotels/landing.ts). */
export const GOOGLE_LANDING_PATH = '/google/hotel';
/** A query for 50 hotels and a context is about 3 KB: 64 KiB leaves room and bounds the work. */
export const QUERY_BODY_LIMIT = 64 * 1024;
const gzipped = promisify(gzip);
const NOT_XML = 'Envie a consulta como XML (Content-Type: application/xml).';

/**
 * Google Hotels (issue 30, docs/deploy.md "Google Hotels"): the price endpoint (a Query message
 * POSTed as XML, answered with a Transaction), the landing page (our search link's page with its
 * prices, at once; else a redirect to the link) and the landing pages file. The work is the
 * prerender bundle's, which has the site's API clients and link format; this is the HTTP edge:
 * only POSTs of XML, bounded in size.
 */
export async function googleRoutes(
  app: FastifyInstance,
  {
    prerenderer,
    renderSearchLink,
  }: {
    prerenderer: Prerenderer;
    /**
     * Sends the search link's page rendered with its results (../search-link-render.ts) at this
     * address; false when it cannot, and the guest is sent to the link.
     */
    renderSearchLink?: (
      request: FastifyRequest,
      reply: FastifyReply,
      url: string,
    ) => Promise<boolean>;
  },
): Promise<void> {
  // In this plugin's scope only: the rest of the server accepts no XML.
  app.addContentTypeParser(
    ['application/xml', 'text/xml'],
    { parseAs: 'string', bodyLimit: QUERY_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );

  // Fastify's own refusals (too large, not XML) in the endpoint's shape: a 4xx with `erro`.
  app.setErrorHandler((error: { statusCode?: number }, _request, reply) => {
    const status = error.statusCode ?? 500;
    if (status === 413) {
      return reply.code(413).send({ erro: 'Consulta grande demais: o máximo é 64 KiB.' });
    }
    if (status === 415) return reply.code(415).send({ erro: NOT_XML });
    if (status >= 400 && status < 500)
      return reply.code(status).send({ erro: 'Consulta inválida.' });
    return reply.code(500).send({ erro: 'Erro no servidor. Tente novamente mais tarde.' });
  });

  app.post(GOOGLE_PRICES_PATH, async (request, reply) => {
    const type = String(request.headers['content-type'] ?? '');
    if (!/^(application|text)\/xml\b/i.test(type) || typeof request.body !== 'string') {
      return reply.code(415).send({ erro: NOT_XML });
    }
    const answer = await prerenderer.googlePrices(request.body);
    reply
      .code(answer.status)
      // A price of this moment: never kept by a cache.
      .header('cache-control', 'no-store')
      .header('vary', 'Accept-Encoding')
      .type(answer.contentType);
    // A range's answer is about 1 MB of very repetitive XML: gzip makes it a few dozen KB.
    if (/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
      return reply.header('content-encoding', 'gzip').send(await gzipped(answer.body));
    }
    return reply.send(answer.body);
  });

  // Any other method is a client's mistake, not a page: without this a GET fell through to the
  // site's HTML with 200, which a monitor or a misconfigured Hotel Center would read as working.
  app.route({
    method: ['GET', 'HEAD', 'PUT', 'PATCH', 'DELETE'],
    url: GOOGLE_PRICES_PATH,
    handler: async (_request, reply) =>
      reply
        .code(405)
        .header('allow', 'POST')
        .header('cache-control', 'no-store')
        .send({ erro: 'Envie a consulta por POST, em XML.' }),
  });

  app.get(GOOGLE_LANDING_PATH, async (request, reply) => {
    const query = request.url.split('?')[1] ?? '';
    const link = prerenderer.googleLandingPath(query);
    // The price the guest clicked, in this very response: a redirect first would cost a phone
    // another round trip before the page starts. The browser then shows the link's address.
    if (renderSearchLink && (await renderSearchLink(request, reply, link))) return reply;
    return reply.header('cache-control', CACHE.revalidate).redirect(link, 303);
  });

  app.get(LANDING_PAGES_FEED_PATH, async (_request, reply) =>
    reply
      .header('cache-control', CACHE.short)
      .type('application/xml; charset=utf-8')
      .send(prerenderer.landingPagesFeed()),
  );
}
