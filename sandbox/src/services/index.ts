import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { requireFixedToken } from '../http/fixed-token';
import { serviceHotelRoutes } from './hotels';
import { legalRoutes } from './legal';
import { outboxRoutes } from './outbox';
import { pageRoutes } from './pages';
import { parkRoutes } from './parks';
import { photoRoutes } from './photos';
import { reportPdfRoutes } from './reports-pdf';
import { serviceSearchRoutes } from './search';

/** The services API, mounted at /services. Photos, PDFs and the outbox need no token. */
export async function servicesApi(app: FastifyInstance, ctx: AppContext): Promise<void> {
  photoRoutes(app, ctx);
  reportPdfRoutes(app, ctx);
  outboxRoutes(app, ctx);
  void app.register(async (guarded) => {
    guarded.addHook('onRequest', requireFixedToken(ctx.config.tokens.services));
    serviceHotelRoutes(guarded, ctx);
    parkRoutes(guarded, ctx);
    pageRoutes(guarded, ctx);
    legalRoutes(guarded, ctx);
    serviceSearchRoutes(guarded, ctx);
  });
}
