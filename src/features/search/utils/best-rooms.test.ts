import { describe, expect, it } from 'vitest';
import { planRow } from '@/testing/fixtures/search';
import { bestRoomSets } from './best-rooms';

const row = planRow;

const summary = (sets: ReturnType<typeof bestRoomSets>) =>
  sets.map((set) => ({
    hotel: set.id_hotel,
    total: set.total,
    picks: set.picks.map((p) => `${p.quarto}:${p.row.id_uh}:${p.pensao}`),
  }));

describe('bestRoomSets', () => {
  it('gives each room its cheapest room type of the hotel, the cheapest hotel first', () => {
    const rows = [
      row(0, 1, 101, 600),
      row(0, 1, 102, 500),
      row(1, 1, 101, 650),
      row(1, 1, 102, 550),
      row(0, 6, 601, 400),
      row(1, 6, 601, 450),
    ];
    expect(summary(bestRoomSets(rows, 2))).toEqual([
      { hotel: 6, total: 850, picks: ['0:601:sem', '1:601:sem'] },
      { hotel: 1, total: 1050, picks: ['0:102:sem', '1:102:sem'] },
    ]);
  });

  it('never gives one room type to more rooms than it has units free', () => {
    // One Chalé left: the second room takes the next cheapest type, whichever room gains most.
    const rows = [
      row(0, 6, 601, 400, { disponiveis: 1 }),
      row(1, 6, 601, 400, { disponiveis: 1 }),
      row(0, 6, 602, 700),
      row(1, 6, 602, 500),
    ];
    expect(summary(bestRoomSets(rows, 2))).toEqual([
      { hotel: 6, total: 900, picks: ['0:601:sem', '1:602:sem'] },
    ]);
    // No unit at all of the only type that seats room 1: the hotel cannot take the group.
    expect(bestRoomSets([row(0, 6, 601, 400), row(1, 6, 603, 900, { disponiveis: 0 })], 2)).toEqual(
      [],
    );
  });

  it('leaves out a hotel with no room type that seats one of the rooms', () => {
    // Room 2 (say 7 adults) has rows only at hotel 6: hotel 1 cannot seat the group.
    const rows = [row(0, 1, 101, 300), row(0, 6, 601, 400), row(1, 6, 604, 1500)];
    expect(summary(bestRoomSets(rows, 2))).toEqual([
      { hotel: 6, total: 1900, picks: ['0:601:sem', '1:604:sem'] },
    ]);
  });

  it("prices each room with its own row: a room with a child of 12 pays the child's tariff", () => {
    // The search priced room 1 (2 adults + a 12-year-old) above room 0 (2 adults).
    const rows = [row(0, 1, 101, 600), row(1, 1, 101, 750)];
    expect(bestRoomSets(rows, 2)[0]?.picks.map((p) => p.total)).toEqual([600, 750]);
  });

  it('takes the cheapest of the meal plans asked', () => {
    const rows = [row(0, 1, 101, 600), row(0, 1, 102, 550, { valor_meia_promo: 900 })];
    // Half board: 101 costs 800, 102 costs 900.
    expect(summary(bestRoomSets(rows, 1, ['meia']))).toEqual([
      { hotel: 1, total: 800, picks: ['0:101:meia'] },
    ]);
    expect(summary(bestRoomSets(rows, 1, ['inteira', 'cafe']))).toEqual([
      { hotel: 1, total: 650, picks: ['0:102:cafe'] },
    ]);
  });

  it('fills a group of five rooms within the units, in whole cents', () => {
    const rows = [0, 1, 2, 3, 4].flatMap((q) => [
      row(q, 1, 101, 333.33, { disponiveis: 3 }),
      row(q, 1, 102, 400.1),
    ]);
    const [set] = bestRoomSets(rows, 5);
    expect(set?.picks.map((p) => p.row.id_uh)).toEqual([101, 101, 101, 102, 102]);
    expect(set?.total).toBe(1800.19);
  });
});
