import type { Db } from '../db/types';

/** The room_types table and their photos: each hotel's kinds of unit. */

export interface RoomTypeRow {
  id: number;
  hotel_id: number;
  nome: string;
  capacidade: number;
}

export function roomTypeRow(db: Db, id: number): RoomTypeRow | undefined {
  return db
    .prepare('SELECT id, hotel_id, nome, capacidade FROM room_types WHERE id = ?')
    .get(id) as RoomTypeRow | undefined;
}

/** A room type's capacity and whether its hotel is the club's own (its points chart). */
export function roomTypePointsFacts(
  db: Db,
  id: number,
): { capacidade: number; exclusivo_clube: number } | undefined {
  return db
    .prepare(
      `SELECT rt.capacidade, h.exclusivo_clube FROM room_types rt JOIN hotels h ON h.id = rt.hotel_id
        WHERE rt.id = ?`,
    )
    .get(id) as { capacidade: number; exclusivo_clube: number } | undefined;
}

export function roomTypeImages(db: Db, id: number): { arquivo: string; legenda: string }[] {
  return db
    .prepare('SELECT arquivo, legenda FROM room_type_images WHERE room_type_id = ? ORDER BY ordem')
    .all(id) as { arquivo: string; legenda: string }[];
}

/** A room type's name and its id in the channel manager (allotx). */
export function roomTypeAllotx(db: Db, id: number): { nome: string; id_allotx_tipo_uh: number } {
  return db.prepare('SELECT nome, id_allotx_tipo_uh FROM room_types WHERE id = ?').get(id) as {
    nome: string;
    id_allotx_tipo_uh: number;
  };
}
