import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import Type from 'typebox';
import { schemaOf } from '../../shared/request-schema';
import type { LoginRequest, LoginResponse } from '../../../../src/api/contract/auth';
import type { AppContext } from '../../context';
import { onlyDigits } from '../../shared/documents';
import { verifyPassword } from '../passwords';
import { issueToken } from '../../http/sessions';
import { findUserByCpf } from '../../repositories/users';
import { DomainError } from '../../shared/domain-error';

const body = schemaOf<LoginRequest>()(
  Type.Object({
    usuario: Type.String({ minLength: 1, maxLength: 20 }),
    senha: Type.String({ minLength: 1, maxLength: 200 }),
    token_sistema: Type.String({ minLength: 1, maxLength: 200 }),
  }),
);

const BAD_CREDENTIALS = 'Usuário e senha incorretos.';

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** POST /autenticacao/login: CPF + password + the site's system token -> HS256 JWT. */
export function loginRoute(app: FastifyInstance, { db, config }: AppContext): void {
  app.post<{ Body: LoginRequest }>(
    '/autenticacao/login',
    { schema: { body } },
    async (request): Promise<LoginResponse> => {
      const { usuario, senha, token_sistema } = request.body;
      if (!sameText(token_sistema, config.tokens.system))
        throw new DomainError('unauthenticated', 'Token do sistema inválido.');
      const user = findUserByCpf(db, onlyDigits(usuario));
      // Temporary (pre-reservation) users have no usable password: they never log in.
      if (
        !user ||
        user.temporario === 1 ||
        user.excluido_em !== null ||
        !(await verifyPassword(senha, user.password_hash))
      ) {
        throw new DomainError('unauthenticated', BAD_CREDENTIALS);
      }
      return {
        token_jwt: await issueToken(
          { secret: config.jwtSecret, ttlSeconds: config.jwtTtlSeconds },
          user.id,
        ),
      };
    },
  );
}
