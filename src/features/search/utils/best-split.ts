import type { Apartamento } from '@/api/contract/booking';
import type { LinhaDisponibilidade, Pensao } from '@/api/contract/search';
import { bestRoomSets, type HotelSet } from './best-rooms';
import { shapeKey } from './party-splits';

/** A hotel's cheapest way to seat the whole party, and the rooms it takes. */
export interface SplitSet extends HotelSet {
  /** The party split into these rooms; `picks[i]` is for `rooms[i]`. */
  rooms: Apartamento[];
}

/**
 * Per hotel, the cheapest of `splits` (party-splits.ts) it can seat, priced from `rowsByShape`
 * (a search's rows for each distinct room, by shapeKey) as bestRoomSets prices a group: the
 * cheapest plan among `pensoes` per room, and no room type given to more rooms than it has units
 * free. At the same total, fewer rooms (the splits come fewest first). Cheapest hotel first.
 */
export function bestSplitSets(
  splits: readonly Apartamento[][],
  rowsByShape: ReadonlyMap<string, readonly LinhaDisponibilidade[]>,
  pensoes: readonly Pensao[] = [],
): SplitSet[] {
  const best = new Map<number, SplitSet>();
  for (const rooms of splits) {
    const rows = rooms.flatMap((room, quarto) =>
      (rowsByShape.get(shapeKey(room)) ?? []).map((row) => ({ ...row, quarto })),
    );
    for (const set of bestRoomSets(rows, rooms.length, pensoes)) {
      const known = best.get(set.id_hotel);
      if (!known || set.total < known.total) best.set(set.id_hotel, { ...set, rooms });
    }
  }
  return [...best.values()].sort((a, b) => a.total - b.total);
}
