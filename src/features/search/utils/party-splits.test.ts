import { describe, expect, it } from 'vitest';
import type { Apartamento } from '@/api/contract/booking';
import {
  addChild,
  defaultRoom,
  MAX_CHILDREN,
  setAdults,
  setChildAge,
} from '@/stores/search-criteria-rules';
import { MAX_SHAPES, partySplits, shapeKey } from './party-splits';

function room(adults: number, ages: number[] = []): Apartamento {
  let r = setAdults(defaultRoom(), adults);
  ages.forEach((age, i) => (r = setChildAge(addChild(r), i, age)));
  return r;
}

const shapes = (splits: Apartamento[][]) => splits.map((rooms) => rooms.map(shapeKey));

describe('partySplits', () => {
  it('puts a family of five into one room, or two with an adult each, fewer rooms first', () => {
    // 2 adults; a paying child (12) and two free ones (8, 4).
    const splits = partySplits([room(2, [12, 8, 4])]);
    expect(shapes(splits)).toEqual([
      ['2:12,8,4'],
      // The most even first: three guests and two.
      ['1:12,8', '1:4'],
      ['1:12', '1:8,4'],
      ['1:12,8,4', '1:'],
    ]);
  });

  it('keeps every guest, an adult in every room, the first adult of each room its principal', () => {
    const party = [room(3, [11, 12]), room(1, [2])];
    party[0]!.qtd_adulto[0]!.nome = 'Ana';
    for (const rooms of partySplits(party)) {
      expect(rooms.reduce((n, r) => n + r.qtd_adultos, 0)).toBe(4);
      expect(rooms.reduce((n, r) => n + r.qtd_criancas_pagantes, 0)).toBe(2);
      expect(rooms.reduce((n, r) => n + r.qtd_criancas_nao_pagantes, 0)).toBe(1);
      for (const r of rooms) {
        expect(r.qtd_adultos).toBeGreaterThan(0);
        expect(r.criancas.length).toBeLessThanOrEqual(MAX_CHILDREN);
        expect(r.qtd_adulto.map((a) => a.principal)).toEqual(r.qtd_adulto.map((_, i) => i === 0));
      }
      // The guest who typed her name stays the first room's principal.
      expect(rooms[0]!.qtd_adulto[0]!.nome).toBe('Ana');
    }
  });

  it('tells children apart only by paying (from 11) or not', () => {
    // Three free children: two ways into two rooms (3 and 0, 2 and 1), whichever child goes.
    expect(partySplits([room(2, [8, 6, 4])]).filter((rooms) => rooms.length === 2)).toHaveLength(2);
    // An 11-year-old pays: with whom it goes makes a third way.
    expect(partySplits([room(2, [11, 6, 4])]).filter((rooms) => rooms.length === 2)).toHaveLength(
      3,
    );
    expect(partySplits([room(2, [10, 6, 4])]).filter((rooms) => rooms.length === 2)).toHaveLength(
      2,
    );
  });

  it('lists a split once, whatever the order of its rooms', () => {
    const splits = partySplits([room(2, [5, 6])]);
    const sorted = shapes(splits).map((keys) => [...keys].sort().join(' | '));
    expect(new Set(sorted).size).toBe(sorted.length);
  });

  it('never splits past the adults or 5 rooms, nor puts more than 4 children in a room', () => {
    expect(partySplits([room(1, [3, 4, 5])]).map((rooms) => rooms.length)).toEqual([1]);
    // 2 adults and 8 children: only two rooms of 4 children each can take them.
    const big = partySplits([room(1, [1, 2, 3, 4]), room(1, [5, 6, 7, 8])]);
    expect(big.every((rooms) => rooms.length === 2)).toBe(true);
    expect(big.every((rooms) => rooms.every((r) => r.criancas.length === 4))).toBe(true);
    const many = partySplits([room(10), room(2)]);
    expect(Math.max(...many.map((rooms) => rooms.length))).toBeLessThanOrEqual(5);
  });

  it('asks the API for at most MAX_SHAPES distinct rooms, the splits of fewer rooms first', () => {
    const splits = partySplits([room(6, [12, 11, 3, 2]), room(4, [1, 0])]);
    const keys = new Set(splits.flatMap((rooms) => rooms.map(shapeKey)));
    expect(keys.size).toBeLessThanOrEqual(MAX_SHAPES);
    const counts = splits.map((rooms) => rooms.length);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    // One room takes up to 10 adults and 4 children: 10 adults and 6 children need two.
    expect(counts[0]).toBe(2);
  });
});
