import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { requireFixedToken } from '../http/fixed-token';

/** The payment gateway simulator, mounted at /payments. Endpoints land with the payment slice. */
export async function paymentsApi(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.addHook('onRequest', requireFixedToken(ctx.config.tokens.payments));
}
