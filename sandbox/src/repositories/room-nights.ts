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
