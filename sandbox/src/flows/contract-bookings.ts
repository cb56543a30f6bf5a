import type { FastifyInstance } from 'fastify';
import type { ReservaResumo } from '../../../src/api/contract/account';
import { CLUB_PATHS } from '../../../src/api/contract/club';
import { contractReservations } from '../booking/contract-reservations';
import { clubMember, namedContract } from '../club/routes/club-member';
import type { AppContext } from '../context';
import { contractsOf } from '../repositories/club-contracts';
import { asBody } from '../shared/input';

/**
 * The member's contract bookings (product-rules §7 `relatorio-drvc/reservas`), of all their
 * contracts or one: the club decides whose contracts they are, the booking lists what was booked
 * against them.
 */
export function contractBookingRoutes(app: FastifyInstance, { db }: AppContext): void {
  app.post(
    CLUB_PATHS.reservations,
    { onRequest: app.requireUser },
    async (request): Promise<ReservaResumo[]> => {
      const session = clubMember(request);
      const body = asBody(request.body);
      const all = body.numero_contrato === undefined || body.numero_contrato === '';
      const contracts = all
        ? contractsOf(db, session.user.id)
        : [namedContract(db, request, session)];
      return contractReservations(
        db,
        session.user.id,
        contracts.map((c) => c.contratos_id),
      );
    },
  );
}
