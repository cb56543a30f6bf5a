import type { MotivoSemPreco } from '../../../src/api/contract/price-calendar';
import type { Db } from '../db/types';
import { type Day, toIso } from '../shared/calendar';
import {
  CHILD_PAYING_AGE,
  discountedCents,
  type RoomRequest,
  roomNightCents,
} from './availability';

/**
 * The search calendar's prices (issue 28, sandbox/README.md "Prices in the calendar"): for each
 * day, the lowest price of the night that starts it for the whole party, and, from a chosen
 * arrival, each stay's lowest total. Read from the same inventory (room_nights) and priced by
 * the same rules (availability.ts) as the search, without a coupon, so the search for a day's
 * stay shows a room at the day's figure.
 *
 * A hotel takes the party when each room, the largest first, gets the cheapest room type that
 * seats it and still has a unit (a unit taken by an earlier room of the party is gone). For
 * rooms alike this is the cheapest set; for different rooms competing for a hotel's last units
 * it may miss a cheaper set by a few reais, never showing a set that cannot be booked.
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
  reason: MotivoSemPreco | null;
}

export interface CalendarStay {
  departure: Day;
  nights: number;
  cents: number | null;
}

export interface PriceCalendar {
  days: CalendarDay[];
  stays: CalendarStay[];
}

interface TypeRow {
  id: number;
  hotel_id: number;
  capacidade: number;
  max_adultos: number;
  desconto_clientes_pct: number;
}

/** room_nights, as arrays (raw mode). */
type NightRow = [
  roomTypeId: number,
  data: string,
  livres: number,
  fechado: number,
  adultoSem: number,
  adultoCafe: number,
  adultoMeia: number,
  adultoInteira: number,
  promoPct: number,
];

/** A room of the party by what prices and seats it. */
interface Party {
  adults: number;
  paying: number;
  guests: number;
}

/** One room type over the nights loaded: units left, closed, and per party the night's price. */
interface TypeNights {
  type: TypeRow;
  free: number[];
  closed: boolean[];
  /** cents[party][night]: the lowest plan, promotion applied; null where it does not seat it. */
  cents: (number[] | null)[];
}

/** The party's lowest prices over a window of nights, for stays that fall in it. */
export interface StayPricer {
  /**
   * The lowest total of the party for the nights [arrival, departure), in cents: in one hotel
   * (`hotelId`), or the cheapest hotel of the window (null). Null when none takes the party.
   */
  total(arrival: Day, departure: Day, hotelId?: number | null): number | null;
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
export function stayPricerOf(db: Db): (window: PricerWindow) => StayPricer {
  const typesStmt = db.prepare(
    `SELECT rt.id, rt.hotel_id, rt.capacidade, rt.max_adultos, h.desconto_clientes_pct
     FROM room_types rt JOIN hotels h ON h.id = rt.hotel_id
     WHERE h.tipo = 1 AND h.exclusivo_clube = 0 ORDER BY rt.hotel_id, rt.id`,
  );
  const nightsStmt = db
    .prepare(
      `SELECT room_type_id, data, MAX(allotment - reservados, 0), fechado,
         adulto_sem, adulto_cafe, adulto_meia, adulto_inteira, promo_pct
       FROM room_nights WHERE data >= ? AND data <= ?`,
    )
    .raw(true);

  return function stayPricer({ first, last, hotelId, rooms, member }: PricerWindow): StayPricer {
    const count = last - first + 1;
    const parties: Party[] = rooms
      .map((room) => ({
        adults: room.adults,
        paying: room.childAges.filter((age) => age >= CHILD_PAYING_AGE).length,
        guests: room.adults + room.childAges.length,
      }))
      // The largest rooms choose first: they fit fewer room types.
      .sort((a, b) => b.guests - a.guests || b.adults - a.adults);

    const types = (typesStmt.all() as TypeRow[]).filter(
      (t) => hotelId === 0 || t.hotel_id === hotelId,
    );
    const byId = new Map<number, TypeNights>();
    for (const type of types) {
      byId.set(type.id, {
        type,
        free: new Array<number>(count).fill(0),
        // A night without a row is not sold: closed.
        closed: new Array<boolean>(count).fill(true),
        cents: parties.map((p) =>
          p.adults <= type.max_adultos && p.guests <= type.capacidade
            ? new Array<number>(count).fill(0)
            : null,
        ),
      });
    }
    const firstIso = toIso(first);
    const dayIndex = (iso: string) =>
      Math.round((Date.parse(`${iso}T00:00:00Z`) - Date.parse(`${firstIso}T00:00:00Z`)) / 864e5);
    for (const row of nightsStmt.all(firstIso, toIso(last)) as NightRow[]) {
      const nights = byId.get(row[0]);
      if (!nights) continue;
      const i = dayIndex(row[1]);
      nights.free[i] = row[2];
      nights.closed[i] = row[3] === 1;
      const memberPct = member ? nights.type.desconto_clientes_pct : 0;
      parties.forEach((party, p) => {
        const list = nights.cents[p];
        if (!list) return;
        let lowest = Number.POSITIVE_INFINITY;
        for (let plan = 0; plan < 4; plan++) {
          const value = roomNightCents(row[4 + plan] as number, party.adults, party.paying);
          lowest = Math.min(lowest, discountedCents(value, row[8], false, memberPct));
        }
        list[i] = lowest;
      });
    }

    const hotels = new Map<number, TypeNights[]>();
    for (const nights of byId.values()) {
      const list = hotels.get(nights.type.hotel_id) ?? [];
      list.push(nights);
      hotels.set(nights.type.hotel_id, list);
    }

    /**
     * The party in one hotel over nights [start, end) (indexes): each room the cheapest room
     * type that seats it, is open and has a unit left on every night. Null when a room finds none.
     */
    function hotelTotal(list: TypeNights[], start: number, end: number): number | null {
      const left = new Map<TypeNights, number>();
      for (const nights of list) {
        let units = Number.POSITIVE_INFINITY;
        for (let i = start; i < end; i++) {
          units = Math.min(units, nights.closed[i] ? 0 : (nights.free[i] ?? 0));
        }
        left.set(nights, units);
      }
      let total = 0;
      for (let p = 0; p < parties.length; p++) {
        let best: TypeNights | null = null;
        let bestCents = Number.POSITIVE_INFINITY;
        for (const nights of list) {
          const cents = nights.cents[p];
          if (!cents || (left.get(nights) ?? 0) < 1) continue;
          let sum = 0;
          for (let i = start; i < end; i++) sum += cents[i] ?? 0;
          if (sum < bestCents) {
            best = nights;
            bestCents = sum;
          }
        }
        if (!best) return null;
        left.set(best, (left.get(best) ?? 0) - 1);
        total += bestCents;
      }
      return total;
    }

    return {
      total(arrival, departure, onlyHotel = null) {
        if (arrival < first || departure - 1 > last || departure <= arrival) return null;
        const start = arrival - first;
        const end = departure - first;
        if (onlyHotel !== null) {
          const list = hotels.get(onlyHotel);
          return list ? hotelTotal(list, start, end) : null;
        }
        let best: number | null = null;
        for (const list of hotels.values()) {
          const total = hotelTotal(list, start, end);
          if (total !== null && (best === null || total < best)) best = total;
        }
        return best;
      },
      reasonOf(day) {
        const i = day - first;
        const open = [...byId.values()].filter((n) => !n.closed[i]);
        if (open.length === 0) return 'fechado';
        // The results' reason in the same words (src/features/search/utils/room-failure.ts):
        // 'sem_acomodacao' only when no room type seats some room of the party, whatever the day;
        // when the ones that seat it are sold out or closed that night, 'esgotado', even if
        // rooms too small for the party are free.
        const nights = [...byId.values()];
        const seated = parties.every((_, p) => nights.some((n) => n.cents[p] !== null));
        return seated ? 'esgotado' : 'sem_acomodacao';
      },
      hotelIds: () => [...hotels.keys()],
    };
  };
}

export function priceCalendarEngine(db: Db): (query: CalendarQuery) => PriceCalendar {
  const pricerOf = stayPricerOf(db);
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
      const cents = pricer.total(day, day + 1);
      days.push({ day, cents, reason: cents === null ? pricer.reasonOf(day) : null });
    }
    const stays: CalendarStay[] = [];
    if (query.arrival !== null) {
      const last = Math.min(query.arrival + MAX_STAY_NIGHTS, query.to);
      for (
        let departure = Math.max(query.arrival + 1, query.from);
        departure <= last;
        departure++
      ) {
        stays.push({
          departure,
          nights: departure - query.arrival,
          cents: pricer.total(query.arrival, departure),
        });
      }
    }
    return { days, stays };
  };
}
