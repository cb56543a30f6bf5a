import type { ReservaResumo } from '../../../src/api/contract/account';
import type { Db } from '../db/types';
import { type ReservationRow, toResumo } from './reservations';

/** The user's reservations booked against these contracts (/relatorio-drvc/reservas), newest first. */
export function contractReservations(
  db: Db,
  userId: number,
  contractIds: readonly number[],
): ReservaResumo[] {
  if (contractIds.length === 0) return [];
  const rows = db
    .prepare(
      `SELECT * FROM reservations WHERE user_id = ? AND contrato_id IN (${contractIds.map(() => '?').join(',')})
       ORDER BY criado_em DESC, id_reservas_front DESC`,
    )
    .all(userId, ...contractIds) as ReservationRow[];
  return rows.map((row) => toResumo(db, row));
}
