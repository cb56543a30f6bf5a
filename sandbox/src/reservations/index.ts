import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { loginRoute } from './auth-login';
import { sessionRoutes } from './auth-session';
import { passwordRecoveryRoute } from './password-recovery';
import { searchRoutes } from './search';

/** The main reservations API, mounted at /api. Routes check the user's JWT themselves. */
export async function reservationsApi(app: FastifyInstance, ctx: AppContext): Promise<void> {
  loginRoute(app, ctx);
  sessionRoutes(app, ctx);
  passwordRecoveryRoute(app, ctx);
  searchRoutes(app, ctx);
}
