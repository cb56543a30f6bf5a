import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { requireFixedToken } from '../http/fixed-token';
import { gatewayRoutes } from '../payments/routes/gateway';
import { paymentPublicRoutes } from '../payments/routes/public-pages';
import { payableKindOf } from '../flows/settlement/payable-kinds';
import { pixAutomaticoBankRoutes } from '../club/routes/pix-automatico-bank';

/**
 * The payment gateway simulator, mounted at /payments: the gateway calls behind the fixed
 * payments token, and the sandbox-only public pages (boleto PDF, pending PIX) without it. What a
 * payment pays is settled by the kinds above the domains (flows/settlement/).
 */
export async function paymentsApi(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(async (publicPages) => {
    paymentPublicRoutes(publicPages, ctx, payableKindOf);
    // The member's bank for a club PIX Automático request (sandbox only).
    pixAutomaticoBankRoutes(publicPages, ctx);
  });
  await app.register(async (guarded) => {
    guarded.addHook('onRequest', requireFixedToken(ctx.config.tokens.payments));
    gatewayRoutes(guarded, ctx, payableKindOf);
  });
}
