import type { Apartamento, HospedeAdulto, HospedeCrianca } from '@/api/contract/booking';

/**
 * Pure rules of the rooms and guests of a search (product-rules §4 Rooms, §5 and §9 limits). The
 * search-criteria store applies them; each returns a new value, or the same one when the change
 * is refused (out of range), so callers can tell "nothing happened" by identity.
 */

export const MAX_ROOMS = 5;
export const MIN_ADULTS = 1;
export const MAX_ADULTS = 10;
export const MAX_CHILDREN = 4;
export const MIN_CHILD_AGE = 0;
export const MAX_CHILD_AGE = 13;
/** product-rules §10: a child aged 11 or older pays; 10 or younger does not. */
export const PAYING_CHILD_AGE = 11;
/** Age a newly added child starts with, until the age select is changed. */
export const DEFAULT_CHILD_AGE = 0;
/** Generic name of every adult after the first until guest data is filled in (product-rules §4). */
export const COMPANION_NAME = 'Acompanhante';

const emptyPerson = {
  nome: '',
  sobrenome: '',
  telefone: '',
  email: '',
  estado: '',
  cidade: '',
  tipo_documento: '',
  numero_documento: '',
};

export function newAdult(principal: boolean): HospedeAdulto {
  return {
    ...emptyPerson,
    nome: principal ? '' : COMPANION_NAME,
    principal,
    cupom_calcado: '',
    cupom_camiseta: '',
    cupom_moto_ano: '',
    cupom_moto_marca: '',
    cupom_moto_modelo: '',
    cupom_piloto: '',
    cupom_sexo: '',
  };
}

export function newChild(age: number = DEFAULT_CHILD_AGE): HospedeCrianca {
  return { ...emptyPerson, idade: String(age), principal: false };
}

/**
 * The wire room's tariff and prices, all zero or empty (product-rules §3): a searched room carries no
 * rate. The rate chosen for it is the checkout's (`RoomChoice`, src/lib/room-choice.ts).
 */
const NO_RATE = {
  tarifa: '',
  tarifa_promo: '',
  valor_hospedagem: 0,
  valor_cafe: 0,
  valor_meia: 0,
  valor_inteira: 0,
  valor_hospedagem_promo: 0,
  valor_cafe_promo: 0,
  valor_meia_promo: 0,
  valor_inteira_promo: 0,
} as const satisfies Partial<Apartamento>;

/** product-rules §4: 2 adults (the first principal, the second a companion), no children, no prices. */
export function defaultRoom(): Apartamento {
  return withGuests({ ...NO_RATE } as Apartamento, [newAdult(true), newAdult(false)], []);
}

/** Sets the guests of a room and recomputes its counts. */
export function withGuests(
  room: Apartamento,
  adults: HospedeAdulto[],
  children: HospedeCrianca[],
): Apartamento {
  const paying = children.filter(isPayingChild).length;
  return {
    ...room,
    ...NO_RATE,
    qtd_adulto: adults,
    criancas: children,
    qtd_adultos: adults.length,
    qtd_criancas: children.length,
    qtd_criancas_pagantes: paying,
    qtd_criancas_nao_pagantes: children.length - paying,
  };
}

export function isPayingChild(child: Pick<HospedeCrianca, 'idade'>): boolean {
  return Number(child.idade) >= PAYING_CHILD_AGE;
}

const isWhole = (n: number) => Number.isInteger(n);

/** Appends a default room while there are fewer than 5 (product-rules §4: count 0 to 4). */
export function addRoom(rooms: Apartamento[]): Apartamento[] {
  if (rooms.length >= MAX_ROOMS) return rooms;
  return [...rooms, defaultRoom()];
}

/** Drops the last room. */
export function removeLastRoom(rooms: Apartamento[]): Apartamento[] {
  if (rooms.length === 0) return rooms;
  return rooms.slice(0, -1);
}

/** 1 to 10 adults; new adults are companions, removed ones come off the end (never the principal). */
export function setAdults(room: Apartamento, count: number): Apartamento {
  if (!isWhole(count) || count < MIN_ADULTS || count > MAX_ADULTS) return room;
  if (count === room.qtd_adulto.length) return room;
  const adults =
    count < room.qtd_adulto.length
      ? room.qtd_adulto.slice(0, count)
      : [
          ...room.qtd_adulto,
          ...Array.from({ length: count - room.qtd_adulto.length }, (_, i) =>
            newAdult(room.qtd_adulto.length + i === 0),
          ),
        ];
  return withGuests(room, adults, room.criancas);
}

/** Up to 4 children; a new child starts at DEFAULT_CHILD_AGE. */
export function addChild(room: Apartamento): Apartamento {
  if (room.criancas.length >= MAX_CHILDREN) return room;
  return withGuests(room, room.qtd_adulto, [...room.criancas, newChild()]);
}

/** Removes the last child. */
export function removeChild(room: Apartamento): Apartamento {
  if (room.criancas.length === 0) return room;
  return withGuests(room, room.qtd_adulto, room.criancas.slice(0, -1));
}

/** Age 0 to 13; re-counts paying (11+) and non-paying children. */
export function setChildAge(room: Apartamento, childIndex: number, age: number): Apartamento {
  const child = room.criancas[childIndex];
  if (!child || !isWhole(age) || age < MIN_CHILD_AGE || age > MAX_CHILD_AGE) return room;
  if (child.idade === String(age)) return room;
  const children = room.criancas.map((c, i) =>
    i === childIndex ? { ...c, idade: String(age) } : c,
  );
  return withGuests(room, room.qtd_adulto, children);
}

/** A room as counted in a panel: its adults and its children's ages. */
export interface RoomCount {
  adults: number;
  ages: readonly number[];
}

/**
 * The rooms a panel counted (the one a prerendered page runs before the app, issue 50), built by
 * the rules above from the default room: a count they refuse keeps the default (2 adults, age 0),
 * and so does one that is not a count at all (the panel's JSON, read back from the page).
 */
export function roomsFromCounts(counts: readonly RoomCount[]): Apartamento[] {
  return counts.slice(0, MAX_ROOMS).map(({ adults, ages }) =>
    setAdults(
      (Array.isArray(ages) ? ages : []).reduce(
        (room, age, index) => setChildAge(addChild(room), index, age),
        defaultRoom(),
      ),
      adults,
    ),
  );
}

/** Replaces rooms[index] by update(rooms[index]); the same array when nothing changed. */
export function updateRoom(
  rooms: Apartamento[],
  index: number,
  update: (room: Apartamento) => Apartamento,
): Apartamento[] {
  const room = rooms[index];
  if (!room) return rooms;
  const next = update(room);
  if (next === room) return rooms;
  return rooms.map((r, i) => (i === index ? next : r));
}
