import type { Day } from '../../shared/calendar';
import type { TypeNights } from './nights-window';
import type { Rate, StayPricer } from './stay-prices';
import { type RoomParty, seats } from './tariff-rules';
import { pixPriceCents } from '../../shared/pix-price';

/**
 * The cheapest way to give every room of the party a room type of one hotel for a stay: each
 * room at its cheapest meal plan, a room type to no more rooms than it has units left on every
 * night. The same rules as the results' "best rooms for the party"
 * (src/features/search/utils/best-rooms.ts), so the calendar's figure for a stay is the total
 * the results then propose. Exact: a depth-first search over the rooms (at most five, a handful
 * of room types each) with the best total so far as the bound.
 */

/** A set's total and its PIX total (each room at its PIX price, README "PIX price"), in cents. */
export interface SetPrice {
  cents: number;
  pixCents: number;
}

/** The party's lowest total in one hotel for [arrival, departure); null when none. */
export type CheapestSet = (
  hotelTypes: readonly TypeNights[],
  arrival: Day,
  departure: Day,
) => SetPrice | null;

interface Option {
  /** Index of the room type in the hotel's list. */
  type: number;
  cents: number;
  pixCents: number;
}

/**
 * The cheapest set for this party, at each room type's rate (`rateOf`), with its PIX total at
 * the hotel's percent for rooms (`pixPercentOf`). The rooms are ordered once: the calendar asks
 * for thousands of stays.
 */
export function cheapestSetOf(
  pricer: StayPricer,
  rooms: readonly RoomParty[],
  rateOf: (nights: TypeNights) => Rate,
  pixPercentOf: (hotelId: number) => number = () => 0,
): CheapestSet {
  // Identical rooms have identical options: they take them in a non-decreasing order, so no set
  // is visited twice. Sorted so that identical rooms sit together.
  const order = [...rooms].sort(
    (a, b) => b.guests - a.guests || b.adults - a.adults || b.paying - a.paying,
  );
  const sameAsNext = order.map((room, r) => {
    const next = order[r + 1];
    return (
      next !== undefined &&
      next.adults === room.adults &&
      next.paying === room.paying &&
      next.guests === room.guests
    );
  });

  return function cheapestSet(hotelTypes, arrival, departure) {
    const percent = hotelTypes[0] ? pixPercentOf(hotelTypes[0].type.hotel_id) : 0;
    const units = hotelTypes.map((nights) => pricer.unitsLeft(nights, arrival, departure));
    const options: Option[][] = [];
    for (let r = 0; r < order.length; r++) {
      if (r > 0 && sameAsNext[r - 1]) {
        options.push(options[r - 1]!);
        continue;
      }
      const room = order[r]!;
      const list: Option[] = [];
      hotelTypes.forEach((nights, type) => {
        if (units[type]! < 1 || !seats(nights.type, room)) return;
        const cents = pricer.lowestPlan(nights, room, arrival, departure, rateOf(nights));
        if (cents > 0) list.push({ type, cents, pixCents: pixPriceCents(cents, percent) });
      });
      if (list.length === 0) return null;
      options.push(list.sort((a, b) => a.cents - b.cents));
    }
    if (order.length === 1) {
      const { cents, pixCents } = options[0]![0]!;
      return { cents, pixCents };
    }

    let best = Number.POSITIVE_INFINITY;
    let bestPix = 0;
    const used = new Array<number>(hotelTypes.length).fill(0);
    const visit = (r: number, from: number, sum: number, pix: number) => {
      if (sum >= best) return;
      if (r === order.length) {
        best = sum;
        bestPix = pix;
        return;
      }
      const list = options[r]!;
      for (let k = from; k < list.length; k++) {
        const { type, cents, pixCents } = list[k]!;
        if (used[type]! >= units[type]!) continue;
        used[type]!++;
        visit(r + 1, sameAsNext[r] ? k : 0, sum + cents, pix + pixCents);
        used[type]!--;
      }
    };
    visit(0, 0, 0, 0);
    return best === Number.POSITIVE_INFINITY ? null : { cents: best, pixCents: bestPix };
  };
}
