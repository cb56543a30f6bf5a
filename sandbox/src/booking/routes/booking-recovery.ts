import type { FastifyInstance } from 'fastify';
import type { Static } from 'typebox';
import {
  RECOVERY_PATHS,
  RECOVERY_REPORT_PATH,
  type RelatorioRecuperacaoResponse,
  type RetomarReservaRequest,
  type RetomarReservaResponse,
} from '../../../../src/api/contract/booking-recovery';
import type { AppContext } from '../../context';
import { linkTokenBody } from '../../shared/request-fields';
import { schemaOf } from '../../shared/request-schema';
import { LINK_MESSAGES, recoveryReport, resumeBooking } from '../recovery/resume-booking';

/**
 * The recovery e-mail's resume link (README "Abandoned bookings"), public: the token is the
 * credential, for its one purpose. POST /reserva/retomar (its unsubscribe link:
 * accounts/routes/unsubscribe.ts).
 */
export function bookingRecoveryRoutes(app: FastifyInstance, { db, config, now }: AppContext): void {
  app.post<{ Body: Static<typeof resumeBody> }>(
    RECOVERY_PATHS.resume,
    { schema: { body: resumeBody } },
    async (request): Promise<RetomarReservaResponse> =>
      resumeBooking(db, request.body.token, now(), config.jwtSecret),
  );
}

const resumeBody = schemaOf<RetomarReservaRequest>()(linkTokenBody(LINK_MESSAGES.unknown));

/** Services API (services token): POST /relatorio/recuperacao. */
export function recoveryReportRoutes(app: FastifyInstance, { db }: AppContext): void {
  app.post(RECOVERY_REPORT_PATH, async (): Promise<RelatorioRecuperacaoResponse> =>
    recoveryReport(db),
  );
}
