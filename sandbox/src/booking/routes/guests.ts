import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import type {
  AtualizarHospedesRequest,
  Hospede,
  HospedesRequest,
  MensagemResponse,
  PreCheckInEnviarRequest,
  PreCheckInValidarRequest,
  PreCheckInValidarResponse,
} from '../../../../src/api/contract/account';
import { body, textWith } from '../../shared/request-fields';
import { schemaOf } from '../../shared/request-schema';
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
import { guestList, parseArrivalTime, parseGuests } from '../../shared/guest-input';
import { bad } from '../../shared/input';
import { DomainError } from '../../shared/domain-error';
import { reservationNumber } from './reservation-fields';

const INVALID_LINK = 'Link de pré-check-in inválido ou expirado.';

const expectedGuests = (row: ReservationRow) => ({
  adults: row.qtd_adultos,
  children: childrenOf(row),
});

const byNumberBody = schemaOf<HospedesRequest>()(body({ numero_reserva: reservationNumber }));
const updateBody = schemaOf<AtualizarHospedesRequest>()(
  body({ numero_reserva: reservationNumber, hospede: guestList }),
);
const link = {
  numero_reserva: textWith(INVALID_LINK, 40),
  token: textWith(INVALID_LINK, 200),
};
const linkBody = schemaOf<PreCheckInValidarRequest>()(body(link));
const preCheckInBody = schemaOf<PreCheckInEnviarRequest>()(
  body({
    ...link,
    hospedes: guestList,
    horario_chegada: textWith('Horário de chegada inválido: use o formato HH:mm.', 10),
  }),
);

/** Guests of a reservation (owner, bearer) and the pre-check-in link (public, token). */
export function guestRoutes(app: FastifyInstance, { db }: AppContext): void {
  const ownByNumber = (request: FastifyRequest, numero: string): ReservationRow => {
    const { user } = userSession(request);
    const row = findReservationByNumber(db, numero.trim());
    if (!row || row.user_id !== user.id) {
      throw new DomainError('not_found', 'Reserva não encontrada.');
    }
    return row;
  };

  app.post<{ Body: Static<typeof byNumberBody> }>(
    '/hospede',
    { schema: { body: byNumberBody }, onRequest: app.requireUser },
    async (request): Promise<Hospede[]> => {
      const row = ownByNumber(request, request.body.numero_reserva);
      return listGuests(db, row.id_reservas_front);
    },
  );

  app.post<{ Body: Static<typeof updateBody> }>(
    '/hospede/atualizar',
    { schema: { body: updateBody }, onRequest: app.requireUser },
    async (request): Promise<MensagemResponse> => {
      const body = request.body;
      const row = ownByNumber(request, body.numero_reserva);
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

  const byLink = ({ numero_reserva, token }: Static<typeof linkBody>): ReservationRow => {
    const row = findByPreCheckIn(db, numero_reserva, token);
    if (!row) throw bad(INVALID_LINK);
    return row;
  };

  app.post<{ Body: Static<typeof linkBody> }>(
    '/pre-check-in/validar',
    { schema: { body: linkBody } },
    async (request): Promise<PreCheckInValidarResponse> => {
      const row = byLink(request.body);
      return { reserva: toResumo(db, row), hospedes: listGuests(db, row.id_reservas_front) };
    },
  );

  app.post<{ Body: Static<typeof preCheckInBody> }>(
    '/pre-check-in/enviar',
    { schema: { body: preCheckInBody } },
    async (request): Promise<MensagemResponse> => {
      const body = request.body;
      const row = byLink(body);
      const guests = parseGuests(body.hospedes, expectedGuests(row));
      const horario = parseArrivalTime(body.horario_chegada);
      completePreCheckIn(db, row, guests, horario);
      return { mensagem: 'Pré-check-in concluído. Até breve!' };
    },
  );
}
