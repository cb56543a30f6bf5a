import type { Db } from '../db/types';
import { type Day, fromIso } from '../shared/calendar';

/** A group's hotel and stay (every room of a group shares them). */
export interface GroupStay {
  hotelId: number;
  arrival: Day;
  departure: Day;
}

/** The group's stay while any of its rooms is held; null once none is. */
export function heldGroupStay(db: Db, identificador: string): GroupStay | null {
  const room = db
    .prepare(
      'SELECT id_hotel, data_chegada, data_partida FROM reservations WHERE identificador = ? AND status_id = 1 LIMIT 1',
    )
    .get(identificador) as
    { id_hotel: number; data_chegada: string; data_partida: string } | undefined;
  return room
    ? {
        hotelId: room.id_hotel,
        arrival: fromIso(room.data_chegada),
        departure: fromIso(room.data_partida),
      }
    : null;
}
