import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { requireFixedToken } from '../http/fixed-token';
import { contentGroupRoutes } from '../content/routes/admin-content-groups';
import { adminHotelRoutes } from '../content/routes/admin-hotels';
import { uploadRoutes } from '../content/routes/admin-uploads';
import { adminPixDiscountRoutes } from '../payments/routes/admin-pix-discounts';

/** The admin portal API, mounted at /admin. */
export async function adminApi(app: FastifyInstance, ctx: AppContext): Promise<void> {
  uploadRoutes(app, ctx);
  void app.register(async (guarded) => {
    guarded.addHook('onRequest', requireFixedToken(ctx.config.tokens.admin));
    contentGroupRoutes(guarded, ctx);
    adminHotelRoutes(guarded, ctx);
    adminPixDiscountRoutes(guarded, ctx);
  });
}
