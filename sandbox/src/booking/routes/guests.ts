import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {
  Hospede,
  MensagemResponse,
  PreCheckInValidarResponse,
} from '../../../../src/api/contract/account';
import type { AppContext } from '../../context';
import {
  arrivesInFuture,
  childrenOf,
  findReservationByNumber,
  type ReservationRow,
  STATUS,
  toResumo,
} from '../reservations';
import { completePreCheckIn, findByPreCheckIn } from '../pre-check-in';
import { listGuests, replaceGuests } from '../reservation-guests';
import { userSession } from '../../http/auth';
import { parseArrivalTime, parseGuests } from '../../shared/guest-input';
import { asBody, bad } from '../../shared/input';
import { DomainError } from '../../shared/domain-error';
import { numeroOf } from './reservation-actions';

const INVALID_LINK = 'Link de pré-check-in inválido ou expirado.';

const expectedGuests = (row: ReservationRow) => ({
  adults: row.qtd_adultos,
  children: childrenOf(row),
});

/** Guests of a reservation (owner, bearer) and the pre-check-in link (public, token). */
export function guestRoutes(app: FastifyInstance, { db }: AppContext): void {
  const ownByNumber = (request: FastifyRequest, body: Record<string, unknown>): ReservationRow => {
    const { user } = userSession(request);
    const row = findReservationByNumber(db, numeroOf(body));
    if (!row || row.user_id !== user.id) {
      throw new DomainError('not_found', 'Reserva não encontrada.');
    }
    return row;
  };

  app.post('/hospede', { onRequest: app.requireUser }, async (request): Promise<Hospede[]> => {
    const row = ownByNumber(request, asBody(request.body));
    return listGuests(db, row.id_reservas_front);
  });

  app.post(
    '/hospede/atualizar',
    { onRequest: app.requireUser },
    async (request): Promise<MensagemResponse> => {
      const body = asBody(request.body);
      const row = ownByNumber(request, body);
      if (row.status_id === STATUS.cancelada) {
        throw new DomainError('conflict', 'Reserva cancelada não pode ser alterada.');
      }
      if (
        (row.status_id !== STATUS.preReserva && row.status_id !== STATUS.confirmada) ||
        !arrivesInFuture(row)
      ) {
        throw new DomainError('conflict', 'Esta reserva não pode mais ser alterada.');
      }
      replaceGuests(db, row.id_reservas_front, parseGuests(body.hospede, expectedGuests(row)));
      return { mensagem: 'Hóspedes atualizados.' };
    },
  );

  const byLink = (body: Record<string, unknown>): ReservationRow => {
    const { numero_reserva: numero, token } = body;
    if (
      typeof numero !== 'string' ||
      typeof token !== 'string' ||
      numero.length > 40 ||
      token.length > 200
    ) {
      throw bad(INVALID_LINK);
    }
    const row = findByPreCheckIn(db, numero, token);
    if (!row) throw bad(INVALID_LINK);
    return row;
  };

  app.post('/pre-check-in/validar', async (request): Promise<PreCheckInValidarResponse> => {
    const row = byLink(asBody(request.body));
    return { reserva: toResumo(db, row), hospedes: listGuests(db, row.id_reservas_front) };
  });

  app.post('/pre-check-in/enviar', async (request): Promise<MensagemResponse> => {
    const body = asBody(request.body);
    const row = byLink(body);
    const guests = parseGuests(body.hospedes, expectedGuests(row));
    const horario = parseArrivalTime(body.horario_chegada);
    completePreCheckIn(db, row, guests, horario);
    return { mensagem: 'Pré-check-in concluído. Até breve!' };
  });
}
