import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { requireFixedToken } from '../http/fixed-token';
import { serviceHotelRoutes } from '../content/routes/hotels';
import { legalRoutes } from '../content/routes/legal';
import { outboxRoutes } from '../services/routes/outbox';
import { pageRoutes } from '../content/routes/pages';
import { parkRoutes } from '../content/routes/parks';
import { photoRoutes } from '../content/routes/photos';
import { reportPdfRoutes } from '../content/routes/reports-pdf';
import { upsellRoutes } from '../services/routes/upsell';
import { couponCheckRoutes } from '../booking/routes/coupon-check';
import { recoveryReportRoutes } from '../booking/routes/booking-recovery';
import { extrasReportRoutes } from '../extras/routes/extras-report';
import { moderationRoutes } from '../reviews/routes/moderation';
import { reservationDeskRoutes } from '../booking/routes/reservation-desk';

/**
 * The services API, mounted at /services: the hotels' own systems (the services token) and the
 * admin's moderation (the admin token). Photos, PDFs and the outbox need no token.
 */
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
    couponCheckRoutes(guarded, ctx);
    upsellRoutes(guarded, ctx);
    recoveryReportRoutes(guarded, ctx);
    extrasReportRoutes(guarded, ctx);
    reservationDeskRoutes(guarded, ctx);
  });
  // The reviews' moderation is the admin's, not the site's (issue 53).
  void app.register(async (moderators) => {
    moderators.addHook('onRequest', requireFixedToken(ctx.config.tokens.admin));
    moderationRoutes(moderators, ctx);
  });
}
