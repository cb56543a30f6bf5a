import { issueCertificates } from './guest-certificates';
import type { Db } from '../db/types';
import { nowOf } from '../db/clock';
import { today } from '../shared/calendar';
import { mailGroupPaid } from './booking-mail';
import { changeStatus, type ReservationRow, STATUS } from './reservations';
import { setHoldExpiry } from '../repositories/reservations';
import {
  confirmedRoomsOfGroup,
  extendHeldRoomsOfGroup,
  heldRoomsOfGroup,
  anyLapsedHold,
  lapsedHolds,
} from '../repositories/booking-groups';
import { findUserByCpf, insertPlaceholderUser } from '../repositories/users';

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
  const found = findUserByCpf(db, ANONYMOUS_CPF);
  if (found) return found.id;
  return insertPlaceholderUser(
    db,
    'Pré-reserva sem usuário',
    ANONYMOUS_CPF,
    new Date(nowOf(db)).toISOString(),
  );
}

/** Reservations of a group that a user confirmed and that still hold (status 1 or 2). */
export function confirmedGroupRooms(db: Db, referencia: string): ReservationRow[] {
  return confirmedRoomsOfGroup(db, referencia);
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
      setHoldExpiry(db, row.id_reservas_front, null);
    }
    mailGroupPaid(db, referencia, siteUrl, nowMs);
    // Rooms booked for guests: each guest's voucher and pre-check-in, each fee in the record.
    issueCertificates(db, confirmedGroupRooms(db, referencia), {
      siteUrl,
      nowMs,
      today: today(new Date(nowMs)),
    });
  })();
}

/** Keeps the group's holds at least until `untilSeconds` (a pending PIX or boleto). */
export function extendGroupHolds(db: Db, referencia: string, untilSeconds: number): void {
  extendHeldRoomsOfGroup(db, referencia, untilSeconds);
}

/** Releases every hold of the group (status 1 -> 6 Expirada, units back to the inventory). */
export function expireGroupHolds(db: Db, referencia: string): void {
  for (const row of heldRoomsOfGroup(db, referencia)) changeStatus(db, row, STATUS.expirada);
}

/** Whether some hold has passed its `expira_em` (a cheap check, no write lock). */
export function holdsLapsed(db: Db, nowSeconds: number): boolean {
  return anyLapsedHold(db, nowSeconds);
}

/** Every hold past its `expira_em` becomes 6 (Expirada): its units go back to the inventory. */
export function expireLapsedHolds(db: Db, nowMs: number): void {
  const holds = lapsedHolds(db, Math.floor(nowMs / 1000));
  // Dated by the sandbox's clock: a contract hold's returned points are a ledger movement.
  for (const row of holds)
    changeStatus(db, row, STATUS.expirada, undefined, today(new Date(nowMs)));
}
