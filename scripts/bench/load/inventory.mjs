// Read-only look at the sandbox's SQLite database (better-sqlite3 of the sandbox workspace),
// opened beside the running server: WAL lets it read while the server writes, and the
// read-only handle can change nothing. These are the figures the overbooking checks compare.
import { createRequire } from 'node:module';
import { join } from 'node:path';

/** Statuses that hold one unit on every night of the stay (sandbox domain/reservations.ts). */
const HOLDING = '1, 2, 4';

export function openInventory(root, dbPath) {
  const Database = createRequire(join(root, 'sandbox/package.json'))('better-sqlite3');
  const db = new Database(dbPath, { readonly: true, fileMustExist: true });

  const night = db.prepare(
    'SELECT allotment, reservados, fechado FROM room_nights WHERE room_type_id = ? AND data = ?',
  );
  const active = db.prepare(
    `SELECT COUNT(*) AS n FROM reservations
     WHERE room_type_id = ? AND status_id IN (${HOLDING}) AND data_chegada <= ? AND data_partida > ?`,
  );
  const confirmations = db.prepare(
    'SELECT COUNT(*) AS n, MIN(user_id) AS user_id FROM reservation_confirmations WHERE reservation_id = ?',
  );
  const guests = db.prepare(
    'SELECT COUNT(*) AS n, SUM(principal) AS principals FROM reservation_guests WHERE reservation_id = ?',
  );
  const reservation = db.prepare(
    'SELECT user_id, status_id, room_type_id FROM reservations WHERE id_reservas_front = ?',
  );

  return {
    /** allotment, units taken (reservados) and holding reservations of one room type/night. */
    night(roomTypeId, iso) {
      const row = night.get(roomTypeId, iso);
      if (!row) throw new Error(`Noite ${iso} da unidade ${roomTypeId} fora do inventário.`);
      return { ...row, active: active.get(roomTypeId, iso, iso).n };
    },
    /** The highest reservation id: rows above it were created after this call. */
    maxReservationId() {
      return db.prepare('SELECT COALESCE(MAX(id_reservas_front), 0) AS id FROM reservations').get()
        .id;
    },
    reservationsAfter(id) {
      return db
        .prepare(
          'SELECT id_reservas_front AS id, status_id FROM reservations WHERE id_reservas_front > ?',
        )
        .all(id);
    },
    /** Anywhere in the inventory: nights with more units taken than exist. */
    nightsOverAllotment() {
      return db.prepare('SELECT COUNT(*) AS n FROM room_nights WHERE reservados > allotment').get()
        .n;
    },
    /** Units of a type a deposit resort has each week. */
    units: (resortId, br) =>
      db
        .prepare('SELECT quantidade FROM deposit_resort_units WHERE resort_id = ? AND br = ?')
        .get(resortId, br).quantidade,
    /** Deposits holding a unit of a week (confirmed, or asked and not lapsed) and its queue. */
    week(resortId, br, iso, nowMs) {
      const held = db
        .prepare(
          `SELECT COUNT(*) AS n FROM week_deposits WHERE resort_id = ? AND br = ? AND inicio = ?
             AND (status = 'confirmado' OR expira_em > ?)`,
        )
        .get(resortId, br, iso, nowMs).n;
      const waiting = db
        .prepare(
          `SELECT COUNT(*) AS n FROM deposit_waitlist WHERE resort_id = ? AND br = ? AND inicio = ?
             AND status = 'ativo'`,
        )
        .get(resortId, br, iso).n;
      return { held, waiting };
    },
    reservation: (id) => reservation.get(id),
    confirmations: (id) => confirmations.get(id),
    guests: (id) => guests.get(id),
    close: () => db.close(),
  };
}
