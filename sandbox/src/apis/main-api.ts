import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { accountRoutes } from '../accounts/routes/accounts';
import { bookingRoutes } from '../booking/routes/booking';
import { clubRoutes } from '../club/routes/club';
import { dataRightsRoutes } from '../accounts/routes/data-rights';
import { depositRoutes } from '../club/routes/deposits';
import { loginRoute } from '../accounts/routes/auth-login';
import { sessionRoutes } from '../accounts/routes/auth-session';
import { formRoutes } from '../accounts/routes/forms';
import { groupRoutes } from '../booking/routes/group';
import { guestRoutes } from '../booking/routes/guests';
import { passwordRecoveryRoute } from '../accounts/routes/password-recovery';
import { reservationActionRoutes } from '../booking/routes/reservation-actions';
import { priceCalendarRoutes } from '../booking/routes/price-calendar';
import { itineraryPricesRoutes } from '../booking/routes/itinerary-prices';
import { bookingRecoveryRoutes } from '../booking/routes/booking-recovery';
import { extrasRoutes } from '../extras/routes/extras';
import { extraHoldRoutes } from '../extras/routes/extra-holds';
import { stayTicketRoutes } from '../tickets/routes/stay-tickets';
import { addOnRoutes } from '../booking/routes/add-ons';
import { searchRoutes } from '../booking/routes/search';
import { stayAlternativesRoutes } from '../booking/routes/stay-alternatives';

/** The main reservations API, mounted at /api. Routes check the user's JWT themselves. */
export async function reservationsApi(app: FastifyInstance, ctx: AppContext): Promise<void> {
  loginRoute(app, ctx);
  sessionRoutes(app, ctx);
  passwordRecoveryRoute(app, ctx);
  searchRoutes(app, ctx);
  priceCalendarRoutes(app, ctx);
  itineraryPricesRoutes(app, ctx);
  bookingRecoveryRoutes(app, ctx);
  extrasRoutes(app, ctx);
  extraHoldRoutes(app, ctx);
  stayTicketRoutes(app, ctx);
  addOnRoutes(app, ctx);
  stayAlternativesRoutes(app, ctx);
  accountRoutes(app, ctx);
  formRoutes(app, ctx);
  reservationActionRoutes(app, ctx);
  guestRoutes(app, ctx);
  bookingRoutes(app, ctx);
  groupRoutes(app, ctx);
  dataRightsRoutes(app, ctx);
  clubRoutes(app, ctx);
  depositRoutes(app, ctx);
}
