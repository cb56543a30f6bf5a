import type { Db } from '../db/types';
import { type Day, toIso } from '../shared/calendar';
import {
  CHILD_PAYING_AGE,
  discountedCents,
  type RoomRequest,
  SELLABLE_NIGHTS_SQL,
  roomNightCents,
} from './availability';

/**
 * Itinerary prices (issue 30, sandbox/README.md "Itinerary prices"): every room type of each
 * hotel that seats one room's guests, priced for many stays at once. The nights of the whole
 * window are read in one query and summed per meal plan (prefix sums), by the search's own rules
 * (availability.ts: the room's night per plan, then the night's promotion or the member rate,
 * whichever is larger), so a stay's totals are the search row's `valor_*_promo` to the cent.
 */

export interface ItineraryQuery {
  hotelIds: number[];
  firstArrival: Day;
  lastArrival: Day;
  nights: number[];
  room: RoomRequest;
}

export interface ItineraryRate {
  typeId: number;
  name: string;
  capacity: number;
  /** Stay totals per plan (sem, café, meia, inteira), in cents, for a visitor. */
  cents: number[];
  /** The same with the hotel's member rate, when it lowers some night; null otherwise. */
  memberCents: number[] | null;
  /** The visitor's tariff code, as the search's row has it (its cancellation policy). */
  tarifa: string;
}

export interface ItineraryResult {
  hotelId: number;
  arrival: Day;
  nights: number;
  rates: ItineraryRate[];
}

const PLANS = 4;

interface TypeRow {
  id: number;
  hotel_id: number;
  nome: string;
  capacidade: number;
  max_adultos: number;
  desconto_clientes_pct: number;
}

/** room_nights as arrays: type, day, units left (0 when closed), adult tariffs, promotion. */
type NightRow = [number, string, number, number, number, number, number, number];

/** One room type over the window: units left per night, and per plan the running totals. */
interface TypeWindow {
  type: TypeRow;
  free: number[];
  /** sums[plan][i]: the visitor's cents of nights [0, i); member: the same with the member rate. */
  sums: number[][];
  memberSums: number[][];
  /** Running counts of promotional nights and of nights the member rate lowers. */
  promoNights: number[];
  memberNights: number[];
}

export function itineraryPricesEngine(db: Db): (query: ItineraryQuery) => ItineraryResult[] {
  const typesStmt = db.prepare(
    `SELECT rt.id, rt.hotel_id, rt.nome, rt.capacidade, rt.max_adultos, h.desconto_clientes_pct
     FROM room_types rt JOIN hotels h ON h.id = rt.hotel_id
     WHERE h.tipo = 1 AND h.exclusivo_clube = 0 ORDER BY rt.hotel_id, rt.id`,
  );
  const nightsStmt = db.prepare(SELLABLE_NIGHTS_SQL).raw(true);

  return function itineraryPrices(query: ItineraryQuery): ItineraryResult[] {
    const { room } = query;
    const first = query.firstArrival;
    const end = query.lastArrival + Math.max(...query.nights);
    const count = end - first;
    const guests = room.adults + room.childAges.length;
    const paying = room.childAges.filter((age) => age >= CHILD_PAYING_AGE).length;
    const asked = new Set(query.hotelIds);

    const windows = new Map<number, TypeWindow>();
    for (const type of typesStmt.all() as TypeRow[]) {
      if (!asked.has(type.hotel_id)) continue;
      if (room.adults > type.max_adultos || guests > type.capacidade) continue;
      windows.set(type.id, {
        type,
        free: new Array<number>(count).fill(0),
        sums: [],
        memberSums: [],
        promoNights: [],
        memberNights: [],
      });
    }
    // Night values by type, then turned into running totals (a missing night is not sold).
    const nightly = new Map<
      number,
      { cents: number[][]; member: number[][]; promo: number[]; lowered: number[] }
    >();
    for (const id of windows.keys()) {
      const zeros = () => Array.from({ length: PLANS }, () => new Array<number>(count).fill(0));
      nightly.set(id, {
        cents: zeros(),
        member: zeros(),
        promo: new Array<number>(count).fill(0),
        lowered: new Array<number>(count).fill(0),
      });
    }
    const firstMs = Date.parse(`${toIso(first)}T00:00:00Z`);
    for (const row of nightsStmt.all(toIso(first), toIso(end)) as NightRow[]) {
      const window = windows.get(row[0]);
      const values = nightly.get(row[0]);
      if (!window || !values) continue;
      const i = Math.round((Date.parse(`${row[1]}T00:00:00Z`) - firstMs) / 864e5);
      window.free[i] = row[2];
      const promoPct = row[7];
      const memberPct = window.type.desconto_clientes_pct;
      values.promo[i] = promoPct > 0 ? 1 : 0;
      values.lowered[i] = promoPct < memberPct ? 1 : 0;
      for (let plan = 0; plan < PLANS; plan++) {
        const value = roomNightCents(row[3 + plan] as number, room.adults, paying);
        values.cents[plan]![i] = discountedCents(value, promoPct, false);
        values.member[plan]![i] = discountedCents(value, promoPct, false, memberPct);
      }
    }
    const running = (list: number[]) => {
      const sums = [0];
      for (const value of list) sums.push(sums[sums.length - 1]! + value);
      return sums;
    };
    for (const [id, window] of windows) {
      const values = nightly.get(id)!;
      window.sums = values.cents.map(running);
      window.memberSums = values.member.map(running);
      window.promoNights = running(values.promo);
      window.memberNights = running(values.lowered);
    }

    const byHotel = new Map<number, TypeWindow[]>();
    for (const window of windows.values()) {
      const list = byHotel.get(window.type.hotel_id) ?? [];
      list.push(window);
      byHotel.set(window.type.hotel_id, list);
    }

    const results: ItineraryResult[] = [];
    for (const hotelId of query.hotelIds) {
      const list = byHotel.get(hotelId) ?? [];
      for (let arrival = query.firstArrival; arrival <= query.lastArrival; arrival++) {
        for (const nights of query.nights) {
          const a = arrival - first;
          const b = a + nights;
          const rates: ItineraryRate[] = [];
          for (const window of list) {
            let units = Number.POSITIVE_INFINITY;
            for (let i = a; i < b; i++) units = Math.min(units, window.free[i] ?? 0);
            if (units < 1) continue;
            const between = (sums: number[]) => sums[b]! - sums[a]!;
            const promo = between(window.promoNights) > 0;
            const lowered = between(window.memberNights) > 0;
            rates.push({
              typeId: window.type.id,
              name: window.type.nome,
              capacity: window.type.capacidade,
              cents: window.sums.map(between),
              memberCents: lowered ? window.memberSums.map(between) : null,
              tarifa: promo ? 'PROMO' : 'BALCAO',
            });
          }
          results.push({ hotelId, arrival, nights, rates });
        }
      }
    }
    return results;
  };
}
