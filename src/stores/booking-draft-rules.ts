import type { Apartamento, HospedeAdulto, HospedeCrianca } from '@/api/contract/booking';
import type { LinhaDisponibilidade, Pensao } from '@/api/contract/search';

/**
 * Pure rules of the rooms and guests of a search (SPEC §4 Rooms, §5 and §9 limits). The
 * booking-draft store applies them; each returns a new value, or the same one when the change
 * is refused (out of range), so callers can tell "nothing happened" by identity.
 */

export const MAX_ROOMS = 5;
export const MIN_ADULTS = 1;
export const MAX_ADULTS = 10;
export const MAX_CHILDREN = 4;
export const MIN_CHILD_AGE = 0;
export const MAX_CHILD_AGE = 13;
/** NOTES.md: a child aged 11 or older pays; 10 or younger does not. */
export const PAYING_CHILD_AGE = 11;
/** Age a newly added child starts with, until the age select is changed. */
export const DEFAULT_CHILD_AGE = 0;
/** Generic name of every adult after the first until guest data is filled in (SPEC §4). */
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

/** Tariff and prices of a room with no rate chosen: all zero or empty (SPEC §3). */
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

/** SPEC §4: 2 adults (the first principal, the second a companion), no children, no prices. */
export function defaultRoom(): Apartamento {
  return withGuests({ ...NO_RATE } as Apartamento, [newAdult(true), newAdult(false)], []);
}

/** Sets the guests of a room and recomputes its counts; the chosen rate no longer applies. */
function withGuests(
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

/** Appends a default room while there are fewer than 5 (SPEC §4: count 0 to 4). */
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

export function guestTotals(rooms: Apartamento[]): {
  total_adultos: number;
  total_criancas: number;
} {
  return {
    total_adultos: rooms.reduce((sum, room) => sum + room.qtd_adultos, 0),
    total_criancas: rooms.reduce((sum, room) => sum + room.qtd_criancas, 0),
  };
}

/** Which room fields hold a plan's original and promotional totals, and the row's. */
const PLAN_FIELDS = {
  sem: {
    room: ['valor_hospedagem', 'valor_hospedagem_promo'],
    row: ['valor_sem', 'valor_hospedagem_promo'],
  },
  cafe: { room: ['valor_cafe', 'valor_cafe_promo'], row: ['valor_cafe', 'valor_cafe_promo'] },
  meia: { room: ['valor_meia', 'valor_meia_promo'], row: ['valor_meia', 'valor_meia_promo'] },
  inteira: {
    room: ['valor_inteira', 'valor_inteira_promo'],
    row: ['valor_inteira', 'valor_inteira_promo'],
  },
} as const;

/**
 * The room priced by a search row for one meal plan: the row's tariff code, and only that
 * plan's original and promotional totals (the other plans stay at zero, so a room's prices
 * always add up to what was chosen). Guests are kept.
 */
export function applyRate(
  room: Apartamento,
  row: LinhaDisponibilidade,
  pensao: Pensao,
): Apartamento {
  const { room: roomFields, row: rowFields } = PLAN_FIELDS[pensao];
  return {
    ...room,
    ...NO_RATE,
    tarifa: row.tarifa,
    tarifa_promo: row.tarifa,
    [roomFields[0]]: row[rowFields[0]],
    [roomFields[1]]: row[rowFields[1]],
  };
}

const cents = (value: number) => Math.round(value * 100) / 100;

/** The room with no rate chosen (its choice is dropped). */
export function clearRate(room: Apartamento): Apartamento {
  return room.tarifa === '' ? room : { ...room, ...NO_RATE };
}

// --- A group is one hotel (NOTES.md) -------------------------------------------------------------

interface HotelOfChoice {
  id_hotel: number;
  hotel_nome: string;
}

/**
 * Why room `quarto` cannot take a rate of hotel `idHotel`, given the other rooms' choices (the
 * identificador names one hotel, and payment describes one hotel); null when it can.
 */
export function notCombinableReason(
  escolhas: readonly (HotelOfChoice | null)[],
  quarto: number,
  idHotel: number,
): string | null {
  const other = escolhas.findIndex((c, i) => i !== quarto && c !== null && c.id_hotel !== idHotel);
  if (other < 0) return null;
  return `Um grupo de quartos é de um só hotel, e o quarto ${other + 1} já está no ${escolhas[other]!.hotel_nome}.`;
}

/** The message when these choices span several hotels; null when they are one hotel's. */
export function mixedHotelsMessage(escolhas: readonly (HotelOfChoice | null)[]): string | null {
  const hotels = new Set(escolhas.flatMap((c) => (c ? [c.id_hotel] : [])));
  return hotels.size > 1
    ? 'Um grupo de quartos é de um só hotel: escolha todos os quartos no mesmo hotel ou faça uma reserva para cada hotel.'
    : null;
}

/** Original and promotional totals of one room (zero while no rate is chosen). */
export function roomTotals(room: Apartamento): { original: number; promo: number } {
  return {
    original: room.valor_hospedagem + room.valor_cafe + room.valor_meia + room.valor_inteira,
    promo:
      room.valor_hospedagem_promo +
      room.valor_cafe_promo +
      room.valor_meia_promo +
      room.valor_inteira_promo,
  };
}

/**
 * Draft amounts in reais: valorOriginal the sum of the chosen original totals, valorTotal the
 * sum of the chosen promotional totals (what is charged), valorDesconto the difference, and
 * valor_hospedagem the lodging total charged (= valorTotal).
 */
export function draftAmounts(rooms: Apartamento[]): {
  valorOriginal: number;
  valorTotal: number;
  valorDesconto: number;
  valor_hospedagem: number;
} {
  const original = cents(rooms.reduce((sum, room) => sum + roomTotals(room).original, 0));
  const total = cents(rooms.reduce((sum, room) => sum + roomTotals(room).promo, 0));
  return {
    valorOriginal: original,
    valorTotal: total,
    valorDesconto: cents(Math.max(0, original - total)),
    valor_hospedagem: total,
  };
}
