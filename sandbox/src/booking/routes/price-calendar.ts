import type { FastifyInstance } from 'fastify';
import {
  PRICE_CALENDAR_PATH,
  type CalendarioPrecosRequest,
  type CalendarioPrecosResponse,
  type DiaCalendario,
} from '../../../../src/api/contract/price-calendar';
import type { AppContext } from '../../context';
import { registeredCustomer } from '../../http/auth';
import { bad, hotelIdField, parseHotelId, parseRooms, roomsField } from '../../http/search-input';
import type { Static } from 'typebox';
import { body, optional, orNull, textWith } from '../../shared/request-fields';
import { schemaOf } from '../../shared/request-schema';
import { type Day, parseWireDate, today, toWire } from '../../shared/calendar';
import { toReais } from '../../shared/money';
import { paymentTerms } from '../../shared/payment-terms';
import { priceCalendarEngine } from '../price-calendar';
import { isClubOnlyHotel } from '../../repositories/catalogue';

/** The longest range one call prices: two months on screen. */
export const MAX_CALENDAR_DAYS = 62;

const reais = (cents: number | null) => (cents === null ? null : toReais(cents));

/** The line beside a day's or a stay's price (issue 52): its card plan and its PIX price. */
const termsOf = ({ cents, pixCents }: { cents: number | null; pixCents: number | null }) =>
  cents === null || pixCents === null ? {} : { parcelamento: paymentTerms(cents, pixCents) };

/** The calendar's range, chosen arrival, party and hotel, each checked with its own message. */
const calendarBody = schemaOf<CalendarioPrecosRequest>()(
  body(
    {
      data_inicio: textWith('Data inicial inválida: use o formato dd/MM/aaaa.', 40),
      data_fim: textWith('Data final inválida: use o formato dd/MM/aaaa.', 40),
      data_chegada: optional(
        orNull(textWith('Data de chegada inválida: use o formato dd/MM/aaaa.', 40)),
      ),
      apartamentos: roomsField,
      id_hotel: hotelIdField,
    },
    'Dados do calendário inválidos.',
  ),
);
type CalendarBody = Static<typeof calendarBody>;

function parseCalendarQuery(db: AppContext['db'], body: CalendarBody, day: Day) {
  const from = parseWireDate(body.data_inicio);
  if (from === null) throw bad('Data inicial inválida: use o formato dd/MM/aaaa.');
  const to = parseWireDate(body.data_fim);
  if (to === null) throw bad('Data final inválida: use o formato dd/MM/aaaa.');
  if (from < day) throw bad('A data inicial não pode ser anterior a hoje.');
  if (to < from) throw bad('A data final deve ser igual ou posterior à data inicial.');
  if (to - from + 1 > MAX_CALENDAR_DAYS) {
    throw bad(`O calendário cobre no máximo ${MAX_CALENDAR_DAYS} dias por consulta.`);
  }
  let arrival = null;
  if (body.data_chegada !== undefined && body.data_chegada !== null) {
    arrival = parseWireDate(body.data_chegada);
    if (arrival === null) throw bad('Data de chegada inválida: use o formato dd/MM/aaaa.');
    if (arrival < day) throw bad('A data de chegada não pode ser anterior a hoje.');
  }
  const rooms = parseRooms(body.apartamentos);
  const hotelId = parseHotelId(body.id_hotel);
  // A contract's stay is paid in points, not at these prices (product-rules §6).
  if (isClubOnlyHotel(db, hotelId)) {
    throw bad(
      'Este hotel é exclusivo para associados do clube: seus preços não aparecem no calendário.',
    );
  }
  return { from, to, hotelId, rooms, arrival };
}

/**
 * POST /disponibilidade/calendario (issue 28; src/api/contract/price-calendar.ts): the search
 * calendar's nightly prices for a range of at most 62 days, and the stay totals from a chosen
 * arrival. Public like the search: no token, or a valid one.
 */
export function priceCalendarRoutes(app: FastifyInstance, { db }: AppContext): void {
  const priceCalendar = priceCalendarEngine(db);

  app.post<{ Body: CalendarBody }>(
    PRICE_CALENDAR_PATH,
    { schema: { body: calendarBody }, onRequest: app.optionalUser },
    async (request): Promise<CalendarioPrecosResponse> => {
      // A registered customer's figures include the member rates, as their search does.
      const member = registeredCustomer(request);
      const query = parseCalendarQuery(db, request.body, today());
      const { days, stays } = priceCalendar({ ...query, member });
      return {
        dias: days.map((d): DiaCalendario => ({
          data: toWire(d.day),
          valor: reais(d.cents),
          motivo: d.reason,
          ...termsOf(d),
        })),
        estadias: stays.map((s) => ({
          data_partida: toWire(s.departure),
          noites: s.nights,
          valor: reais(s.cents),
          ...termsOf(s),
        })),
      };
    },
  );
}
