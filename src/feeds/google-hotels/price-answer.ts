import { type Itinerario, MAX_ITINERARIES_PER_CALL } from '@/api/contract/itinerary-prices';
import { hotelOptionsFor } from '@/features/search/utils/hotel-options';
import { formatIsoDay, formatWireDate, parseIsoDay, today } from '@/lib/dates';
import { getItineraryPrices } from './get-itinerary-prices';
import { type PriceQuery, readPriceQuery } from './query-message';
import { type PricedItinerary, transactionXml } from './transaction-message';

/**
 * Google's price endpoint (issue 30, docs/deploy.md "Google Hotels"): a Query message in, a
 * Transaction message out, priced by the availability API's itinerary prices. Pull, not push:
 * Google asks for the itineraries its users look at, and the answer is computed at that moment
 * from the same inventory the search reads, so it cannot go stale between a push and a search.
 */

export interface GoogleAnswer {
  status: number;
  contentType: string;
  body: string;
}

/** The hotels with public prices: the search's, less the club's own. */
const PRICED_HOTELS = new Set(
  hotelOptionsFor(false)
    .map((option) => option.value)
    .filter((id) => id !== 0),
);
/** The availability API prices at most 20 hotels and 5 000 itineraries per call. */
const MAX_HOTELS_PER_CALL = 20;
/** A live query waits about a second; a slower answer is useless to it. */
const API_TIMEOUT_MS = 5_000;

/** A hotel list id ('1') as the API's hotel id; NaN for anything else ('01', 'x'). */
const hotelIdOf = (property: string) =>
  /^[1-9]\d{0,8}$/.test(property) ? Number(property) : Number.NaN;

const json = (status: number, body: object): GoogleAnswer => ({
  status,
  contentType: 'application/json; charset=utf-8',
  body: JSON.stringify(body),
});

/** Children this old or older are adults here (the search's rooms take children up to 13). */
const ADULT_AGE = 14;
/** The most adults a room of the search takes. */
const MAX_ROOM_ADULTS = 10;

/**
 * The query's party as the search counts it: Google's children go up to 17, ours to 13, so a
 * teenager is priced as an adult (as at the hotel's desk).
 */
function searchParty(query: PriceQuery) {
  const teenagers = query.childAges.filter((age) => age >= ADULT_AGE).length;
  return {
    qtd_adultos: query.adults + teenagers,
    criancas: query.childAges.filter((age) => age < ADULT_AGE).map((idade) => ({ idade })),
  };
}

async function priced(query: PriceQuery, from: Date): Promise<Map<string, Itinerario>> {
  const found = new Map<string, Itinerario>();
  const checkins = query.checkins.filter((day) => day >= formatIsoDay(from));
  const hotels = query.properties.map(hotelIdOf).filter((id) => PRICED_HOTELS.has(id));
  const quarto = searchParty(query);
  // No room seats more adults: nothing to ask, every stay is unavailable.
  if (quarto.qtd_adultos > MAX_ROOM_ADULTS) return found;
  if (checkins.length === 0 || hotels.length === 0) return found;
  const perHotel = checkins.length * query.nights.length;
  const perCall = Math.max(
    1,
    Math.min(MAX_HOTELS_PER_CALL, Math.floor(MAX_ITINERARIES_PER_CALL / perHotel)),
  );
  const calls: Promise<void>[] = [];
  for (let i = 0; i < hotels.length; i += perCall) {
    const request = {
      hoteis: hotels.slice(i, i + perCall),
      primeira_chegada: formatWireDate(parseIsoDay(checkins[0]!)!),
      ultima_chegada: formatWireDate(parseIsoDay(checkins[checkins.length - 1]!)!),
      noites: query.nights,
      quarto,
    };
    calls.push(
      getItineraryPrices(request, API_TIMEOUT_MS).then(({ itinerarios }) => {
        for (const it of itinerarios) {
          found.set(`${it.id_hotel}|${it.data_chegada}|${it.noites}`, it);
        }
      }),
    );
  }
  await Promise.all(calls);
  return found;
}

/** Answers one Query message (`xml`) at `now`. */
export async function googlePriceAnswer(
  xml: string,
  now: Date = new Date(),
): Promise<GoogleAnswer> {
  const hotelsToday = today(now);
  const reading = readPriceQuery(xml, hotelsToday);
  if (!reading.ok) return json(400, { erro: reading.erro });
  const { query } = reading;
  let found: Map<string, Itinerario>;
  try {
    found = await priced(query, hotelsToday);
  } catch {
    // Google asks again later; an empty or made-up price would be worse.
    return json(503, { erro: 'Preços indisponíveis no momento. Tente novamente.' });
  }
  const items: PricedItinerary[] = [];
  for (const property of query.properties) {
    for (const checkin of query.checkins) {
      const wire = formatWireDate(parseIsoDay(checkin)!);
      for (const nights of query.nights) {
        const itinerary = found.get(`${hotelIdOf(property)}|${wire}|${nights}`) ?? null;
        items.push({ property, checkin, nights, itinerary });
      }
    }
  }
  const body = transactionXml(items, query, {
    id: globalThis.crypto.randomUUID(),
    timestamp: now.toISOString().replace(/\.\d{3}Z$/, 'Z'),
  });
  return { status: 200, contentType: 'application/xml; charset=utf-8', body };
}
