import type { FastifyInstance, FastifyRequest } from 'fastify';
import Type, { type Static } from 'typebox';
import type {
  AcaoReservaResponse,
  CancelarReservaRequest,
} from '../../../../src/api/contract/account';
import type {
  SimularCancelamentoRequest,
  SimularCancelamentoResponse,
} from '../../../../src/api/contract/cancellation';
import { body, optional, textWith } from '../../shared/request-fields';
import { schemaOf } from '../../shared/request-schema';
import { holdByKey, ownReservation, requirePermission } from '../../booking/reservation-actions';
import { findReservationById, type ReservationRow } from '../../booking/reservations';
import { reservationId } from '../../booking/routes/reservation-fields';
import type { AppContext } from '../../context';
import { requireUserUnless, userSession } from '../../http/auth';
import { bad } from '../../shared/input';
import { cancelReservation, simulateCancel } from './room-cancellation';

const cancelBody = schemaOf<CancelarReservaRequest>()(
  body({
    id_reservas_front: reservationId,
    observacoes: optional(
      Type.String({
        maxLength: 500,
        erro: {
          maxLength: 'O motivo do cancelamento deve ter no máximo 500 caracteres.',
          invalido: 'Motivo do cancelamento inválido.',
        },
      }),
    ),
    chave_grupo: optional(textWith('chave_grupo inválida.', 200)),
  }),
);
type CancelBody = Static<typeof cancelBody>;
const simulateBody = schemaOf<SimularCancelamentoRequest>()(
  body({ id_reservas_front: reservationId }),
);

/**
 * POST /reserva/cancelar and /reserva-drvc/cancelar (a hold with its group's release key, a
 * reservation by its owner), and /reserva/cancelamento/simular (the owner's token only,
 * changes nothing): the simulation and the cancel agree (room-cancellation.ts).
 */
export function roomCancellationRoutes(app: FastifyInstance, { db, now }: AppContext): void {
  const ownUser = { onRequest: app.requireUser };

  const cancel = async (
    request: FastifyRequest<{ Body: CancelBody }>,
  ): Promise<AcaoReservaResponse> => {
    const body = request.body;
    let row: ReservationRow;
    if (body.chave_grupo !== undefined) {
      row = holdByKey(db, body.id_reservas_front, body.chave_grupo);
    } else {
      const s = userSession(request);
      row = ownReservation(findReservationById(db, body.id_reservas_front), s.user.id);
      requirePermission(
        s.user,
        'cancelar_reserva',
        'Seu usuário não tem permissão para cancelar reservas.',
      );
    }
    const observacoes = (body.observacoes ?? '').trim();
    if (observacoes === '') throw bad('Informe o motivo do cancelamento.');
    return cancelReservation(db, row, observacoes, now());
  };
  // A hold is cancelled with its group's release key; a reservation by its owner.
  const keyOrOwner = {
    schema: { body: cancelBody },
    preHandler: requireUserUnless(app, (body) => (body as CancelBody).chave_grupo !== undefined),
  };
  app.post<{ Body: CancelBody }>('/reserva/cancelar', keyOrOwner, cancel);
  app.post<{ Body: CancelBody }>('/reserva-drvc/cancelar', keyOrOwner, cancel);

  // What cancelling now would keep and give back: the owner's token only, changes nothing.
  app.post<{ Body: Static<typeof simulateBody> }>(
    '/reserva/cancelamento/simular',
    { ...ownUser, schema: { body: simulateBody } },
    async (request): Promise<SimularCancelamentoResponse> => {
      const s = userSession(request);
      const row = findReservationById(db, request.body.id_reservas_front);
      return simulateCancel(db, ownReservation(row, s.user.id), now());
    },
  );
}
