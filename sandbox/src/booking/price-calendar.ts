import type { MotivoSemPreco } from '../../../src/api/contract/price-calendar';
import type { Db } from '../db/types';
import type { Day } from '../shared/calendar';
import { cheapestSetOf, type SetPrice } from './pricing/cheapest-set';
import { pixPercentReader } from '../repositories/pix-discounts';
import { nightsLoaderOf, type TypeNights } from './pricing/nights-window';
import { type Rate, stayPricerOver } from './pricing/stay-prices';
import { type RoomRequest, roomPartyOf, seats } from './pricing/tariff-rules';

/**
 * The search calendar's prices (issue 28, sandbox/README.md "Prices in the calendar"): for each
 * day, the lowest price of the night that starts it for the whole party, and, from a chosen
 * arrival, each stay's lowest total. Priced by the pricing engine (pricing/README.md) from the
 * same inventory and by the same rules as the search, without a coupon: per hotel the party's
 * cheapest set (pricing/cheapest-set.ts), the set the results propose for that stay.
 */

/** The stays priced from an arrival: the search's longest. */
export const MAX_STAY_NIGHTS = 30;

export interface CalendarQuery {
  /** First and last day of the answer (inclusive). */
  from: Day;
  to: Day;
  /** 0 = all hotels (the public ones: not the club's own). */
  hotelId: number;
  rooms: RoomRequest[];
  arrival: Day | null;
  /** A logged-in registered customer: the hotels' member rates apply (as in the search). */
  member: boolean;
}

export interface CalendarDay {
  day: Day;
  cents: number | null;
  /** The same set paid by PIX (README "PIX price"); null with cents. */
  pixCents: number | null;
  reason: MotivoSemPreco | null;
}

export interface CalendarStay {
  departure: Day;
  nights: number;
  cents: number | null;
  pixCents: number | null;
}

export interface PriceCalendar {
  days: CalendarDay[];
  stays: CalendarStay[];
}

/** The party's lowest prices over a window of nights, for stays that fall in it. */
export interface PartyPricer {
  /**
   * The lowest total of the party for the nights [arrival, departure), in cents: in one hotel
   * (`hotelId`), or the cheapest hotel of the window (null). Null when none takes the party.
   */
  total(arrival: Day, departure: Day, hotelId?: number | null): number | null;
  /** The same, with the set's PIX total. */
  price(arrival: Day, departure: Day, hotelId?: number | null): SetPrice | null;
  /** Why no hotel of the window takes the party on the night of `day`. */
  reasonOf(day: Day): MotivoSemPreco;
  /** The hotels of the window. */
  hotelIds(): number[];
}

export interface PricerWindow {
  /** First and last night loaded (inclusive). */
  first: Day;
  last: Day;
  /** 0 = all public hotels. */
  hotelId: number;
  rooms: RoomRequest[];
  /** A logged-in registered customer: the hotels' member rates apply (as in the search). */
  member: boolean;
}

/** Loads the window's nights once (one query) and prices any stay within it in memory. */
export function partyPricerOf(db: Db): (window: PricerWindow) => PartyPricer {
  const loader = nightsLoaderOf(db);

  return function partyPricer({ first, last, hotelId, rooms, member }: PricerWindow): PartyPricer {
    const types = loader
      .roomTypes()
      .filter((t) => t.exclusivo_clube === 0 && (hotelId === 0 || t.hotel_id === hotelId));
    const pricer = stayPricerOver(loader.load(types, first, last + 1));
    const parties = rooms.map(roomPartyOf);
    const rateOf = (nights: TypeNights): Rate => ({
      contract: false,
      memberPct: member ? nights.type.desconto_clientes_pct : 0,
    });

    const hotels = new Map<number, TypeNights[]>();
    for (const nights of pricer.window.types) {
      const list = hotels.get(nights.type.hotel_id) ?? [];
      list.push(nights);
      hotels.set(nights.type.hotel_id, list);
    }
    const hotelTotal = cheapestSetOf(pricer, parties, rateOf, pixPercentReader(db, 'quartos'));

    const price = (arrival: Day, departure: Day, onlyHotel: number | null = null) => {
      if (arrival < first || departure - 1 > last || departure <= arrival) return null;
      if (onlyHotel !== null) {
        const list = hotels.get(onlyHotel);
        return list ? hotelTotal(list, arrival, departure) : null;
      }
      let best: SetPrice | null = null;
      for (const list of hotels.values()) {
        const total = hotelTotal(list, arrival, departure);
        if (total !== null && (best === null || total.cents < best.cents)) best = total;
      }
      return best;
    };

    return {
      total: (arrival, departure, onlyHotel = null) =>
        price(arrival, departure, onlyHotel)?.cents ?? null,
      price,
      reasonOf(day) {
        const i = day - first;
        const all = pricer.window.types;
        if (!all.some((n) => n.open[i])) return 'fechado';
        // The results' reason in the same words (src/features/search/utils/room-failure.ts):
        // 'sem_acomodacao' only when no room type seats some room of the party, whatever the day;
        // when the ones that seat it are sold out or closed that night, 'esgotado', even if
        // rooms too small for the party are free.
        const seated = parties.every((room) => all.some((n) => seats(n.type, room)));
        return seated ? 'esgotado' : 'sem_acomodacao';
      },
      hotelIds: () => [...hotels.keys()],
    };
  };
}

export function priceCalendarEngine(db: Db): (query: CalendarQuery) => PriceCalendar {
  const pricerOf = partyPricerOf(db);
  return function priceCalendar(query: CalendarQuery): PriceCalendar {
    const first = query.arrival === null ? query.from : Math.min(query.from, query.arrival);
    const pricer = pricerOf({
      first,
      last: query.to,
      hotelId: query.hotelId,
      rooms: query.rooms,
      member: query.member,
    });
    const days: CalendarDay[] = [];
    for (let day = query.from; day <= query.to; day++) {
      const night = pricer.price(day, day + 1);
      days.push({
        day,
        cents: night?.cents ?? null,
        pixCents: night?.pixCents ?? null,
        reason: night === null ? pricer.reasonOf(day) : null,
      });
    }
    const stays: CalendarStay[] = [];
    if (query.arrival !== null) {
      const last = Math.min(query.arrival + MAX_STAY_NIGHTS, query.to);
      for (
        let departure = Math.max(query.arrival + 1, query.from);
        departure <= last;
        departure++
      ) {
        const stay = pricer.price(query.arrival, departure);
        stays.push({
          departure,
          nights: departure - query.arrival,
          cents: stay?.cents ?? null,
          pixCents: stay?.pixCents ?? null,
        });
      }
    }
    return { days, stays };
  };
}
