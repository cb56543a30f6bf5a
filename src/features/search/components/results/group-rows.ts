import type { LinhaDisponibilidade } from '@/api/contract/search';

export interface HotelGroup {
  id_hotel: number;
  hotel_nome: string;
  /** One row per room type (id_uh), in the order the API sent them. */
  roomTypes: LinhaDisponibilidade[];
}

/**
 * The priced rows of one requested room, grouped by hotel and then room type. A repeated
 * (hotel, room type) pair keeps its first row, so a room type is never offered twice.
 */
export function groupRows(rows: LinhaDisponibilidade[], quarto: number): HotelGroup[] {
  const groups = new Map<number, HotelGroup>();
  for (const row of rows) {
    if (row.quarto !== quarto) continue;
    let group = groups.get(row.id_hotel);
    if (!group) {
      group = { id_hotel: row.id_hotel, hotel_nome: row.hotel_nome, roomTypes: [] };
      groups.set(row.id_hotel, group);
    }
    if (!group.roomTypes.some((r) => r.id_uh === row.id_uh)) group.roomTypes.push(row);
  }
  return [...groups.values()];
}

/** Unpriced rows of one requested room: counted in a note, never offered. */
export const countUnpriced = (unpriced: LinhaDisponibilidade[], quarto: number) =>
  unpriced.filter((row) => row.quarto === quarto).length;
