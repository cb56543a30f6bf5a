import type { FastifyInstance } from 'fastify';
import type { ReservaResumo } from '../../../src/api/contract/account';
import type { Static } from 'typebox';
import { CLUB_PATHS, type ContractReservationsRequest } from '../../../src/api/contract/club';
import { contractReservations } from '../booking/contract-reservations';
import {
  clubMember,
  contractNumberOrAll,
  namedContract,
  requireClubMember,
} from '../club/routes/club-member';
import type { AppContext } from '../context';
import { contractsOf } from '../repositories/club-contracts';
import { body, optional } from '../shared/request-fields';
import { schemaOf } from '../shared/request-schema';

/** One contract's bookings, or (no number, or '') every contract's. */
const reservationsBody = schemaOf<ContractReservationsRequest>()(
  body({
    numero_contrato: optional(contractNumberOrAll),
  }),
);

/**
 * The member's contract bookings (product-rules §7 `relatorio-drvc/reservas`), of all their
 * contracts or one: the club decides whose contracts they are, the booking lists what was booked
 * against them.
 */
export function contractBookingRoutes(app: FastifyInstance, { db }: AppContext): void {
  app.post<{ Body: Static<typeof reservationsBody> }>(
    CLUB_PATHS.reservations,
    { onRequest: [app.requireUser, requireClubMember], schema: { body: reservationsBody } },
    async (request): Promise<ReservaResumo[]> => {
      const session = clubMember(request);
      const numero = request.body.numero_contrato;
      const contracts =
        numero === undefined || numero.trim() === ''
          ? contractsOf(db, session.user.id)
          : [namedContract(db, numero, session)];
      return contractReservations(
        db,
        session.user.id,
        contracts.map((c) => c.contratos_id),
      );
    },
  );
}
