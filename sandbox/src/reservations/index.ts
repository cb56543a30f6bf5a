import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { accountRoutes } from './accounts';
import { bookingRoutes } from './booking';
import { clubRoutes } from './club';
import { dataRightsRoutes } from './data-rights';
import { depositRoutes } from './deposits';
import { loginRoute } from './auth-login';
import { sessionRoutes } from './auth-session';
import { formRoutes } from './forms';
import { groupRoutes } from './group';
import { guestRoutes } from './guests';
import { passwordRecoveryRoute } from './password-recovery';
import { reservationActionRoutes } from './reservation-actions';
import { searchRoutes } from './search';

/** The main reservations API, mounted at /api. Routes check the user's JWT themselves. */
export async function reservationsApi(app: FastifyInstance, ctx: AppContext): Promise<void> {
  loginRoute(app, ctx);
  sessionRoutes(app, ctx);
  passwordRecoveryRoute(app, ctx);
  searchRoutes(app, ctx);
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
