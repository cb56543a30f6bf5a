import type { FastifyInstance } from 'fastify';
import type { Static } from 'typebox';
import {
  type CertificateAllowance,
  type CertificateAllowanceRequest,
  GUEST_CERTIFICATE_PATHS,
} from '../../../../src/api/contract/guest-certificates';
import type { AppContext } from '../../context';
import { userSession } from '../../http/auth';
import { contractById, isOwnActiveContract } from '../../repositories/club-contracts';
import { parseWireDate } from '../../shared/calendar';
import { DomainError } from '../../shared/domain-error';
import { bad } from '../../shared/input';
import { body, id, textWith } from '../../shared/request-fields';
import { schemaOf } from '../../shared/request-schema';
import { BOOKING_MESSAGES, CLUB_USER_TYPE } from '../booking-rules';
import { certificateAllowance } from '../guest-certificates';

const ARRIVAL = 'Informe a chegada (dd/MM/aaaa).';
const allowanceBody = schemaOf<CertificateAllowanceRequest>()(
  body({ contrato_id: id(BOOKING_MESSAGES.contract), chegada: textWith(ARRIVAL, 40) }),
);

/** A contract's guest certificates left in the use year of an arrival (README "Guest certificates"). */
export function guestCertificateRoutes(
  app: FastifyInstance,
  { db, config, now }: AppContext,
): void {
  app.post<{ Body: Static<typeof allowanceBody> }>(
    GUEST_CERTIFICATE_PATHS.allowance,
    { schema: { body: allowanceBody }, onRequest: app.requireUser },
    async (request): Promise<CertificateAllowance> => {
      const s = userSession(request);
      if (s.user.usuario_tipo_id !== CLUB_USER_TYPE || s.user.temporario === 1) {
        throw new DomainError('forbidden', BOOKING_MESSAGES.clubOnly);
      }
      const { contrato_id: contratoId, chegada } = request.body;
      if (!isOwnActiveContract(db, contratoId, s.user.id)) {
        throw new DomainError('forbidden', BOOKING_MESSAGES.contract);
      }
      const arrival = parseWireDate(chegada);
      if (arrival === null) throw bad(ARRIVAL);
      return certificateAllowance(
        db,
        contractById(db, contratoId)!,
        arrival,
        { feeCents: config.guestCertificateFeeCents, perYear: config.guestCertificatesPerYear },
        now(),
      );
    },
  );
}
