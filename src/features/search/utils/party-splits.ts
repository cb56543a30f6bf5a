import type { Apartamento, HospedeCrianca } from '@/api/contract/booking';
import { asRoomAdults } from '@/stores/split-room';
import {
  isPayingChild,
  MAX_ADULTS,
  MAX_CHILDREN,
  MAX_ROOMS,
  withGuests,
} from '@/stores/search-criteria-rules';

/**
 * 'Any number of rooms' (issue 28 part 4): the ways to put the whole party (every room's guests
 * together) into 1 to 5 rooms, each with an adult. Two children of the same kind (paying from 11,
 * free up to 10: product-rules §10) are alike to the prices and to the occupancy rules (adults up
 * to a room type's maximum, everyone up to its capacity), so a room is told by its adults, paying
 * and free children, and two splits with the same rooms in another order are one. The search
 * feature's README, "Any number of rooms", has the rules.
 */

/** A room of a split, by what prices and seats it: adults, paying children, free children. */
interface Shape {
  adults: number;
  paying: number;
  free: number;
}

/** The room asked of the API for a shape: the same key, the same rows. */
export const shapeKey = (room: Pick<Apartamento, 'qtd_adultos' | 'criancas'>) =>
  `${room.qtd_adultos}:${room.criancas
    .map((child) => Number(child.idade))
    .sort((a, b) => b - a)
    .join(',')}`;

/** Shapes in a fixed order (larger first), so a split is listed once. */
const compare = (a: Shape, b: Shape) =>
  b.adults - a.adults || b.paying - a.paying || b.free - a.free;

/** Every multiset of `rooms` shapes that adds up to the party, each room legal. */
function shapes(party: Shape, rooms: number): Shape[][] {
  const out: Shape[][] = [];
  const chosen: Shape[] = [];
  const visit = (left: Shape, roomsLeft: number, max: Shape | null) => {
    if (roomsLeft === 0) {
      if (left.adults === 0 && left.paying === 0 && left.free === 0) out.push([...chosen]);
      return;
    }
    // Each room left still needs an adult.
    for (let adults = Math.min(left.adults - (roomsLeft - 1), MAX_ADULTS); adults >= 1; adults--) {
      for (let paying = Math.min(left.paying, MAX_CHILDREN); paying >= 0; paying--) {
        for (let free = Math.min(left.free, MAX_CHILDREN - paying); free >= 0; free--) {
          const shape = { adults, paying, free };
          if (max && compare(max, shape) > 0) continue;
          chosen.push(shape);
          visit(
            { adults: left.adults - adults, paying: left.paying - paying, free: left.free - free },
            roomsLeft - 1,
            shape,
          );
          chosen.pop();
        }
      }
    }
  };
  visit(party, rooms, null);
  return out;
}

/** The guests of every room, in order: the principal of the first room first. */
function guestsOf(rooms: readonly Apartamento[]) {
  return {
    adults: rooms.flatMap((room) => room.qtd_adulto),
    paying: rooms.flatMap((room) => room.criancas.filter(isPayingChild)),
    free: rooms.flatMap((room) => room.criancas.filter((child) => !isPayingChild(child))),
  };
}

/** The rooms of one split, with the party's own guests (names typed are kept). */
function roomsFor(
  split: Shape[],
  template: Apartamento,
  guests: ReturnType<typeof guestsOf>,
): Apartamento[] {
  let a = 0;
  let p = 0;
  let f = 0;
  return split.map((shape) => {
    const adults = asRoomAdults(guests.adults.slice(a, (a += shape.adults)));
    const children: HospedeCrianca[] = [
      ...guests.paying.slice(p, (p += shape.paying)),
      ...guests.free.slice(f, (f += shape.free)),
    ];
    return withGuests(template, adults, children);
  });
}

/** At most this many distinct rooms are asked of the API (one search per 5). */
export const MAX_SHAPES = 20;

/**
 * The splits of the party into 1 to 5 rooms, fewer rooms first and, for the same number, the
 * most even first. Stops adding splits once they would ask the API for more than MAX_SHAPES
 * distinct rooms (a party of ten has hundreds of splits; the few-room ones come first).
 */
export function partySplits(rooms: readonly Apartamento[]): Apartamento[][] {
  const template = rooms[0];
  if (!template) return [];
  const guests = guestsOf(rooms);
  const party = {
    adults: guests.adults.length,
    paying: guests.paying.length,
    free: guests.free.length,
  };
  const keys = new Set<string>();
  const splits: Apartamento[][] = [];
  for (let count = 1; count <= Math.min(party.adults, MAX_ROOMS); count++) {
    const spread = (split: Shape[]) =>
      Math.max(...split.map((s) => s.adults + s.paying + s.free)) -
      Math.min(...split.map((s) => s.adults + s.paying + s.free));
    for (const split of shapes(party, count).sort((a, b) => spread(a) - spread(b))) {
      const built = roomsFor(split, template, guests);
      const added = built.map(shapeKey).filter((key) => !keys.has(key));
      if (keys.size + new Set(added).size > MAX_SHAPES) return splits;
      added.forEach((key) => keys.add(key));
      splits.push(built);
    }
  }
  return splits;
}
