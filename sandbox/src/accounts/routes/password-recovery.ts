import type { FastifyInstance } from 'fastify';
import Type from 'typebox';
import type { RecuperarSenhaRequest } from '../../../../src/api/contract/account';
import { schemaOf } from '../../shared/request-schema';
import type { AppContext } from '../../context';
import { onlyDigits } from '../../shared/documents';
import { startPasswordReset } from '../password-reset';
import { findUserByCpf } from '../../repositories/users';
import { DomainError } from '../../shared/domain-error';

const body = schemaOf<RecuperarSenhaRequest>()(
  Type.Object({ usuario: Type.String({ minLength: 1, maxLength: 20 }) }),
);

/** POST /usuario/recuperar-senha {usuario}: e-mails a one-hour, single-use reset link. */
export function passwordRecoveryRoute(app: FastifyInstance, { db, config }: AppContext): void {
  app.post<{ Body: { usuario: string } }>(
    '/usuario/recuperar-senha',
    { schema: { body } },
    async (request) => {
      const user = findUserByCpf(db, onlyDigits(request.body.usuario));
      if (!user || user.temporario === 1)
        throw new DomainError('not_found', 'Usuário não encontrado.');
      startPasswordReset(db, user, config.siteUrl);
      return {
        mensagem:
          'Enviamos uma mensagem para o seu email com informações para recuperar sua senha.',
      };
    },
  );
}
