import { describe, expect, it } from 'vitest';
import type { Apartamento } from '@/api/contract/booking';
import type { LinhaDisponibilidade } from '@/api/contract/search';
import { addChild, defaultRoom, setAdults, setChildAge } from '@/stores/search-criteria-rules';
import { planRow } from '@/testing/fixtures/search';
import { bestSplitSets } from './best-split';
import { partySplits, shapeKey } from './party-splits';

function room(adults: number, ages: number[] = []): Apartamento {
  let r = setAdults(defaultRoom(), adults);
  ages.forEach((age, i) => (r = setChildAge(addChild(r), i, age)));
  return r;
}

/** A family of five: 2 adults, children of 12, 8 and 4. */
const family = [room(2, [12, 8, 4])];
const splits = partySplits(family);

/** The rows a search answers for each room of the splits, by shape. */
function rowsByShape(priced: Record<string, LinhaDisponibilidade[]>) {
  return new Map(Object.entries(priced));
}

const summary = (sets: ReturnType<typeof bestSplitSets>) =>
  sets.map((set) => ({
    hotel: set.id_hotel,
    total: set.total,
    rooms: set.rooms.map(shapeKey),
    types: set.picks.map((pick) => pick.row.id_uh),
  }));

describe('bestSplitSets', () => {
  it('takes, per hotel, the cheapest split it seats: two rooms when no room seats five', () => {
    const sets = bestSplitSets(
      splits,
      rowsByShape({
        // Hotel 1: a room for three (600), one for two (400); none for five.
        '1:12,8': [planRow(0, 1, 101, 600)],
        '1:4': [planRow(0, 1, 101, 600), planRow(0, 1, 102, 400)],
        '1:12': [planRow(0, 1, 101, 600), planRow(0, 1, 102, 450)],
        '1:8,4': [planRow(0, 1, 101, 600)],
        // Hotel 6: a family chalet for five (1300).
        '2:12,8,4': [planRow(0, 6, 601, 1300)],
      }),
    );
    expect(summary(sets)).toEqual([
      { hotel: 1, total: 1000, rooms: ['1:12,8', '1:4'], types: [101, 102] },
      { hotel: 6, total: 1300, rooms: ['2:12,8,4'], types: [601] },
    ]);
  });

  it('keeps to the units free: the same room type twice only when two are free', () => {
    const one = { disponiveis: 1 };
    const sets = bestSplitSets(
      splits,
      rowsByShape({
        '1:12,8': [planRow(0, 1, 101, 500, one)],
        '1:4': [planRow(0, 1, 101, 500, one)],
        '1:12': [planRow(0, 1, 101, 500, one)],
        '1:8,4': [planRow(0, 1, 101, 500, one)],
        '2:12,8,4': [planRow(0, 1, 103, 1400)],
      }),
    );
    // Two rooms of type 101 would be 1000, but one is left: the suite for five it is.
    expect(summary(sets)).toEqual([{ hotel: 1, total: 1400, rooms: ['2:12,8,4'], types: [103] }]);
  });

  it('at the same total takes fewer rooms, and leaves out a hotel that seats no split', () => {
    const sets = bestSplitSets(
      splits,
      rowsByShape({
        '2:12,8,4': [planRow(0, 1, 103, 1000)],
        '1:12,8': [planRow(0, 1, 101, 500), planRow(0, 9, 901, 300)],
        '1:4': [planRow(0, 1, 102, 500)],
      }),
    );
    expect(summary(sets)).toEqual([{ hotel: 1, total: 1000, rooms: ['2:12,8,4'], types: [103] }]);
  });

  it('prices each room by the cheapest of the meal plans asked', () => {
    const sets = bestSplitSets([[room(2)]], rowsByShape({ '2:': [planRow(0, 1, 101, 500)] }), [
      'meia',
      'cafe',
    ]);
    expect(sets[0]).toMatchObject({ total: 600, picks: [{ pensao: 'cafe' }] });
  });
});
