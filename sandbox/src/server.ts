import Fastify, { type FastifyInstance } from 'fastify';
import { setClock } from './db/clock';
import { adminApi } from './apis/admin-api';
import type { SandboxConfig } from './config';
import type { Db } from './db/types';
import { externalPages } from './external';
import { installFaults } from './faults';
import { inventoryTestRoutes } from './faults/inventory-test-routes';
import { movableClock, testClockRoutes } from './faults/test-clock';
import { installAbuseLimits } from './http/abuse-limits';
import { installSessions } from './http/auth';
import { installValidators } from './http/ajv-options';
import { frameworkErrors, installErrorHandling } from './http/error-handler';
import { installLenientJsonParser } from './http/json-parser';
import { installNoStore } from './http/no-store';
import { sweepExpired } from './flows/expiry-sweep';
import { sendRecoveryMails } from './booking/recovery/send-recovery-mails';
import { extraHolds } from './extras/extra-holds';
import { releaseLapsedStayTickets } from './tickets/stay-tickets';
import { expireAddOnOrders } from './flows/add-ons/add-on-orders';
import { sendArrivalOffers } from './flows/add-ons/arrival-offers';
import { sendReviewInvitations } from './reviews/invitations';
import { paymentsApi } from './apis/payments-api';
import { reservationsApi } from './apis/main-api';
import { servicesApi } from './apis/services-api';
import { ticketsApi } from './apis/tickets-api';
import { inventoryTopUp } from './seed/inventory-top-up';

export interface BuildOptions {
  db: Db;
  config: SandboxConfig;
  /** Fastify logger; off by default so tests stay quiet. */
  logger?: boolean | { level: string };
  /** The clock in epoch milliseconds (default Date.now); tests inject one to jump ahead. */
  now?: () => number;
}

/** How often the running server sweeps expired holds and payments (besides every request). */
const SWEEP_INTERVAL_MS = 30_000;

/**
 * One Fastify instance with every API under its prefix. Does not listen: main.ts does, and
 * tests call `app.inject`, which waits for the plugins to load.
 */
export function buildServer({
  db,
  config,
  logger = false,
  now: baseNow = Date.now,
}: BuildOptions): FastifyInstance {
  const app = Fastify({
    logger,
    bodyLimit: 1024 * 1024,
    frameworkErrors,
    // request.ip is the client's address, which the abuse limits count by: the socket's, or
    // X-Forwarded-For's when the socket is a configured proxy (config.ts, trustedProxies).
    trustProxy: config.trustedProxies.length > 0 ? config.trustedProxies : false,
  });
  // The browser tests' sandbox has a clock they can move forward (faults/test-clock.ts).
  const clock = config.testEndpoints ? movableClock(baseNow) : null;
  const now = clock ? clock.now : baseNow;
  // The one clock every date the sandbox writes reads (db/clock.ts).
  setClock(db, now);
  const ctx = { db, config, now };
  installLenientJsonParser(app);
  installValidators(app);
  installErrorHandling(app);
  installNoStore(app);
  installSessions(app, db, { secret: config.jwtSecret, ttlSeconds: config.jwtTtlSeconds });
  if (config.abuseLimits) installAbuseLimits(app);
  // First, so that a 'before' fault stops a request before anything else runs.
  installFaults(app, { db, rules: config.faults, testEndpoints: config.testEndpoints });

  // Holds and pending payments expire: swept before every API request and every 30 s. Then the
  // recovery e-mails of groups expired long enough ago (at most every 2 s of real time).
  const recovery = { siteUrl: config.siteUrl, delayMinutes: config.recoveryDelayMinutes };
  let recoveryCheckedAt = 0;
  const extras = extraHolds(db);
  const sweep = (): void => {
    sweepExpired(db, now(), config.pixAutopaySeconds, config.siteUrl);
    // An add-on order ends after its 30 minutes (README "Adding to a booking"); extras and
    // park tickets held with a group end with its rooms (README "Extras"), or with the order.
    expireAddOnOrders(db, now());
    extras.releaseLapsed();
    releaseLapsedStayTickets(db);
    if (Date.now() - recoveryCheckedAt < 2_000) return;
    recoveryCheckedAt = Date.now();
    sendRecoveryMails(db, now(), recovery);
    sendArrivalOffers(db, now(), { siteUrl: config.siteUrl, daysBefore: config.arrivalOfferDays });
    sendReviewInvitations(db, now(), {
      siteUrl: config.siteUrl,
      daysAfter: config.reviewDaysAfter,
      validDays: config.reviewLinkDays,
    });
  };
  // The nights ahead grow with the date, before the main API's routes read them (the search,
  // the calendar, the alternatives, Google's prices: seed/inventory-top-up.ts).
  const topUpInventory = inventoryTopUp(db);
  app.addHook('onRequest', async (request) => {
    if (request.url.startsWith('/api/')) topUpInventory();
  });
  app.addHook('onRequest', async (request) => {
    if (request.url.startsWith('/api/') || request.url.startsWith('/payments/')) sweep();
  });
  const timer = setInterval(() => {
    try {
      if (db.open) sweep();
    } catch (error) {
      app.log.error({ err: error }, 'expiry sweep failed');
    }
  }, SWEEP_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));

  if (clock) void app.register(testClockRoutes, { prefix: '/__test', clock });
  if (config.testEndpoints) void app.register(inventoryTestRoutes, { prefix: '/__test', db });
  app.get('/health', async () => ({ ok: true }));
  void app.register(reservationsApi, { prefix: '/api', ...ctx });
  void app.register(servicesApi, { prefix: '/services', ...ctx });
  void app.register(adminApi, { prefix: '/admin', ...ctx });
  void app.register(ticketsApi, { prefix: '/tickets', ...ctx });
  void app.register(paymentsApi, { prefix: '/payments', ...ctx });
  void app.register(externalPages, { prefix: '/externo', ...ctx });
  return app;
}
