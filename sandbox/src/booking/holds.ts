import type { Db } from '../db/types';
import { nowOf } from '../db/clock';
import { today } from '../shared/calendar';
import { mailGroupPaid } from './booking-mail';
import { changeStatus, type ReservationRow, STATUS } from './reservations';

/**
 * Pre-reservation holds of the booking flow and the expiry sweep.
 *
 * - A hold is a reservation in status 1 with `expira_em` (epoch seconds) = creation + 30 min;
 *   it takes one unit of `room_nights.reservados` on every night.
 * - The sweep (flows/expiry-sweep.ts, before every /api and /payments request and every 30 s) moves
 *   expired holds to 6 (Expirada), which gives the units back (expireLapsedHolds); a pending PIX
 *   or boleto keeps its group's holds until the payment expires, and then releases them
 *   (group-lifecycle.ts has the whole machine).
 * - Anonymous holds belong to a hidden placeholder user until a user confirms the room.
 */

export const HOLD_SECONDS = 30 * 60;

/** CPF column of the placeholder owner of anonymous holds: not a CPF, so nobody can log in. */
const ANONYMOUS_CPF = 'PRE-RESERVA-ANONIMA';

/** The placeholder user that owns anonymous holds (created on first use; survives resets). */
export function anonymousHolderId(db: Db): number {
  const found = db.prepare('SELECT id FROM users WHERE cpf = ?').get(ANONYMOUS_CPF) as
    { id: number } | undefined;
  if (found) return found.id;
  return Number(
    db
      .prepare(
        `INSERT INTO users (nome, cpf, email, telefones, datanasc, logradouro, numero, complemento, bairro, cep,
           idestado, ufestado, idcidade, nomecidade, usuario_tipo_id, usuario_tipo_categoria_id, forma_pagamento,
           permissoes, password_hash, temporario, criado_em)
         VALUES ('Pré-reserva sem usuário', ?, '', '[]', '', '', '', '', '', '', NULL, '', NULL, '', 6, 1, '[]',
           '{}', '', 1, ?)`,
      )
      .run(ANONYMOUS_CPF, new Date(nowOf(db)).toISOString()).lastInsertRowid,
  );
}

/** Reservations of a group that a user confirmed and that still hold (status 1 or 2). */
export function confirmedGroupRooms(db: Db, referencia: string): ReservationRow[] {
  return db
    .prepare(
      `SELECT r.* FROM reservations r JOIN reservation_confirmations c ON c.reservation_id = r.id_reservas_front
       WHERE r.identificador = ? AND r.status_id IN (?, ?) ORDER BY r.id_reservas_front`,
    )
    .all(referencia, STATUS.preReserva, STATUS.confirmada) as ReservationRow[];
}

/**
 * The group is paid: its confirmed held rooms become 2 (Confirmada) and stop expiring, and the
 * confirmation e-mail goes out (once).
 */
export function confirmGroup(db: Db, referencia: string, siteUrl: string, nowMs: number): void {
  db.transaction(() => {
    for (const row of confirmedGroupRooms(db, referencia)) {
      if (row.status_id !== STATUS.preReserva) continue;
      changeStatus(db, row, STATUS.confirmada);
      db.prepare('UPDATE reservations SET expira_em = NULL WHERE id_reservas_front = ?').run(
        row.id_reservas_front,
      );
    }
    mailGroupPaid(db, referencia, siteUrl, nowMs);
  })();
}

/** Keeps the group's holds at least until `untilSeconds` (a pending PIX or boleto). */
export function extendGroupHolds(db: Db, referencia: string, untilSeconds: number): void {
  db.prepare(
    'UPDATE reservations SET expira_em = MAX(COALESCE(expira_em, 0), ?) WHERE identificador = ? AND status_id = ?',
  ).run(untilSeconds, referencia, STATUS.preReserva);
}

/** Releases every hold of the group (status 1 -> 6 Expirada, units back to the inventory). */
export function expireGroupHolds(db: Db, referencia: string): void {
  const rows = db
    .prepare('SELECT * FROM reservations WHERE identificador = ? AND status_id = ?')
    .all(referencia, STATUS.preReserva) as ReservationRow[];
  for (const row of rows) changeStatus(db, row, STATUS.expirada);
}

/** Whether some hold has passed its `expira_em` (a cheap check, no write lock). */
export function holdsLapsed(db: Db, nowSeconds: number): boolean {
  return (
    db
      .prepare('SELECT 1 FROM reservations WHERE status_id = ? AND expira_em <= ? LIMIT 1')
      .get(STATUS.preReserva, nowSeconds) !== undefined
  );
}

/** Every hold past its `expira_em` becomes 6 (Expirada): its units go back to the inventory. */
export function expireLapsedHolds(db: Db, nowMs: number): void {
  const holds = db
    .prepare('SELECT * FROM reservations WHERE status_id = ? AND expira_em <= ?')
    .all(STATUS.preReserva, Math.floor(nowMs / 1000)) as ReservationRow[];
  // Dated by the sandbox's clock: a contract hold's returned points are a ledger movement.
  for (const row of holds)
    changeStatus(db, row, STATUS.expirada, undefined, today(new Date(nowMs)));
}
