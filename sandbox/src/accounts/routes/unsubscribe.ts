import type { FastifyInstance } from 'fastify';
import {
  RECOVERY_PATHS,
  type DescadastrarResponse,
} from '../../../../src/api/contract/booking-recovery';
import type { AppContext } from '../../context';
import { unsubscribingUserId } from '../../repositories/booking-recoveries';
import { refuseAddress, refusedMarketing } from '../../repositories/marketing-refusals';
import { findUserById } from '../../repositories/users';
import { DomainError } from '../../shared/domain-error';
import { linkTokenHash, linkTokenOf } from '../../shared/link-token';
import { refuseEmailMarketing } from '../marketing-consents';

export const UNSUBSCRIBED =
  'Pronto: você não receberá mais e-mails de ofertas e lembretes de reserva. Os e-mails das suas reservas (confirmação, voucher, pré-check-in) continuam chegando.';

/**
 * The recovery e-mail's unsubscribe link (README "Abandoned bookings"), public: the token is the
 * credential, for its one purpose. POST /usuario/descadastrar.
 */
export function unsubscribeRoutes(app: FastifyInstance, { db, config, now }: AppContext): void {
  app.post(RECOVERY_PATHS.unsubscribe, async (request): Promise<DescadastrarResponse> => {
    const token = linkTokenOf(request.body, 'Link de descadastro inválido.');
    const userId = unsubscribingUserId(db, linkTokenHash(token));
    const user = userId === undefined ? undefined : findUserById(db, userId);
    if (!user || user.excluido_em) {
      throw new DomainError('not_found', 'Link de descadastro inválido.');
    }
    // One click, and the same answer if clicked again: the refusal is recorded like any
    // consent change (Meus dados shows it, with its date), and kept for the address the
    // e-mail went to, which the page's words promise.
    if (refusedMarketing(user)) refuseAddress(db, user.email, now());
    else refuseEmailMarketing(db, user, now(), config.siteUrl);
    return { mensagem: UNSUBSCRIBED };
  });
}
