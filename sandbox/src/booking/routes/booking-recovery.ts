import type { FastifyInstance } from 'fastify';
import {
  RECOVERY_PATHS,
  RECOVERY_REPORT_PATH,
  type RelatorioRecuperacaoResponse,
  type RetomarReservaResponse,
} from '../../../../src/api/contract/booking-recovery';
import type { AppContext } from '../../context';
import { linkTokenOf } from '../../shared/link-token';
import { LINK_MESSAGES, recoveryReport, resumeBooking } from '../recovery/resume-booking';

/**
 * The recovery e-mail's resume link (README "Abandoned bookings"), public: the token is the
 * credential, for its one purpose. POST /reserva/retomar (its unsubscribe link:
 * accounts/routes/unsubscribe.ts).
 */
export function bookingRecoveryRoutes(app: FastifyInstance, { db, config, now }: AppContext): void {
  app.post(RECOVERY_PATHS.resume, async (request): Promise<RetomarReservaResponse> =>
    resumeBooking(db, linkTokenOf(request.body, LINK_MESSAGES.unknown), now(), config.jwtSecret),
  );
}

/** Services API (services token): POST /relatorio/recuperacao. */
export function recoveryReportRoutes(app: FastifyInstance, { db }: AppContext): void {
  app.post(RECOVERY_REPORT_PATH, async (): Promise<RelatorioRecuperacaoResponse> =>
    recoveryReport(db),
  );
}
