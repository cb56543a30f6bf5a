import type { Db } from '../../db/types';
import { type Day, toIso } from '../../shared/calendar';
import { PLANS } from './tariff-rules';
import { nightRowsReader, searchRoomTypesReader } from '../../repositories/room-nights';

/**
 * The sellable inventory of a window of nights, read once: the hotels' room types, then every
 * night of the window for every room type (one query each, on statements prepared once). All the
 * pricing of a party's stay (stay-prices.ts) works on this in memory.
 */

export interface RoomType {
  id: number;
  hotel_id: number;
  hotel_nome: string;
  exclusivo_clube: number;
  nome: string;
  descricao: string;
  capacidade: number;
  max_adultos: number;
  id_allotx_tipo_uh: number;
  /** JSON array of CamaUh (migration 14). */
  camas: string;
  acessivel: number;
  /** The hotel's member rate, in percent off (migration 15); 0 = none. */
  desconto_clientes_pct: number;
}

/** One room type over the window, night by night (index 0 = the window's first night). */
export interface TypeNights {
  type: RoomType;
  /** The night has a row in the inventory (closed or not). */
  listed: boolean[];
  /** On sale: listed and not closed. A night without a row is not sold. */
  open: boolean[];
  /** Units left; 0 on a night not open. */
  free: number[];
  /** adultTariffs[plan][night], in cents (0 on a night without a row). */
  adultTariffs: number[][];
  promoPct: number[];
}

export interface NightsWindow {
  /** The first night, and how many: the nights [first, first + count). */
  first: Day;
  count: number;
  types: TypeNights[];
}

/** room_nights as arrays (raw mode), for speed. */
type NightRow = [
  roomTypeId: number,
  data: string,
  livres: number,
  fechado: number,
  adultoSem: number,
  adultoCafe: number,
  adultoMeia: number,
  adultoInteira: number,
  promoPct: number,
];

export interface NightsLoader {
  /** The hotels' room types (not the park's), by hotel then id. */
  roomTypes(): RoomType[];
  /** The nights [first, end) of these room types. */
  load(types: readonly RoomType[], first: Day, end: Day): NightsWindow;
}

export function nightsLoaderOf(db: Db): NightsLoader {
  const readTypes = searchRoomTypesReader(db);
  const readNights = nightRowsReader(db);

  return {
    roomTypes: () => readTypes() as RoomType[],
    load(types, first, end) {
      const count = Math.max(end - first, 0);
      const byId = new Map<number, TypeNights>();
      for (const type of types) {
        byId.set(type.id, {
          type,
          listed: new Array<boolean>(count).fill(false),
          open: new Array<boolean>(count).fill(false),
          free: new Array<number>(count).fill(0),
          adultTariffs: Array.from({ length: PLANS }, () => new Array<number>(count).fill(0)),
          promoPct: new Array<number>(count).fill(0),
        });
      }
      const firstMs = Date.parse(`${toIso(first)}T00:00:00Z`);
      for (const row of readNights(toIso(first), toIso(end)) as NightRow[]) {
        const nights = byId.get(row[0]);
        if (!nights) continue;
        const i = Math.round((Date.parse(`${row[1]}T00:00:00Z`) - firstMs) / 864e5);
        const open = row[3] !== 1;
        nights.listed[i] = true;
        nights.open[i] = open;
        nights.free[i] = open ? row[2] : 0;
        for (let plan = 0; plan < PLANS; plan++) {
          nights.adultTariffs[plan]![i] = row[4 + plan] as number;
        }
        nights.promoPct[i] = row[8];
      }
      return { first, count, types: [...byId.values()] };
    },
  };
}
