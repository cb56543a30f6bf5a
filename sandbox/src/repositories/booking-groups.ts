import type { Db } from '../db/types';
import { type ReservationRow, STATUS } from './reservations';

/**
 * A booking group's rooms (reservations sharing an `identificador`): held, confirmed, paid or
 * expired together (booking/group-lifecycle.ts), and the holds' expiry.
 */

/** The total of the group's confirmed rooms still held or paid (cents). */
export function confirmedGroupTotalCents(db: Db, identificador: string): number {
  return (
    db
      .prepare(
        `SELECT COALESCE(SUM(r.valor_total_centavos), 0) AS total FROM reservations r
         JOIN reservation_confirmations c ON c.reservation_id = r.id_reservas_front
         WHERE r.identificador = ? AND r.status_id IN (1, 2)`,
      )
      .get(identificador) as { total: number }
  ).total;
}

/** Every room of a group, in any status, in order. */
export function groupRoomRows(db: Db, identificador: string): ReservationRow[] {
  return db
    .prepare('SELECT * FROM reservations WHERE identificador = ? ORDER BY id_reservas_front')
    .all(identificador) as ReservationRow[];
}

/** Rooms of the group a user confirmed that still hold (held or paid), in order. */
export function confirmedRoomsOfGroup(db: Db, identificador: string): ReservationRow[] {
  return db
    .prepare(
      `SELECT r.* FROM reservations r JOIN reservation_confirmations c ON c.reservation_id = r.id_reservas_front
       WHERE r.identificador = ? AND r.status_id IN (?, ?) ORDER BY r.id_reservas_front`,
    )
    .all(identificador, STATUS.preReserva, STATUS.confirmada) as ReservationRow[];
}

/** The group's held rooms (status 1). */
export function heldRoomsOfGroup(db: Db, identificador: string): ReservationRow[] {
  return db
    .prepare('SELECT * FROM reservations WHERE identificador = ? AND status_id = ?')
    .all(identificador, STATUS.preReserva) as ReservationRow[];
}

/** Holds past their expiry at `nowSeconds`. */
export function lapsedHolds(db: Db, nowSeconds: number): ReservationRow[] {
  return db
    .prepare('SELECT * FROM reservations WHERE status_id = ? AND expira_em <= ?')
    .all(STATUS.preReserva, nowSeconds) as ReservationRow[];
}

/** Whether some hold has passed its expiry (a cheap look, no write lock). */
export function anyLapsedHold(db: Db, nowSeconds: number): boolean {
  return (
    db
      .prepare('SELECT 1 FROM reservations WHERE status_id = ? AND expira_em <= ? LIMIT 1')
      .get(STATUS.preReserva, nowSeconds) !== undefined
  );
}

/** The group's held rooms stay held at least until `untilSeconds`. */
export function extendHeldRoomsOfGroup(db: Db, identificador: string, untilSeconds: number): void {
  db.prepare(
    'UPDATE reservations SET expira_em = MAX(COALESCE(expira_em, 0), ?) WHERE identificador = ? AND status_id = ?',
  ).run(untilSeconds, identificador, STATUS.preReserva);
}

/** The group's other rooms held, paid or stayed in (statuses 1, 2, 4, 5). */
export function otherLiveRoomsOfGroup(db: Db, identificador: string, exceptId: number): number {
  return (
    db
      .prepare(
        'SELECT COUNT(*) AS n FROM reservations WHERE identificador = ? AND id_reservas_front <> ? AND status_id IN (1, 2, 4, 5)',
      )
      .get(identificador, exceptId) as { n: number }
  ).n;
}

/** The group's rooms not cancelled, in order (the rooming list, the calendar file). */
export function liveRoomsOfGroup(db: Db, identificador: string): ReservationRow[] {
  return db
    .prepare(
      'SELECT * FROM reservations WHERE identificador = ? AND status_id <> ? ORDER BY id_reservas_front',
    )
    .all(identificador, STATUS.cancelada) as ReservationRow[];
}

/** Whether any room was ever held under this identificador. */
export function groupExists(db: Db, identificador: string): boolean {
  return (
    db.prepare('SELECT 1 FROM reservations WHERE identificador = ? LIMIT 1').get(identificador) !==
    undefined
  );
}

/** End of the group's hold (epoch seconds): the earliest of its held rooms'; null when none. */
export function earliestHoldExpiry(db: Db, identificador: string): number | null {
  return (
    db
      .prepare(
        'SELECT MIN(expira_em) AS fim FROM reservations WHERE identificador = ? AND status_id = ?',
      )
      .get(identificador, STATUS.preReserva) as { fim: number | null }
  ).fim;
}
