import type { FastifyInstance } from 'fastify';
import { CACHE } from './cache-policy';

/** The search link's parameters (src/features/search/utils/search-link.ts); nothing else goes on. */
const LINK_PARAM =
  /^(inicio|fim|id_hotel|id_uh|quartos|qtd_adulto(_\d)?|qtd_crianca(_\d)?|idade_crianca(\d|_\d_\d))$/;

/**
 * GET /buscar: the search bar's form sent by the browser itself, before the app is there or
 * without it (issue 27). Answered with the search link of the same search, which the app opens
 * and validates like any shared link (a missing or past date gets its message there).
 */
export async function searchFormRoute(app: FastifyInstance): Promise<void> {
  app.get('/buscar', async (request, reply) => {
    const query = new URLSearchParams(request.url.split('?')[1] ?? '');
    const kept = new URLSearchParams();
    for (const [name, value] of query) if (LINK_PARAM.test(name)) kept.append(name, value);
    const segment = Buffer.from(kept.toString(), 'utf8').toString('base64url');
    return reply.header('cache-control', CACHE.revalidate).redirect(`/hotelSearch/${segment}`, 303);
  });
}
