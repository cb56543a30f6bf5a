import type { ReservaResumo } from '../../../src/api/contract/account';
import { type ReservationRow, toResumo } from '../booking/reservations';
import type { Db } from '../db/types';
import type { ContractRow } from './club-ledger';

/** The user's reservations booked against `contracts` (/relatorio-drvc/reservas), newest first. */
export function contractReservations(
  db: Db,
  userId: number,
  contracts: readonly ContractRow[],
): ReservaResumo[] {
  const ids = contracts.map((c) => c.contratos_id);
  if (ids.length === 0) return [];
  const rows = db
    .prepare(
      `SELECT * FROM reservations WHERE user_id = ? AND contrato_id IN (${ids.map(() => '?').join(',')})
       ORDER BY criado_em DESC, id_reservas_front DESC`,
    )
    .all(userId, ...ids) as ReservationRow[];
  return rows.map((row) => toResumo(db, row));
}
