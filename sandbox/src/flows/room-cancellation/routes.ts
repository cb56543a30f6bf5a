import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AcaoReservaResponse } from '../../../../src/api/contract/account';
import type { SimularCancelamentoResponse } from '../../../../src/api/contract/cancellation';
import { holdByKey, ownReservation, requirePermission } from '../../booking/reservation-actions';
import { findReservationById, type ReservationRow } from '../../booking/reservations';
import { reservationIdOf } from '../../booking/routes/reservation-actions';
import type { AppContext } from '../../context';
import { requireUserUnless, userSession } from '../../http/auth';
import { asBody, bad } from '../../http/search-input';
import { cancelReservation, simulateCancel } from './room-cancellation';

/**
 * POST /reserva/cancelar and /reserva-drvc/cancelar (a hold with its group's release key, a
 * reservation by its owner), and /reserva/cancelamento/simular (the owner's token only,
 * changes nothing): the simulation and the cancel agree (room-cancellation.ts).
 */
export function roomCancellationRoutes(app: FastifyInstance, { db, now }: AppContext): void {
  const ownUser = { onRequest: app.requireUser };

  const cancel = async (request: FastifyRequest): Promise<AcaoReservaResponse> => {
    const body = asBody(request.body);
    let row: ReservationRow;
    if (body.chave_grupo !== undefined) {
      row = holdByKey(db, reservationIdOf(body), body.chave_grupo);
    } else {
      const s = userSession(request);
      row = ownReservation(findReservationById(db, reservationIdOf(body)), s.user.id);
      requirePermission(
        s.user,
        'cancelar_reserva',
        'Seu usuário não tem permissão para cancelar reservas.',
      );
    }
    if (body.observacoes !== undefined && typeof body.observacoes !== 'string') {
      throw bad('Motivo do cancelamento inválido.');
    }
    const observacoes = typeof body.observacoes === 'string' ? body.observacoes.trim() : '';
    if (observacoes === '') throw bad('Informe o motivo do cancelamento.');
    if (observacoes.length > 500) {
      throw bad('O motivo do cancelamento deve ter no máximo 500 caracteres.');
    }
    return cancelReservation(db, row, observacoes, now());
  };
  // A hold is cancelled with its group's release key; a reservation by its owner.
  const keyOrOwner = {
    preHandler: requireUserUnless(app, (body) => asBody(body).chave_grupo !== undefined),
  };
  app.post('/reserva/cancelar', keyOrOwner, cancel);
  app.post('/reserva-drvc/cancelar', keyOrOwner, cancel);

  // What cancelling now would keep and give back: the owner's token only, changes nothing.
  app.post(
    '/reserva/cancelamento/simular',
    ownUser,
    async (request): Promise<SimularCancelamentoResponse> => {
      const s = userSession(request);
      const row = findReservationById(db, reservationIdOf(asBody(request.body)));
      return simulateCancel(db, ownReservation(row, s.user.id), now());
    },
  );
}
