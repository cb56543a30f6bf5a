import type { FastifyInstance, FastifyRequest } from 'fastify';
import Type, { type Static } from 'typebox';
import {
  BOOKING_WAITLIST_MAX_FLEX_DAYS,
  BOOKING_WAITLIST_PATHS,
  type BookingWaitlistCancelRequest,
  type BookingWaitlistChangeRequest,
  type BookingWaitlistJoinRequest,
  type BookingWaitlistOptionsRequest,
  type BookingWaitlistOptionsResponse,
  type BookingWaitlistView,
} from '../../../../src/api/contract/booking-waitlist';
import type { Pensao } from '../../../../src/api/contract/search';
import type { AppContext } from '../../context';
import { availabilityEngine, type AvailabilityEngine } from '../../booking/availability';
import {
  clubMember,
  contractNumber,
  namedContract,
  requireClubMember,
} from '../../club/routes/club-member';
import type { ArrivalOrder } from '../../http/arrival-order';
import { LIMITS, parseStay, SEARCH_HOTEL_IDS } from '../../http/search-input';
import { today, type Day } from '../../shared/calendar';
import { DomainError } from '../../shared/domain-error';
import { guestList, parseGuests } from '../../shared/guest-input';
import { bad, wireDayOf } from '../../shared/input';
import { body, id, integer, list, textWith } from '../../shared/request-fields';
import { schemaOf } from '../../shared/request-schema';
import {
  cancelBookingRequest,
  changeBookingRequestExpiryOf,
  joinBookingWaitlist,
  bookingWaitlistOf,
  waitlistOptions,
  type StayAsk,
} from './requests';

const ARRIVAL = 'Data de chegada inválida: use o formato dd/MM/aaaa.';
const DEPARTURE = 'Data de partida inválida: use o formato dd/MM/aaaa.';
const EXPIRY = 'Informe até quando esperar (dd/MM/aaaa).';
const CHILD_AGE = 'A idade de cada criança deve ser um número inteiro de 0 a 13 anos.';
const PLAN = 'Regime de pensão inválido: use sem, cafe, meia ou inteira.';
const PLANS: readonly Pensao[] = ['sem', 'cafe', 'meia', 'inteira'];
const requestId = id('Informe o pedido da lista de espera.');

const stayFields = {
  numero_contrato: contractNumber,
  id_hotel: id('Hotel inválido.'),
  data_chegada: textWith(ARRIVAL, 40),
  data_partida: textWith(DEPARTURE, 40),
  qtd_adultos: integer('Número de adultos inválido.', LIMITS.minAdults, LIMITS.maxAdults),
  idades_criancas: list(
    integer(CHILD_AGE, 0, LIMITS.maxChildAge),
    LIMITS.maxChildren,
    `Informe a idade de cada criança (no máximo ${LIMITS.maxChildren}).`,
  ),
};
const optionsBody = schemaOf<BookingWaitlistOptionsRequest>()(body(stayFields));
const joinBody = schemaOf<BookingWaitlistJoinRequest>()(
  body({
    ...stayFields,
    id_uh: id('Tipo de apartamento inválido para este hotel.'),
    cod_pensao: Type.Unsafe<Pensao>(Type.String({ erro: PLAN })),
    flexibilidade_dias: integer(
      `Informe de 0 a ${BOOKING_WAITLIST_MAX_FLEX_DAYS} dias de flexibilidade na chegada.`,
      0,
      BOOKING_WAITLIST_MAX_FLEX_DAYS,
    ),
    expira_em: textWith(EXPIRY, 40),
    hospede: guestList,
    aceite: Type.Boolean({ erro: 'É preciso aceitar as regras da lista de espera.' }),
  }),
);
const changeBody = schemaOf<BookingWaitlistChangeRequest>()(
  body({ pedido_id: requestId, expira_em: textWith(EXPIRY, 40) }),
);
const cancelBody = schemaOf<BookingWaitlistCancelRequest>()(body({ pedido_id: requestId }));

/** The stay and party of a request: the contract the caller's and active, the hotel's. */
function stayAsk(
  db: AppContext['db'],
  request: FastifyRequest,
  b: BookingWaitlistOptionsRequest,
  day: Day,
): StayAsk {
  const contract = namedContract(db, b.numero_contrato, clubMember(request));
  if (contract.status !== 'ativo') {
    throw new DomainError('conflict', `O contrato ${contract.numero_contrato} não está ativo.`);
  }
  if (!SEARCH_HOTEL_IDS.includes(b.id_hotel)) throw bad('Hotel inválido.');
  const { arrival, departure } = parseStay(b.data_chegada, b.data_partida, { notBefore: day });
  return {
    contract,
    hotelId: b.id_hotel,
    arrival,
    departure,
    adults: b.qtd_adultos,
    childAges: b.idades_criancas,
    today: day,
  };
}

/**
 * The contract bookings' waitlist (README "Contract booking waitlist"): a club member's own
 * requests, with their JWT. The sweep ahead of every call has served the queue, so a list is up
 * to date. A place in the queue goes in arrival order (http/arrival-order.ts).
 */
export function bookingWaitlistRoutes(
  app: FastifyInstance,
  { db, now }: AppContext,
  order: ArrivalOrder,
  engine: AvailabilityEngine = availabilityEngine(db),
): void {
  const member = [app.requireUser, requireClubMember];
  const day = () => today(new Date(now()));

  app.post<{ Body: Static<typeof optionsBody> }>(
    BOOKING_WAITLIST_PATHS.options,
    { onRequest: member, schema: { body: optionsBody } },
    async (request): Promise<BookingWaitlistOptionsResponse> =>
      waitlistOptions(db, engine, stayAsk(db, request, request.body, day())),
  );

  app.post<{ Body: Static<typeof joinBody> }>(
    BOOKING_WAITLIST_PATHS.join,
    {
      onRequest: [order.arrive, ...member],
      onResponse: order.leave,
      onRequestAbort: order.leave,
      schema: { body: joinBody },
    },
    async (request): Promise<BookingWaitlistView> =>
      order.inTurn(request, () => {
        const b = request.body;
        if (!b.aceite) throw bad('É preciso aceitar as regras da lista de espera.');
        if (!PLANS.includes(b.cod_pensao)) throw bad(PLAN);
        const ask = stayAsk(db, request, b, day());
        if (!engine.isRoomTypeOf(b.id_uh, b.id_hotel)) {
          throw bad('Tipo de apartamento inválido para este hotel.');
        }
        const guests = parseGuests(b.hospede, {
          adults: b.qtd_adultos,
          children: b.idades_criancas.length,
        });
        return joinBookingWaitlist(db, engine, {
          ...ask,
          userId: clubMember(request).user.id,
          roomTypeId: b.id_uh,
          pensao: b.cod_pensao,
          flex: b.flexibilidade_dias,
          expiry: wireDayOf(b.expira_em, EXPIRY),
          guests,
          nowMs: now(),
        });
      }),
  );

  app.post(BOOKING_WAITLIST_PATHS.list, { onRequest: member }, async (request) =>
    bookingWaitlistOf(db, clubMember(request).user.id),
  );

  app.post<{ Body: Static<typeof changeBody> }>(
    BOOKING_WAITLIST_PATHS.changeExpiry,
    { onRequest: member, schema: { body: changeBody } },
    async (request): Promise<BookingWaitlistView> =>
      changeBookingRequestExpiryOf(
        db,
        clubMember(request).user.id,
        request.body.pedido_id,
        wireDayOf(request.body.expira_em, EXPIRY),
        day(),
      ),
  );

  app.post<{ Body: Static<typeof cancelBody> }>(
    BOOKING_WAITLIST_PATHS.cancel,
    { onRequest: member, schema: { body: cancelBody } },
    async (request): Promise<BookingWaitlistView> =>
      cancelBookingRequest(db, clubMember(request).user.id, request.body.pedido_id, now()),
  );
}
