import type { ReservaResumo } from '../../../src/api/contract/account';
import type { Db } from '../db/types';
import { toResumo } from './reservations';
import { reservationsOfContracts } from '../repositories/reservations';

/** The user's reservations booked against these contracts (/relatorio-drvc/reservas), newest first. */
export function contractReservations(
  db: Db,
  userId: number,
  contractIds: readonly number[],
): ReservaResumo[] {
  if (contractIds.length === 0) return [];
  const rows = reservationsOfContracts(db, userId, contractIds);
  return rows.map((row) => toResumo(db, row));
}
