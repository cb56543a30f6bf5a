import { describe, expect, it } from 'vitest';
import type { Apartamento } from '@/api/contract/booking';
import * as rules from './search-criteria-rules';
import { splitRoom } from './split-room';
import {
  addChild,
  addRoom,
  COMPANION_NAME,
  defaultRoom,
  removeChild,
  removeLastRoom,
  setAdults,
  setChildAge,
  updateRoom,
} from './search-criteria-rules';

const rooms = (n: number) => Array.from({ length: n }, defaultRoom);
const withChildren = (ages: number[]): Apartamento =>
  ages.reduce((room, age, i) => setChildAge(addChild(room), i, age), defaultRoom() as Apartamento);

describe('default room (product-rules §4)', () => {
  it('has 2 adults, the first principal, the second a companion, no children, no prices', () => {
    const room = defaultRoom();
    expect(room.qtd_adultos).toBe(2);
    expect(room.qtd_adulto.map((a) => [a.principal, a.nome])).toEqual([
      [true, ''],
      [false, COMPANION_NAME],
    ]);
    expect(COMPANION_NAME).toBe('Acompanhante');
    expect(room).toMatchObject({
      criancas: [],
      qtd_criancas: 0,
      qtd_criancas_pagantes: 0,
      qtd_criancas_nao_pagantes: 0,
      tarifa: '',
      tarifa_promo: '',
      valor_hospedagem: 0,
      valor_inteira_promo: 0,
    });
  });
});

describe('rooms: 0 to 5', () => {
  it.each([0, 1, 2, 3, 4])('adds a room when there are %i', (n) => {
    expect(addRoom(rooms(n))).toHaveLength(n + 1);
  });

  it('refuses a 6th room', () => {
    const five = rooms(5);
    expect(addRoom(five)).toBe(five);
  });

  it('removes the last room, and nothing when there is none', () => {
    const two = [defaultRoom(), setAdults(defaultRoom(), 5)];
    expect(removeLastRoom(two)).toEqual([two[0]]);
    const none: Apartamento[] = [];
    expect(removeLastRoom(none)).toBe(none);
  });
});

describe('adults: 1 to 10', () => {
  it.each([1, 3, 10])('accepts %i', (n) => {
    const room = setAdults(defaultRoom(), n);
    expect(room.qtd_adultos).toBe(n);
    expect(room.qtd_adulto).toHaveLength(n);
    expect(room.qtd_adulto[0]?.principal).toBe(true);
    expect(room.qtd_adulto.slice(1).every((a) => !a.principal && a.nome === COMPANION_NAME)).toBe(
      true,
    );
  });

  it.each([0, 11, -1, 2.5])('refuses %d', (n) => {
    const room = defaultRoom();
    expect(setAdults(room, n)).toBe(room);
  });
});

describe('children: 0 to 4, ages 0 to 13', () => {
  it('adds up to 4 children and refuses a 5th', () => {
    const four = withChildren([1, 2, 3, 4]);
    expect(four.qtd_criancas).toBe(4);
    expect(addChild(four)).toBe(four);
  });

  it('removes the last child, and nothing when there is none', () => {
    expect(removeChild(withChildren([5, 12])).criancas.map((c) => c.idade)).toEqual(['5']);
    const room = defaultRoom();
    expect(removeChild(room)).toBe(room);
  });

  it.each([0, 13])('accepts age %i', (age) => {
    expect(setChildAge(addChild(defaultRoom()), 0, age).criancas[0]?.idade).toBe(String(age));
  });

  it.each([-1, 14, 3.5])('refuses age %d', (age) => {
    const room = addChild(defaultRoom());
    expect(setChildAge(room, 0, age)).toBe(room);
  });

  it('refuses an age for a child that does not exist', () => {
    const room = addChild(defaultRoom());
    expect(setChildAge(room, 1, 5)).toBe(room);
  });
});

describe('paying children: 11 and older pay (product-rules §10)', () => {
  it.each([
    [[10], 0, 1],
    [[11], 1, 0],
    [[0, 13], 1, 1],
    [[10, 11, 12, 3], 2, 2],
  ])('ages %j -> %i paying, %i not paying', (ages, paying, notPaying) => {
    const room = withChildren(ages);
    expect(room.qtd_criancas_pagantes).toBe(paying);
    expect(room.qtd_criancas_nao_pagantes).toBe(notPaying);
  });

  it('re-counts when an age changes across the threshold', () => {
    const room = withChildren([10]);
    const older = setChildAge(room, 0, 11);
    expect([older.qtd_criancas_pagantes, older.qtd_criancas_nao_pagantes]).toEqual([1, 0]);
    const younger = setChildAge(older, 0, 10);
    expect([younger.qtd_criancas_pagantes, younger.qtd_criancas_nao_pagantes]).toEqual([0, 1]);
  });

  it('re-counts when a paying child is removed', () => {
    const room = removeChild(withChildren([3, 12]));
    expect([room.qtd_criancas_pagantes, room.qtd_criancas_nao_pagantes]).toEqual([0, 1]);
  });
});

describe('updateRoom', () => {
  it('keeps the same array when the room did not change', () => {
    const list = rooms(2);
    expect(updateRoom(list, 0, (r) => setAdults(r, 11))).toBe(list);
    expect(updateRoom(list, 7, (r) => setAdults(r, 3))).toBe(list);
    expect(updateRoom(list, 1, (r) => setAdults(r, 3))[1]?.qtd_adultos).toBe(3);
  });
});

describe('splitRoom (issue 28: a room no room type seats)', () => {
  const { addChild, addRoom, setAdults, setChildAge } = rules;
  const roomOf = (adults: number, ages: number[]) => {
    let room = setAdults(addRoom([])[0]!, adults);
    ages.forEach((age, i) => (room = setChildAge(addChild(room), i, age)));
    return room;
  };

  it('keeps the larger half of the adults and children, and moves the rest to a new room after it', () => {
    const rooms = [roomOf(2, []), roomOf(5, [12, 4, 8])];
    const split = splitRoom(rooms, 1);
    expect(split).toHaveLength(3);
    expect(split[0]).toBe(rooms[0]);
    expect(split.map((r) => [r.qtd_adultos, r.criancas.map((c) => c.idade)])).toEqual([
      [2, []],
      [3, ['12', '4']],
      [2, ['8']],
    ]);
    // Counts follow, and the new room's first adult is its principal, not a companion.
    expect(split[1]).toMatchObject({ qtd_criancas: 2, qtd_criancas_pagantes: 1 });
    expect(split[2]!.qtd_adulto[0]).toMatchObject({ principal: true, nome: '' });
    expect(split[2]!.qtd_adulto[1]).toMatchObject({ principal: false, nome: 'Acompanhante' });
  });

  it('refuses a room of one adult and a booking of 5 rooms', () => {
    const one = [roomOf(1, [3])];
    expect(splitRoom(one, 0)).toBe(one);
    const five = Array.from({ length: 5 }, () => roomOf(4, []));
    expect(splitRoom(five, 0)).toBe(five);
  });
});

describe('rooms counted before the app (issue 50)', () => {
  it('builds the rooms by the rules: adults, children and their ages, paying ones counted', () => {
    const built = rules.roomsFromCounts([
      { adults: 3, ages: [] },
      { adults: 1, ages: [12, 4] },
    ]);
    expect(built.map((r) => [r.qtd_adultos, r.criancas.map((c) => c.idade)])).toEqual([
      [3, []],
      [1, ['12', '4']],
    ]);
    expect(built[1]).toMatchObject({ qtd_criancas: 2, qtd_criancas_pagantes: 1 });
    // The same rooms as the panel's steppers would have made in the app.
    expect(built[1]).toEqual(setAdults(withChildren([12, 4]), 1));
  });

  it('keeps the default where a count breaks the rules, and at most 5 rooms', () => {
    const built = rules.roomsFromCounts([
      { adults: 11, ages: [14, 0.5] },
      { adults: Number.NaN, ages: 'x' as unknown as number[] },
      ...Array.from({ length: 5 }, () => ({ adults: 2, ages: [] })),
    ]);
    expect(built).toHaveLength(5);
    expect(built[0]!.qtd_adultos).toBe(2);
    expect(built[0]!.criancas.map((c) => c.idade)).toEqual(['0', '0']);
    expect(built[1]).toEqual(defaultRoom());
  });
});
