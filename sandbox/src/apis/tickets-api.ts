import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { requireFixedToken } from '../http/fixed-token';
import { gatePage } from '../tickets/routes/gate-page';
import { ticketRoutes } from '../tickets/routes/tickets';

/**
 * The ticket API, mounted at /tickets: the sale's calls behind the fixed tickets token, and the
 * sandbox-only gate page (no token) that reads a ticket's code and lets its holder in.
 */
export async function ticketsApi(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(async (publicPages) => gatePage(publicPages, ctx));
  await app.register(async (guarded) => {
    guarded.addHook('onRequest', requireFixedToken(ctx.config.tokens.tickets));
    ticketRoutes(guarded, ctx);
  });
}
