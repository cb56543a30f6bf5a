import type { FastifyInstance } from 'fastify';
import Type, { type Static } from 'typebox';
import {
  DEPOSIT_CANCEL_PATHS,
  type DepositCancelEffect,
  type DepositCancelRequest,
  type MemberDeposit,
} from '../../../../src/api/contract/deposit-cancellation';
import type { AppContext } from '../../context';
import { permissionsOf } from '../../repositories/users';
import { today } from '../../shared/calendar';
import { DomainError } from '../../shared/domain-error';
import { body, id } from '../../shared/request-fields';
import { schemaOf } from '../../shared/request-schema';
import { cancelDeposit, depositsOf } from '../deposit-cancellation';
import { serveWaitlist } from '../deposit-waitlist';
import { depositor, depositorHooks } from './club-member';

const cancelBody = schemaOf<DepositCancelRequest>()(
  body({
    deposito_semana_id: id('Informe o depósito.'),
    confirmar: Type.Boolean({ erro: 'Diga se o cancelamento é para confirmar (true ou false).' }),
  }),
);

/**
 * The member's deposits and their cancellation (README "Week deposits"), with their JWT. A
 * confirmed cancellation frees a unit: the week's waitlist is served at once, not at the next
 * call's sweep.
 */
export function depositCancellationRoutes(
  app: FastifyInstance,
  { db, config, now }: AppContext,
): void {
  const ownUser = { onRequest: depositorHooks(app) };
  const day = () => today(new Date(now()));

  app.post(DEPOSIT_CANCEL_PATHS.list, ownUser, async (request): Promise<MemberDeposit[]> =>
    depositsOf(db, depositor(request).user.id, day(), now()),
  );

  app.post<{ Body: Static<typeof cancelBody> }>(
    DEPOSIT_CANCEL_PATHS.cancel,
    { ...ownUser, schema: { body: cancelBody } },
    async (request): Promise<DepositCancelEffect> => {
      const session = depositor(request);
      if (!permissionsOf(session.user).deposito_semana_cancelar) {
        throw new DomainError(
          'forbidden',
          'Seu usuário não tem permissão para cancelar depósitos.',
        );
      }
      const effect = cancelDeposit(db, {
        userId: session.user.id,
        id: request.body.deposito_semana_id,
        confirm: request.body.confirmar,
        today: day(),
        nowMs: now(),
      });
      if (request.body.confirmar) serveWaitlist(db, day(), now(), config.siteUrl);
      return effect;
    },
  );
}
