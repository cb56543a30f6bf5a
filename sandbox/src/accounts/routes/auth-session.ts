import type { FastifyInstance } from 'fastify';
import type { LogoutResponse, VerifyResponse } from '../../../../src/api/contract/auth';
import type { AppContext } from '../../context';
import { userSession } from '../../http/auth';
import { revoke } from '../../http/sessions';
import { toUsuario } from '../users';

/** POST /autenticacao/verifica and /autenticacao/logout, both with the user's bearer JWT. */
export function sessionRoutes(app: FastifyInstance, { db }: AppContext): void {
  app.post(
    '/autenticacao/verifica',
    { onRequest: app.requireUser },
    async (request): Promise<VerifyResponse> => {
      const session = userSession(request);
      return { usuario: toUsuario(db, session.user), temporario: session.user.temporario === 1 };
    },
  );

  app.post(
    '/autenticacao/logout',
    { onRequest: app.requireUser },
    async (request): Promise<LogoutResponse> => {
      const session = userSession(request);
      revoke(db, session);
      return { mensagem: 'Logout efetuado.' };
    },
  );
}
