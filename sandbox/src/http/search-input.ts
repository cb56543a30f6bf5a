import Type from 'typebox';
import { type Day, parseWireDate } from '../shared/calendar';
import { asBody, bad, type Body, integerOf } from '../shared/input';
import { idOrDigits, idOrDigitsOrNull, optional, orNull, textWith } from '../shared/request-fields';

export { asBody, bad, integerOf };
export type { Body };

/**
 * The search family's input (the search, the calendar, the alternatives, Google's prices, the
 * hold): the fields' shapes for the routes' schemas, then the rules that need more, so every
 * limit (product-rules §5, §9) has its own clear Portuguese message. Any malformed value is a
 * 400 `{erro}`, never a 500.
 */

/** Hotel options of the search (product-rules §3); 0 = all hotels. */
export const SEARCH_HOTEL_IDS: readonly number[] = [
  1, 3, 4, 5, 6, 7, 11, 12, 13, 14, 15, 16, 18, 19,
];

export const LIMITS = {
  maxRooms: 5,
  minAdults: 1,
  maxAdults: 10,
  maxChildren: 4,
  maxChildAge: 13,
  maxNights: 30,
  maxCouponLength: 40,
} as const;

export interface Stay {
  arrival: Day;
  departure: Day;
  nights: number;
}

const DATE_MESSAGES = {
  arrival: 'Data de chegada inválida: use o formato dd/MM/aaaa.',
  departure: 'Data de partida inválida: use o formato dd/MM/aaaa.',
};

/** The shape of a stay's dates (data_chegada, data_partida); parseStay checks the rest. */
export const stayDateFields = {
  data_chegada: textWith(DATE_MESSAGES.arrival, 40),
  data_partida: textWith(DATE_MESSAGES.departure, 40),
};

/** id_hotel: 0 or absent for all hotels. */
export const hotelIdField = optional(idOrDigitsOrNull('Hotel inválido.'));

/** cupom: '' or absent for none. */
export const couponField = optional(
  orNull(
    Type.String({
      maxLength: 200,
      erro: {
        maxLength: `O cupom deve ter no máximo ${LIMITS.maxCouponLength} caracteres.`,
        invalido: 'Cupom inválido.',
      },
    }),
  ),
);

const ROOM = 'Quarto {n}:';
/** One requested room: its adults (a count or their records) and its children's ages. */
export const roomItem = Type.Object(
  {
    qtd_adultos: optional(idOrDigits(`${ROOM} informe o número de adultos.`)),
    qtd_adulto: optional(
      Type.Array(Type.Object({}), {
        maxItems: 50,
        erro: `${ROOM} lista de adultos inválida.`,
      }),
    ),
    qtd_criancas: optional(idOrDigits(`${ROOM} número de crianças inválido.`)),
    criancas: optional(
      Type.Array(
        Type.Unsafe<unknown>({
          type: ['object', 'integer', 'string'],
          erro: `${ROOM} a idade de cada criança deve ser um número inteiro de 0 a 13 anos.`,
        }),
        { maxItems: 50, erro: `${ROOM} lista de crianças inválida.` },
      ),
    ),
  },
  { erro: `${ROOM} dados do quarto inválidos.` },
);

/** apartamentos: 1 to 5 rooms; parseRooms checks each room's guests. */
export const roomsField = Type.Array(roomItem, {
  minItems: 1,
  maxItems: LIMITS.maxRooms,
  erro: {
    maxItems: `Máximo de ${LIMITS.maxRooms} quartos por reserva.`,
    invalido: 'Adicione pelo menos um quarto.',
  },
});

/** A room type's id (id_uh), or 0 / absent for every type. */
export const roomTypeField = optional(
  idOrDigitsOrNull('Tipo de apartamento inválido para este hotel.'),
);

/** Dates of a stay: real dd/MM/yyyy dates, departure after arrival, at most 30 nights. */
export function parseStay(
  arrivalValue: unknown,
  departureValue: unknown,
  options: { notBefore?: Day } = {},
): Stay {
  const arrival = parseWireDate(arrivalValue);
  if (arrival === null) throw bad(DATE_MESSAGES.arrival);
  const departure = parseWireDate(departureValue);
  if (departure === null) throw bad(DATE_MESSAGES.departure);
  if (options.notBefore !== undefined && arrival < options.notBefore) {
    throw bad('A data de chegada não pode ser anterior a hoje.');
  }
  if (departure <= arrival) throw bad('A data de partida deve ser posterior à data de chegada.');
  const nights = departure - arrival;
  if (nights > LIMITS.maxNights) {
    throw bad(`A estadia pode ter no máximo ${LIMITS.maxNights} noites.`);
  }
  return { arrival, departure, nights };
}

/** id_hotel: 0 or one of the search hotels; a missing value means 0 (all hotels). */
export function parseHotelId(value: unknown): number {
  if (value === undefined || value === null) return 0;
  const id = integerOf(value);
  if (id === null || (id !== 0 && !SEARCH_HOTEL_IDS.includes(id))) throw bad('Hotel inválido.');
  return id;
}

/** A coupon code: '' for none, at most 40 characters; returned trimmed and upper-case. */
export function parseCouponCode(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') throw bad('Cupom inválido.');
  const code = value.trim();
  if (code.length > LIMITS.maxCouponLength) {
    throw bad(`O cupom deve ter no máximo ${LIMITS.maxCouponLength} caracteres.`);
  }
  return code.toUpperCase();
}

export interface RoomGuests {
  adults: number;
  childAges: number[];
}

function parseRoom(value: unknown, index: number): RoomGuests {
  const label = `Quarto ${index + 1}:`;
  const room = asBody(value, `${label} dados do quarto inválidos.`);
  const list = room.qtd_adulto;
  if (list !== undefined && !Array.isArray(list)) throw bad(`${label} lista de adultos inválida.`);
  const adults =
    room.qtd_adultos !== undefined ? integerOf(room.qtd_adultos) : (list?.length ?? null);
  if (adults === null) throw bad(`${label} informe o número de adultos.`);
  if (adults < LIMITS.minAdults) throw bad(`${label} é preciso pelo menos 1 adulto por quarto.`);
  if (adults > LIMITS.maxAdults || (list?.length ?? 0) > LIMITS.maxAdults) {
    throw bad(`${label} máximo de ${LIMITS.maxAdults} adultos por quarto.`);
  }

  const children = room.criancas ?? [];
  if (!Array.isArray(children)) throw bad(`${label} lista de crianças inválida.`);
  const declared = room.qtd_criancas === undefined ? null : integerOf(room.qtd_criancas);
  if (room.qtd_criancas !== undefined && declared === null) {
    throw bad(`${label} número de crianças inválido.`);
  }
  if (children.length > LIMITS.maxChildren || (declared ?? 0) > LIMITS.maxChildren) {
    throw bad(`${label} máximo de ${LIMITS.maxChildren} crianças por quarto.`);
  }
  if (declared !== null && declared > children.length) {
    throw bad(`${label} informe a idade de cada criança.`);
  }
  const childAges = children.map((child) => {
    const age =
      typeof child === 'object' && child !== null
        ? integerOf((child as Body).idade)
        : integerOf(child);
    if (age === null || age < 0 || age > LIMITS.maxChildAge) {
      throw bad(`${label} a idade de cada criança deve ser um número inteiro de 0 a 13 anos.`);
    }
    return age;
  });
  return { adults, childAges };
}

/** apartamentos: 1 to 5 rooms, each with 1-10 adults and 0-4 children aged 0-13. */
export function parseRooms(value: unknown): RoomGuests[] {
  if (!Array.isArray(value) || value.length === 0) throw bad('Adicione pelo menos um quarto.');
  if (value.length > LIMITS.maxRooms) {
    throw bad(`Máximo de ${LIMITS.maxRooms} quartos por reserva.`);
  }
  return value.map(parseRoom);
}
