import type { Db } from '../db/types';
import type { Day } from '../shared/calendar';
import type { RoomRequest } from './pricing/tariff-rules';
import { partyPricerOf } from './price-calendar';

/**
 * When the search finds nothing for a stay (issue 28, sandbox/README.md "Alternatives"): the
 * stays of the same length up to 7 days before and after that the party fits, nearest first,
 * and the other hotels that take the party on the same dates, cheapest first. Priced by the
 * calendar's pricer (price-calendar.ts), so a date the alternatives propose has the total the
 * calendar and the results show.
 */

export const ALTERNATIVE_DAYS = 7;
export const MAX_DATE_ALTERNATIVES = 6;

export interface AlternativesQuery {
  arrival: Day;
  departure: Day;
  /** 0 = all hotels. */
  hotelId: number;
  rooms: RoomRequest[];
  today: Day;
  /** A logged-in registered customer: the hotels' member rates apply (as in the search). */
  member: boolean;
}

export interface Alternatives {
  dates: { arrival: Day; departure: Day; cents: number }[];
  hotels: { hotelId: number; cents: number }[];
}

export function stayAlternativesEngine(db: Db): (query: AlternativesQuery) => Alternatives {
  const pricerOf = partyPricerOf(db);
  return function stayAlternatives({ arrival, departure, hotelId, rooms, today, member }) {
    const nights = departure - arrival;
    const earliest = Math.max(today, arrival - ALTERNATIVE_DAYS);
    const latest = arrival + ALTERNATIVE_DAYS;
    const sameHotel = pricerOf({
      first: earliest,
      last: latest + nights - 1,
      hotelId,
      rooms,
      member,
    });
    const dates: Alternatives['dates'] = [];
    for (let day = earliest; day <= latest; day++) {
      if (day === arrival) continue;
      const cents = sameHotel.total(day, day + nights);
      if (cents !== null) dates.push({ arrival: day, departure: day + nights, cents });
    }
    dates.sort(
      (a, b) =>
        Math.abs(a.arrival - arrival) - Math.abs(b.arrival - arrival) || a.arrival - b.arrival,
    );

    const hotels: Alternatives['hotels'] = [];
    if (hotelId !== 0) {
      const all = pricerOf({
        first: arrival,
        last: departure - 1,
        hotelId: 0,
        rooms,
        member,
      });
      for (const id of all.hotelIds()) {
        if (id === hotelId) continue;
        const cents = all.total(arrival, departure, id);
        if (cents !== null) hotels.push({ hotelId: id, cents });
      }
      hotels.sort((a, b) => a.cents - b.cents || a.hotelId - b.hotelId);
    }
    return { dates: dates.slice(0, MAX_DATE_ALTERNATIVES), hotels };
  };
}
