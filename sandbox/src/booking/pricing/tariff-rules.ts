import { halfUpPercent } from '../../shared/money';

/**
 * The tariff rules of one room's night (docs/product-rules.md §10): who pays, at what share of
 * the adult's tariff, and which discount applies. Every price of a stay is a sum of these nights.
 */

/** Children this old or older pay the child tariff; younger ones stay free. */
export const CHILD_PAYING_AGE = 11;
/** The child tariff, in percent of the adult's. */
export const CHILD_TARIFF_PCT = 50;
/** Club tariff of the contract search: this much off the originals (or the promo, if better). */
export const CLUB_DISCOUNT_PCT = 30;
/** Tariff code of the rate reserved to registered customers (README "Member prices"). */
export const MEMBER_TARIFF = 'CLIENTE';
/** The meal plans, in the wire's order: sem, café, meia, inteira. */
export const PLANS = 4;

/** A room of the party as the sandbox receives it. */
export interface RoomRequest {
  adults: number;
  childAges: number[];
}

/** A room of the party by what seats it and what it pays. */
export interface RoomParty {
  adults: number;
  /** Children who pay the child tariff. */
  paying: number;
  /** Everyone in the room, free children included. */
  guests: number;
}

export function roomPartyOf(room: RoomRequest): RoomParty {
  return {
    adults: room.adults,
    paying: room.childAges.filter((age) => age >= CHILD_PAYING_AGE).length,
    guests: room.adults + room.childAges.length,
  };
}

/** Whether a room type seats the room: adults up to its maximum, everyone up to its capacity. */
export function seats(type: { max_adultos: number; capacidade: number }, room: RoomParty): boolean {
  return room.adults <= type.max_adultos && room.guests <= type.capacidade;
}

/** One room's night at a plan's adult tariff, in cents: the adults, then the paying children. */
export function roomNightCents(adultTariff: number, adults: number, paying: number): number {
  return adults * adultTariff + paying * halfUpPercent(adultTariff, CHILD_TARIFF_PCT);
}

/**
 * A night's value after the night's promotion, or the club tariff in the contract search, or a
 * member rate (`memberPct`, 0 when none applies): the largest discount, never two.
 */
export function discountedCents(
  value: number,
  promoPct: number,
  contract: boolean,
  memberPct = 0,
): number {
  const pct = contract ? Math.max(promoPct, CLUB_DISCOUNT_PCT) : Math.max(promoPct, memberPct);
  return pct > 0 ? halfUpPercent(value, 100 - pct) : value;
}
