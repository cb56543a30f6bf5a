import type { Db } from '../db/types';

/**
 * The nightly inventory (room_nights): each room type's units and adult tariffs per night. The
 * pricing engine reads it (booking/pricing/nights-window.ts); holds take and give back units.
 */

/** Every unit of the hotel's room types taken on the nights [fromIso, toIso); how many nights. */
export function sellOutNights(db: Db, fromIso: string, toIso: string, hotelId: number): number {
  return db
    .prepare(
      `UPDATE room_nights SET reservados = allotment
       WHERE data >= ? AND data < ? AND room_type_id IN (SELECT id FROM room_types WHERE hotel_id = ?)`,
    )
    .run(fromIso, toIso, hotelId).changes;
}

/** The hotel's adult tariffs times `factor` on the nights [fromIso, toIso); how many nights. */
export function raiseNightTariffs(
  db: Db,
  factor: number,
  fromIso: string,
  toIso: string,
  hotelId: number,
): number {
  return db
    .prepare(
      `UPDATE room_nights SET adulto_sem = ROUND(adulto_sem * ?), adulto_cafe = ROUND(adulto_cafe * ?),
         adulto_meia = ROUND(adulto_meia * ?), adulto_inteira = ROUND(adulto_inteira * ?)
       WHERE data >= ? AND data < ? AND room_type_id IN (SELECT id FROM room_types WHERE hotel_id = ?)`,
    )
    .run(factor, factor, factor, factor, fromIso, toIso, hotelId).changes;
}

/** Nights of [fromIso, toIso) in the inventory, and the fewest free units (0 on a closed night). */
export function freeUnitsOnNights(
  db: Db,
  roomTypeId: number,
  fromIso: string,
  toIso: string,
): { nights: number; livres: number | null } {
  return db
    .prepare(
      `SELECT COUNT(*) AS nights,
         MIN(CASE WHEN fechado = 1 THEN 0 ELSE MAX(allotment - reservados, 0) END) AS livres
       FROM room_nights WHERE room_type_id = ? AND data >= ? AND data < ?`,
    )
    .get(roomTypeId, fromIso, toIso) as { nights: number; livres: number | null };
}

/** Takes (+1) or gives back (-1) one unit on each night of [fromIso, toIso) in the inventory. */
export function adjustReservedUnits(
  db: Db,
  roomTypeId: number,
  fromIso: string,
  toIso: string,
  delta: 1 | -1,
): void {
  db.prepare(
    `UPDATE room_nights SET reservados = MAX(reservados + ?, 0)
     WHERE room_type_id = ? AND data >= ? AND data < ?`,
  ).run(delta, roomTypeId, fromIso, toIso);
}

/**
 * The hotels' room types (not the park's) with their hotel's facts, by hotel then id. Prepared
 * once: the pricing engine reads it on every search.
 */
export function searchRoomTypesReader(db: Db): () => unknown[] {
  const statement = db.prepare(
    `SELECT rt.id, rt.hotel_id, h.nome AS hotel_nome, h.exclusivo_clube, rt.nome, rt.descricao,
       rt.capacidade, rt.max_adultos, rt.id_allotx_tipo_uh, rt.camas, rt.acessivel,
       h.desconto_clientes_pct
     FROM room_types rt JOIN hotels h ON h.id = rt.hotel_id
     WHERE h.tipo = 1 ORDER BY rt.hotel_id, rt.id`,
  );
  return () => statement.all();
}

/**
 * Every room type's nights of [fromIso, toIso) as raw rows: room type, date, free units, closed,
 * the four adult tariffs, the promotion. Prepared once, read raw (arrays): the search's hot path.
 */
export function nightRowsReader(db: Db): (fromIso: string, toIso: string) => unknown[] {
  const statement = db
    .prepare(
      `SELECT room_type_id, data, MAX(allotment - reservados, 0), fechado,
         adulto_sem, adulto_cafe, adulto_meia, adulto_inteira, promo_pct
       FROM room_nights WHERE data >= ? AND data < ?`,
    )
    .raw(true);
  return (fromIso, toIso) => statement.all(fromIso, toIso);
}
