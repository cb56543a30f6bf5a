import type { Day } from '../../shared/calendar';
import type { NightsWindow, TypeNights } from './nights-window';
import { discountedCents, PLANS, type RoomParty, roomNightCents } from './tariff-rules';

/**
 * A room's stay priced over a loaded window (nights-window.ts), in cents, by the tariff rules
 * (tariff-rules.ts): per night and plan the room's value, then the night's discount; the stay is
 * the sum of its nights. Sums are kept as running totals per room type, room and rate, so any
 * stay inside the window costs two look-ups per plan: the calendar and Google's itineraries
 * price thousands of stays from one window.
 */

/** Which discount competes with the night's promotion. */
export interface Rate {
  /** The contract (club) tariff. */
  contract: boolean;
  /** A member rate in percent off, 0 when none applies. */
  memberPct: number;
}

export const VISITOR_RATE: Rate = { contract: false, memberPct: 0 };

/** A stay's totals per plan, in cents, before any coupon. */
export interface PlanTotals {
  /** The rack rate: no discount. */
  original: number[];
  /** After each night's discount. */
  discounted: number[];
}

interface RunningTotals {
  original: number[][];
  discounted: number[][];
}

export interface StayPricer {
  readonly window: NightsWindow;
  /** The fewest units left over the nights [arrival, departure); 0 when one is not on sale. */
  unitsLeft(nights: TypeNights, arrival: Day, departure: Day): number;
  planTotals(
    nights: TypeNights,
    room: RoomParty,
    arrival: Day,
    departure: Day,
    rate: Rate,
  ): PlanTotals;
  /** The lowest plan's discounted total of the stay (0 when no plan is priced), in cents. */
  lowestPlan(nights: TypeNights, room: RoomParty, arrival: Day, departure: Day, rate: Rate): number;
  /** One night's discounted value per plan; zeros on a night with no unit left. */
  nightValues(nights: TypeNights, room: RoomParty, day: Day, rate: Rate): number[];
  /** How many listed nights of the stay have a promotion. */
  promoNights(nights: TypeNights, arrival: Day, departure: Day): number;
  /** How many listed nights of the stay the hotel's member rate would lower (promotion below it). */
  memberNights(nights: TypeNights, arrival: Day, departure: Day): number;
}

function running(values: (i: number) => number, count: number): number[] {
  const sums = new Array<number>(count + 1);
  sums[0] = 0;
  for (let i = 0; i < count; i++) sums[i + 1] = sums[i]! + values(i);
  return sums;
}

export function stayPricerOver(window: NightsWindow): StayPricer {
  const { first, count } = window;
  // Keyed by room type, then by a number for the room and the rate: the calendar looks these up
  // for every stay, room and room type, and string keys would cost more than the sums.
  const totals = new Map<TypeNights, Map<number, RunningTotals>>();
  const counts = new Map<string, number[]>();

  const inWindow = (arrival: Day, departure: Day) =>
    arrival >= first && departure <= first + count && departure > arrival;

  const nightValue = (n: TypeNights, room: RoomParty, i: number, plan: number) =>
    roomNightCents(n.adultTariffs[plan]![i]!, room.adults, room.paying);

  function runningTotals(n: TypeNights, room: RoomParty, rate: Rate): RunningTotals {
    let byRoom = totals.get(n);
    if (!byRoom) totals.set(n, (byRoom = new Map()));
    const key =
      ((room.adults * 64 + room.paying) * 128 + (rate.contract ? 127 : rate.memberPct)) | 0;
    let found = byRoom.get(key);
    if (!found) {
      const plans = Array.from({ length: PLANS }, (_, plan) => plan);
      found = {
        original: plans.map((plan) => running((i) => nightValue(n, room, i, plan), count)),
        discounted: plans.map((plan) =>
          running(
            (i) =>
              discountedCents(
                nightValue(n, room, i, plan),
                n.promoPct[i]!,
                rate.contract,
                rate.memberPct,
              ),
            count,
          ),
        ),
      };
      byRoom.set(key, found);
    }
    return found;
  }

  function nightCount(n: TypeNights, what: 'promo' | 'member', a: number, b: number): number {
    const key = `${n.type.id}:${what}`;
    let sums = counts.get(key);
    if (!sums) {
      const member = n.type.desconto_clientes_pct;
      sums = running(
        (i) =>
          n.listed[i] && (what === 'promo' ? n.promoPct[i]! > 0 : n.promoPct[i]! < member) ? 1 : 0,
        count,
      );
      counts.set(key, sums);
    }
    return sums[b]! - sums[a]!;
  }

  return {
    window,
    unitsLeft(n, arrival, departure) {
      if (!inWindow(arrival, departure)) return 0;
      let units = Number.POSITIVE_INFINITY;
      for (let i = arrival - first; i < departure - first; i++) units = Math.min(units, n.free[i]!);
      return units;
    },
    planTotals(n, room, arrival, departure, rate) {
      if (!inWindow(arrival, departure)) throw new RangeError('Stay outside the loaded window');
      const sums = runningTotals(n, room, rate);
      const a = arrival - first;
      const b = departure - first;
      const between = (list: number[]) => list[b]! - list[a]!;
      return { original: sums.original.map(between), discounted: sums.discounted.map(between) };
    },
    lowestPlan(n, room, arrival, departure, rate) {
      if (!inWindow(arrival, departure)) throw new RangeError('Stay outside the loaded window');
      const { discounted } = runningTotals(n, room, rate);
      const a = arrival - first;
      const b = departure - first;
      let lowest = 0;
      for (let plan = 0; plan < PLANS; plan++) {
        const cents = discounted[plan]![b]! - discounted[plan]![a]!;
        if (cents > 0 && (lowest === 0 || cents < lowest)) lowest = cents;
      }
      return lowest;
    },
    nightValues(n, room, day, rate) {
      const i = day - first;
      if (!((n.free[i] ?? 0) > 0)) return [0, 0, 0, 0];
      const { discounted } = runningTotals(n, room, rate);
      return discounted.map((sums) => sums[i + 1]! - sums[i]!);
    },
    promoNights: (n, arrival, departure) =>
      nightCount(n, 'promo', arrival - first, departure - first),
    memberNights: (n, arrival, departure) =>
      nightCount(n, 'member', arrival - first, departure - first),
  };
}
