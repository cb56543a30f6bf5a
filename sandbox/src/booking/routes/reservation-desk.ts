import type { FastifyInstance } from 'fastify';
import Type, { type Static } from 'typebox';
import type { ReservaResumo } from '../../../../src/api/contract/account';
import type { AppContext } from '../../context';
import { dayOfInstant } from '../../shared/calendar';
import { id } from '../../shared/request-fields';
import { recordNoShow, NO_SHOW_MESSAGES } from '../reservation-no-show';
import { toResumo } from '../reservations';

const reservationParams = Type.Object({ id: id(NO_SHOW_MESSAGES.notFound) });
type ReservationParams = Static<typeof reservationParams>;

/**
 * The hotel desk's record of a stay, in the services API (the hotel's systems, with the services
 * token): POST /reservas/:id/no-show, the guest never came. Answers the reservation as it is now.
 */
export function reservationDeskRoutes(app: FastifyInstance, { db, now }: AppContext): void {
  app.post<{ Params: ReservationParams }>(
    '/reservas/:id/no-show',
    { schema: { params: reservationParams } },
    async (request): Promise<ReservaResumo> =>
      toResumo(db, recordNoShow(db, request.params.id, dayOfInstant(now()))),
  );
}
