import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { requireFixedToken } from '../http/fixed-token';

/** The ticket API, mounted at /tickets. Its endpoints (/pos/...) land with the tickets slice. */
export async function ticketsApi(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.addHook('onRequest', requireFixedToken(ctx.config.tokens.tickets));
}
