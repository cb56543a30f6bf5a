import type { Db } from '../db/types';
import { type Day, fromIso } from '../shared/calendar';

/** Whether a hold reference is live: a held room of its group, or its add-on order open. */
export const LIVE_HOLDER_SQL = (column: string) =>
  `(EXISTS (SELECT 1 FROM reservations r WHERE r.identificador = ${column} AND r.status_id = 1)
    OR EXISTS (SELECT 1 FROM addon_orders o WHERE o.referencia = ${column} AND o.status_id = 1))`;

/** A group's hotel and stay (every room of a group shares them). */
export interface GroupStay {
  hotelId: number;
  arrival: Day;
  departure: Day;
}

/**
 * The group's stay while any of its rooms is held; null once none is. An add-on order's
 * reference (ADD-…, README "Adding to a booking") names its paid booking's stay while the order
 * is open (the sweep closes it after 30 minutes).
 */
export function heldGroupStay(db: Db, identificador: string): GroupStay | null {
  const room = db
    .prepare(
      `SELECT id_hotel, data_chegada, data_partida FROM reservations WHERE identificador = ? AND status_id = 1
       UNION ALL
       SELECT r.id_hotel, r.data_chegada, r.data_partida FROM addon_orders o
         JOIN reservations r ON r.identificador = o.identificador AND r.status_id IN (2, 4)
         WHERE o.referencia = ? AND o.status_id = 1
       LIMIT 1`,
    )
    .get(identificador, identificador) as
    { id_hotel: number; data_chegada: string; data_partida: string } | undefined;
  return room
    ? {
        hotelId: room.id_hotel,
        arrival: fromIso(room.data_chegada),
        departure: fromIso(room.data_partida),
      }
    : null;
}
