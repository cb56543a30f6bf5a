import type { FastifyInstance } from 'fastify';
import {
  RECOVERY_PATHS,
  RECOVERY_REPORT_PATH,
  type DescadastrarResponse,
  type RelatorioRecuperacaoResponse,
  type RetomarReservaResponse,
} from '../../../../src/api/contract/booking-recovery';
import { refuseEmailMarketing } from '../../accounts/marketing-consents';
import { refuseAddress } from '../../accounts/marketing-refusals';
import { refusedMarketing } from '../../accounts/users';
import { findUserById } from '../../repositories/users';
import type { AppContext } from '../../context';
import { asBody, bad } from '../../http/search-input';
import { DomainError } from '../../shared/domain-error';
import { tokenHash } from '../recovery/recovery-offer';
import { LINK_MESSAGES, recoveryReport, resumeBooking } from '../recovery/resume-booking';

/** A link's token as the sandbox makes them (32 bytes, base64url); anything else is no link. */
function linkToken(body: unknown, message: string): string {
  const token = asBody(body, message).token;
  if (typeof token !== 'string' || !/^[A-Za-z0-9_-]{43}$/.test(token)) throw bad(message);
  return token;
}

export const UNSUBSCRIBED =
  'Pronto: você não receberá mais e-mails de ofertas e lembretes de reserva. Os e-mails das suas reservas (confirmação, voucher, pré-check-in) continuam chegando.';

/**
 * The recovery e-mail's two links (README "Abandoned bookings"), public: the token is the
 * credential, for its one purpose. POST /reserva/retomar and POST /usuario/descadastrar.
 */
export function bookingRecoveryRoutes(app: FastifyInstance, { db, config, now }: AppContext): void {
  app.post(RECOVERY_PATHS.resume, async (request): Promise<RetomarReservaResponse> =>
    resumeBooking(db, linkToken(request.body, LINK_MESSAGES.unknown), now(), config.jwtSecret),
  );

  app.post(RECOVERY_PATHS.unsubscribe, async (request): Promise<DescadastrarResponse> => {
    const token = linkToken(request.body, 'Link de descadastro inválido.');
    const row = db
      .prepare('SELECT user_id FROM booking_recoveries WHERE descadastro_hash = ?')
      .get(tokenHash(token)) as { user_id: number } | undefined;
    const user = row ? findUserById(db, row.user_id) : undefined;
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

/** Services API (services token): POST /relatorio/recuperacao. */
export function recoveryReportRoutes(app: FastifyInstance, { db }: AppContext): void {
  app.post(RECOVERY_REPORT_PATH, async (): Promise<RelatorioRecuperacaoResponse> =>
    recoveryReport(db),
  );
}
