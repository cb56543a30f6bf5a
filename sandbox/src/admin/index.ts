import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { requireFixedToken } from '../http/fixed-token';
import { contentGroupRoutes } from './content-groups';
import { adminHotelRoutes } from './hotels';
import { uploadRoutes } from './uploads';

/** The admin portal API, mounted at /admin. */
export async function adminApi(app: FastifyInstance, ctx: AppContext): Promise<void> {
  uploadRoutes(app, ctx);
  void app.register(async (guarded) => {
    guarded.addHook('onRequest', requireFixedToken(ctx.config.tokens.admin));
    contentGroupRoutes(guarded, ctx);
    adminHotelRoutes(guarded, ctx);
  });
}
