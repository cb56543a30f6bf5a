import type { FastifyInstance } from 'fastify';
import type { Static } from 'typebox';
import {
  RECOVERY_PATHS,
  type DescadastrarRequest,
  type DescadastrarResponse,
} from '../../../../src/api/contract/booking-recovery';
import type { AppContext } from '../../context';
import { unsubscribingUserId } from '../../repositories/booking-recoveries';
import { refuseAddress, refusedMarketing } from '../../repositories/marketing-refusals';
import { findUserById } from '../../repositories/users';
import { DomainError } from '../../shared/domain-error';
import { linkTokenHash } from '../../shared/link-token';
import { linkTokenBody } from '../../shared/request-fields';
import { schemaOf } from '../../shared/request-schema';
import { refuseEmailMarketing } from '../marketing-consents';

const INVALID_LINK = 'Link de descadastro inválido.';

export const UNSUBSCRIBED =
  'Pronto: você não receberá mais e-mails de ofertas e lembretes de reserva. Os e-mails das suas reservas (confirmação, voucher, pré-check-in) continuam chegando.';

/**
 * The recovery e-mail's unsubscribe link (README "Abandoned bookings"), public: the token is the
 * credential, for its one purpose. POST /usuario/descadastrar.
 */
const unsubscribeBody = schemaOf<DescadastrarRequest>()(linkTokenBody(INVALID_LINK));

export function unsubscribeRoutes(app: FastifyInstance, { db, config, now }: AppContext): void {
  app.post<{ Body: Static<typeof unsubscribeBody> }>(
    RECOVERY_PATHS.unsubscribe,
    { schema: { body: unsubscribeBody } },
    async (request): Promise<DescadastrarResponse> => {
      const userId = unsubscribingUserId(db, linkTokenHash(request.body.token));
      const user = userId === undefined ? undefined : findUserById(db, userId);
      if (!user || user.excluido_em) {
        throw new DomainError('not_found', INVALID_LINK);
      }
      // One click, and the same answer if clicked again: the refusal is recorded like any
      // consent change (Meus dados shows it, with its date), and kept for the address the
      // e-mail went to, which the page's words promise.
      if (refusedMarketing(user)) refuseAddress(db, user.email, now());
      else refuseEmailMarketing(db, user, now(), config.siteUrl);
      return { mensagem: UNSUBSCRIBED };
    },
  );
}
