import type {
  FastifyInstance,
  FastifyRequest,
  onRequestAsyncHookHandler,
  preHandlerAsyncHookHandler,
} from 'fastify';
import { TICKETS_USER_HEADER } from '../../../src/api/contract/tickets-caller';
import type { Db } from '../db/types';
import { bearerToken } from './fixed-token';
import { authenticate, type Session, type SessionKeys } from './sessions';

/**
 * The user's session on the request: routes name an onRequest hook and read `request.session`;
 * no handler reads a token. The hooks run before the body is read and validated, so a call
 * without a session is refused (401) whatever it sends. `requireUser` refuses a call without a valid session (401, product-rules
 * §8); `optionalUser` lets a call without a token through as a visitor, but a token sent must be
 * valid (the search, the calendar's prices: a customer's prices are not a visitor's).
 */

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireUser` (always) or `optionalUser` (when a token was sent). */
    session: Session | null;
  }
  interface FastifyInstance {
    requireUser: onRequestAsyncHookHandler;
    optionalUser: onRequestAsyncHookHandler;
    /** requireUser for the tickets API, whose Authorization carries its fixed token. */
    requireTicketBuyer: onRequestAsyncHookHandler;
  }
}

export function installSessions(app: FastifyInstance, db: Db, keys: SessionKeys): void {
  app.decorateRequest('session', null);
  app.decorate('requireUser', async (request: FastifyRequest) => {
    request.session = await authenticate(db, keys, bearerToken(request.headers.authorization));
  });
  app.decorate('requireTicketBuyer', async (request: FastifyRequest) => {
    const token = request.headers[TICKETS_USER_HEADER.toLowerCase()];
    request.session = await authenticate(db, keys, typeof token === 'string' ? token : null);
  });
  app.decorate('optionalUser', async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    request.session =
      header === undefined || header.trim() === ''
        ? null
        : await authenticate(db, keys, bearerToken(header));
  });
}

/** The session `requireUser` put on the request. */
export function userSession(request: FastifyRequest): Session {
  if (!request.session) throw new Error('This route needs the requireUser pre-handler.');
  return request.session;
}

/**
 * `requireUser`, except for a call that proves its right another way (a group's release key, an
 * e-mailed link's token): that call goes through as it is, with or without a session.
 * `provedOtherwise` reads the raw body; it may refuse a malformed one first (400 before 401, as
 * a schema would).
 */
export function requireUserUnless(
  app: FastifyInstance,
  provedOtherwise: (body: unknown) => boolean,
): preHandlerAsyncHookHandler {
  return async (request, reply) => {
    if (!provedOtherwise(request.body)) await app.requireUser(request, reply);
  };
}

/**
 * The call comes from a registered customer (not a visitor, nor a visitor's temporary user): the
 * hotels' member rates are theirs (README "Member prices").
 */
export function registeredCustomer(request: FastifyRequest): boolean {
  return request.session !== null && request.session.user.temporario === 0;
}
