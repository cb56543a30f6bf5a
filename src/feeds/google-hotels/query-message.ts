import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { addDays, compareDays, daysBetween, formatIsoDay, parseIsoDay } from '@/lib/dates';

/**
 * Google's pricing Query message (developers.google.com/hotels/hotel-prices/dev-guide/
 * query-messages and xml-reference/queries), as Google POSTs it to our price endpoint. Two
 * documented shapes, both with a `<PropertyList>` of hotel ids:
 * - one itinerary: `<Checkin>` and `<Nights>`;
 * - a range of check-in days: `<FirstDate>` and `<LastDate>` (every length of stay we price, or
 *   the one `<Nights>` given).
 * Optional: `<DeadlineMs>` (a live query), and a `<Context>` whose `<OccupancyDetails>` (adults,
 * children's ages) or `<Occupancy>` says the party; without it, Google's default of 2 adults.
 * Anything else is refused with a reason: the endpoint answers 400 `{ erro }`.
 */

/** Lengths of stay a range query is answered for when it names none. */
export const RANGE_NIGHTS = [1, 2, 3, 4, 5, 6, 7] as const;
/** Bounds of one query: hotels, check-in days, itineraries, and the party's size. */
export const QUERY_LIMITS = {
  properties: 50,
  checkinDays: 62,
  /** The 14 hotels' 62 check-in days x the 7 lengths (6 076), with some room. */
  itineraries: 7000,
  maxNights: 30,
  maxAdults: 10,
  maxChildren: 4,
  maxChildAge: 17,
  /** Check-in days ahead we price (Google's default advance booking window). */
  advanceDays: 330,
} as const;

export interface PriceQuery {
  /** Check-in days, ISO (YYYY-MM-DD), in order. */
  checkins: string[];
  nights: number[];
  /** Hotel ids as Google sent them (the hotel list's `<id>`), in order, no repeats. */
  properties: string[];
  adults: number;
  childAges: number[];
  /** One itinerary: each room type and meal plan is sent as a room bundle too. */
  single: boolean;
}

export type QueryReading = { ok: true; query: PriceQuery } | { ok: false; erro: string };

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  trimValues: true,
  processEntities: false,
  isArray: (name) => ['Property', 'Child', 'Context'].includes(name),
});

class Refused extends Error {}
const refuse = (message: string): never => {
  throw new Refused(message);
};

const text = (value: unknown): string | null =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null;

function positive(value: unknown, what: string, max: number): number {
  const raw = text(value);
  if (raw === null || !/^\d{1,4}$/.test(raw) || Number(raw) < 1 || Number(raw) > max) {
    refuse(`${what} inválido: use um número de 1 a ${max}.`);
  }
  return Number(raw);
}

function isoDay(value: unknown, what: string): Date {
  const raw = text(value);
  const day = raw === null ? null : parseIsoDay(raw);
  return day ?? refuse(`${what} inválida: use o formato AAAA-MM-DD.`);
}

function party(contexts: unknown): { adults: number; childAges: number[] } {
  if (contexts === undefined) return { adults: 2, childAges: [] };
  const list = contexts as unknown[];
  if (list.length !== 1) refuse('Envie no máximo um <Context> por consulta.');
  const context = (list[0] ?? {}) as Record<string, unknown>;
  const details = context.OccupancyDetails as Record<string, unknown> | undefined;
  if (details && typeof details === 'object') {
    const adults = positive(details.NumAdults, '<NumAdults>', QUERY_LIMITS.maxAdults);
    const children = (details.Children as Record<string, unknown> | undefined)?.Child;
    const ages = ((children as unknown[] | undefined) ?? []).map((child) => {
      const raw = text((child as Record<string, unknown> | null)?.['@age']);
      if (raw === null || !/^\d{1,2}$/.test(raw) || Number(raw) > QUERY_LIMITS.maxChildAge) {
        refuse(`Idade de criança inválida: de 0 a ${QUERY_LIMITS.maxChildAge}.`);
      }
      return Number(raw);
    });
    if (ages.length > QUERY_LIMITS.maxChildren) {
      refuse(`No máximo ${QUERY_LIMITS.maxChildren} crianças por quarto.`);
    }
    return { adults, childAges: ages };
  }
  if (context.Occupancy !== undefined) {
    return {
      adults: positive(context.Occupancy, '<Occupancy>', QUERY_LIMITS.maxAdults),
      childAges: [],
    };
  }
  return { adults: 2, childAges: [] };
}

/** Reads a Query message; `today` is the hotels' today (their check-in days start there). */
export function readPriceQuery(xml: string, today: Date): QueryReading {
  try {
    // No document type: no entity can expand, no external file can be named.
    if (/<!DOCTYPE|<!ENTITY/i.test(xml)) refuse('Declarações DOCTYPE não são aceitas.');
    if (XMLValidator.validate(xml) !== true) refuse('XML malformado.');
    const root = (parser.parse(xml) as Record<string, unknown>).Query;
    if (root === undefined) refuse('A mensagem deve ter a raiz <Query>.');
    // An empty <Query/> reads as '': a query that asks for nothing.
    const query = (typeof root === 'object' && root !== null ? root : {}) as Record<
      string,
      unknown
    >;
    if (query.HotelInfoProperties !== undefined) {
      refuse('Consultas de metadados não são atendidas: os quartos vêm nas respostas de preço.');
    }

    const ids = ((query.PropertyList as Record<string, unknown> | undefined)?.Property ??
      []) as unknown[];
    const properties = ids.map((id) => {
      const raw = text(id);
      if (raw === null || !/^[\w-]{1,40}$/.test(raw)) refuse('<Property> inválido.');
      return raw!;
    });
    if (properties.length === 0) refuse('Informe ao menos um <Property> em <PropertyList>.');
    if (properties.length > QUERY_LIMITS.properties) {
      refuse(`No máximo ${QUERY_LIMITS.properties} hotéis por consulta.`);
    }
    if (new Set(properties).size !== properties.length) refuse('<Property> repetido.');

    let first: Date;
    let last: Date;
    let nights: number[];
    const single = query.Checkin !== undefined;
    if (single) {
      if (query.FirstDate !== undefined || query.LastDate !== undefined) {
        refuse('Use <Checkin> ou <FirstDate>/<LastDate>, não os dois.');
      }
      first = last = isoDay(query.Checkin, '<Checkin>');
      nights = [positive(query.Nights, '<Nights>', QUERY_LIMITS.maxNights)];
    } else if (query.FirstDate !== undefined && query.LastDate !== undefined) {
      first = isoDay(query.FirstDate, '<FirstDate>');
      last = isoDay(query.LastDate, '<LastDate>');
      if (compareDays(last, first) < 0) refuse('<LastDate> anterior a <FirstDate>.');
      if (daysBetween(first, last) + 1 > QUERY_LIMITS.checkinDays) {
        refuse(`No máximo ${QUERY_LIMITS.checkinDays} dias de check-in por consulta.`);
      }
      nights =
        query.Nights === undefined
          ? [...RANGE_NIGHTS]
          : [positive(query.Nights, '<Nights>', QUERY_LIMITS.maxNights)];
    } else {
      refuse('Informe <Checkin> e <Nights>, ou <FirstDate> e <LastDate>.');
    }
    if (daysBetween(today, first!) > QUERY_LIMITS.advanceDays) {
      refuse(`Check-in além de ${QUERY_LIMITS.advanceDays} dias não é consultado.`);
    }
    const checkins: string[] = [];
    for (let day = first!; compareDays(day, last!) <= 0; day = addDays(day, 1)) {
      checkins.push(formatIsoDay(day));
    }
    const count = properties.length * checkins.length * nights!.length;
    if (count > QUERY_LIMITS.itineraries) {
      refuse(
        `Itinerários demais numa consulta (${count}); o máximo é ${QUERY_LIMITS.itineraries}.`,
      );
    }
    const { adults, childAges } = party(query.Context);
    return {
      ok: true,
      query: { checkins, nights: nights!, properties, adults, childAges, single },
    };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, erro: error.message };
    return { ok: false, erro: 'Consulta inválida.' };
  }
}
