import type { FastifyInstance } from 'fastify';
import type { LogoutResponse, VerifyResponse } from '../../../../src/api/contract/auth';
import type { AppContext } from '../../context';
import { authenticate, revoke } from '../sessions';
import { toUsuario } from '../users';
import { bearerToken } from '../../http/fixed-token';

/** POST /autenticacao/verifica and /autenticacao/logout, both with the user's bearer JWT. */
export function sessionRoutes(app: FastifyInstance, { db, config }: AppContext): void {
  const keys = { secret: config.jwtSecret, ttlSeconds: config.jwtTtlSeconds };

  app.post('/autenticacao/verifica', async (request): Promise<VerifyResponse> => {
    const session = await authenticate(db, keys, bearerToken(request.headers.authorization));
    return { usuario: toUsuario(db, session.user), temporario: session.user.temporario === 1 };
  });

  app.post('/autenticacao/logout', async (request): Promise<LogoutResponse> => {
    const session = await authenticate(db, keys, bearerToken(request.headers.authorization));
    revoke(db, session);
    return { mensagem: 'Logout efetuado.' };
  });
}
