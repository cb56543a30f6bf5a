import type { FastifyInstance } from 'fastify';
import {
  ITINERARY_PRICES_PATH,
  MAX_ITINERARIES_PER_CALL,
  type ItinerariosRequest,
  type ItinerariosResponse,
  type TotaisPorPensao,
} from '../../../../src/api/contract/itinerary-prices';
import type { PoliticaCancelamento } from '../../../../src/api/contract/cancellation';
import type { AppContext } from '../../context';
import { bad, LIMITS, parseRooms, roomItem, SEARCH_HOTEL_IDS } from '../../http/search-input';
import Type, { type Static } from 'typebox';
import { body, textWith } from '../../shared/request-fields';
import { schemaOf } from '../../shared/request-schema';
import { type Day, parseWireDate, today, toWire } from '../../shared/calendar';
import { toReais } from '../../shared/money';
import { describePolicy } from '../cancellation-policy';
import { itineraryPricesEngine } from '../itinerary-prices';
import { isClubOnlyHotel } from '../../repositories/catalogue';

/** The widest range of check-in days one call prices (the calendar's two months). */
export const MAX_ARRIVAL_DAYS = 62;
const MAX_HOTELS = 20;
const HOTELS = `Informe de 1 a ${MAX_HOTELS} hotéis.`;

const totals = (cents: number[]): TotaisPorPensao => ({
  sem: toReais(cents[0] ?? 0),
  cafe: toReais(cents[1] ?? 0),
  meia: toReais(cents[2] ?? 0),
  inteira: toReais(cents[3] ?? 0),
});

/** 1 to `most` distinct integers from min to max, named `what` in the messages. */
function distinctIntegers(what: string, min: number, max: number, most: number, wrong: string) {
  return Type.Array(
    Type.Integer({ minimum: min, maximum: max, erro: `Lista de ${what} inválida.` }),
    {
      minItems: 1,
      maxItems: most,
      uniqueItems: true,
      erro: {
        minItems: `Informe ${what}.`,
        uniqueItems: `Lista de ${what} com repetições.`,
        invalido: wrong,
      },
    },
  );
}

const itinerariesBody = schemaOf<ItinerariosRequest>()(
  body(
    {
      hoteis: distinctIntegers('hotéis', 1, 999_999_999, MAX_HOTELS, HOTELS),
      primeira_chegada: textWith('Primeira chegada inválida: use o formato dd/MM/aaaa.', 40),
      ultima_chegada: textWith('Última chegada inválida: use o formato dd/MM/aaaa.', 40),
      noites: distinctIntegers('noites', 1, LIMITS.maxNights, LIMITS.maxNights, 'Informe noites.'),
      quarto: roomItem,
    },
    'Dados dos itinerários inválidos.',
  ),
);
type ItinerariesBody = Static<typeof itinerariesBody>;

/** The request's hotels, arrivals, nights and room beyond their shape. */
function parseItineraryQuery(db: AppContext['db'], body: ItinerariesBody, day: Day) {
  const hotelIds = body.hoteis;
  for (const id of hotelIds) {
    if (!SEARCH_HOTEL_IDS.includes(id)) throw bad(`Hotel inválido: ${id}.`);
    // A contract's stay is paid in points: such a hotel has no public price.
    if (isClubOnlyHotel(db, id)) throw bad(`O hotel ${id} é exclusivo para associados do clube.`);
  }
  const firstArrival = parseWireDate(body.primeira_chegada);
  if (firstArrival === null) throw bad('Primeira chegada inválida: use o formato dd/MM/aaaa.');
  const lastArrival = parseWireDate(body.ultima_chegada);
  if (lastArrival === null) throw bad('Última chegada inválida: use o formato dd/MM/aaaa.');
  if (firstArrival < day) throw bad('A primeira chegada não pode ser anterior a hoje.');
  if (lastArrival < firstArrival) {
    throw bad('A última chegada deve ser igual ou posterior à primeira.');
  }
  if (lastArrival - firstArrival + 1 > MAX_ARRIVAL_DAYS) {
    throw bad(`Consulte no máximo ${MAX_ARRIVAL_DAYS} dias de chegada por vez.`);
  }
  const nights = body.noites;
  const [room] = parseRooms([body.quarto]);
  const count = hotelIds.length * (lastArrival - firstArrival + 1) * nights.length;
  if (count > MAX_ITINERARIES_PER_CALL) {
    throw bad(
      `Itinerários demais numa consulta (${count}); o máximo é ${MAX_ITINERARIES_PER_CALL}.`,
    );
  }
  return { hotelIds, firstArrival, lastArrival, nights, room: room! };
}

/** The results on the wire, each rate with its policy for that arrival, bought `day`. */
function toWireItineraries(
  results: ReturnType<ReturnType<typeof itineraryPricesEngine>>,
  day: Day,
): ItinerariosResponse {
  // Every rate of a kind has the same policy for a given arrival, bought today.
  const policies = new Map<string, PoliticaCancelamento>();
  const policyOf = (tarifa: string, arrival: Day) => {
    const key = `${tarifa}:${arrival}`;
    let policy = policies.get(key);
    if (!policy) policies.set(key, (policy = describePolicy(tarifa, arrival, day)));
    return policy;
  };
  return {
    itinerarios: results.map((r) => ({
      id_hotel: r.hotelId,
      data_chegada: toWire(r.arrival),
      noites: r.nights,
      tarifas: r.rates.map((rate) => ({
        id_uh: rate.typeId,
        uh_nome: rate.name,
        capacidade: rate.capacity,
        valores: totals(rate.cents),
        ...(rate.memberCents ? { valores_cadastrados: totals(rate.memberCents) } : {}),
        politica_cancelamento: policyOf(rate.tarifa, r.arrival),
      })),
    })),
  };
}

/**
 * POST /disponibilidade/itinerarios (issue 30; src/api/contract/itinerary-prices.ts): many
 * stays' prices in one call, for the prices the site sends Google. Public like the search.
 */
export function itineraryPricesRoutes(app: FastifyInstance, { db }: AppContext): void {
  const itineraryPrices = itineraryPricesEngine(db);

  app.post<{ Body: ItinerariesBody }>(
    ITINERARY_PRICES_PATH,
    { schema: { body: itinerariesBody } },
    async (request): Promise<ItinerariosResponse> => {
      const day = today();
      const query = parseItineraryQuery(db, request.body, day);
      return toWireItineraries(itineraryPrices(query), day);
    },
  );
}
