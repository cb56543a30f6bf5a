import type { Pensao } from '../../../src/api/contract/search';
import type { Db } from '../db/types';

/**
 * The contract bookings' waitlist (booking_waitlist, migration 28); its rules:
 * flows/booking-waitlist/.
 */

export type BookingWaitlistStatus = 'ativo' | 'confirmado' | 'cancelado' | 'expirado';

export interface BookingWaitlistRow {
  id: number;
  contratos_id: number;
  user_id: number;
  room_type_id: number;
  pensao: Pensao;
  /** yyyy-mm-dd, the arrival asked for. */
  chegada: string;
  noites: number;
  flex_dias: number;
  adultos: number;
  /** JSON array of the children's ages. */
  idades_criancas: string;
  /** JSON array of the guests (GuestInput). */
  hospedes: string;
  criado_em: number;
  /** yyyy-mm-dd, the last day it waits. */
  expira_em: string;
  status: BookingWaitlistStatus;
  reserva_id: number | null;
  encerrado_em: number | null;
}

export type NewBookingRequest = Omit<
  BookingWaitlistRow,
  'id' | 'status' | 'reserva_id' | 'encerrado_em'
>;

export function insertBookingRequest(db: Db, request: NewBookingRequest): BookingWaitlistRow {
  const info = db
    .prepare(
      `INSERT INTO booking_waitlist (contratos_id, user_id, room_type_id, pensao, chegada, noites,
         flex_dias, adultos, idades_criancas, hospedes, criado_em, expira_em)
       VALUES (@contratos_id, @user_id, @room_type_id, @pensao, @chegada, @noites, @flex_dias,
         @adultos, @idades_criancas, @hospedes, @criado_em, @expira_em)`,
    )
    .run(request);
  return findBookingRequest(db, Number(info.lastInsertRowid)) as BookingWaitlistRow;
}

export function findBookingRequest(db: Db, id: number): BookingWaitlistRow | undefined {
  return db.prepare('SELECT * FROM booking_waitlist WHERE id = ?').get(id) as
    BookingWaitlistRow | undefined;
}

/** Every active request, the oldest first: the order they are served in. */
export function activeBookingRequests(db: Db): BookingWaitlistRow[] {
  return db
    .prepare("SELECT * FROM booking_waitlist WHERE status = 'ativo' ORDER BY criado_em, id")
    .all() as BookingWaitlistRow[];
}

export function hasActiveBookingRequests(db: Db): boolean {
  return (
    db.prepare("SELECT 1 FROM booking_waitlist WHERE status = 'ativo' LIMIT 1").get() !== undefined
  );
}

export function activeBookingRequestsOfContract(db: Db, contratosId: number): number {
  return (
    db
      .prepare(
        "SELECT COUNT(*) AS n FROM booking_waitlist WHERE status = 'ativo' AND contratos_id = ?",
      )
      .get(contratosId) as { n: number }
  ).n;
}

/** The user's requests, the newest first. */
export function bookingRequestsOfUser(db: Db, userId: number): BookingWaitlistRow[] {
  return db
    .prepare('SELECT * FROM booking_waitlist WHERE user_id = ? ORDER BY criado_em DESC, id DESC')
    .all(userId) as BookingWaitlistRow[];
}

/** The active requests for a room type, the oldest first. */
export function activeRequestsForRoomType(db: Db, roomTypeId: number): BookingWaitlistRow[] {
  return db
    .prepare(
      "SELECT * FROM booking_waitlist WHERE status = 'ativo' AND room_type_id = ? ORDER BY criado_em, id",
    )
    .all(roomTypeId) as BookingWaitlistRow[];
}

/** The active requests for a room type that came before this one (any dates: the caller checks). */
export function earlierRequestsForRoomType(db: Db, row: BookingWaitlistRow): BookingWaitlistRow[] {
  return db
    .prepare(
      `SELECT * FROM booking_waitlist
        WHERE status = 'ativo' AND room_type_id = ?
          AND (criado_em < ? OR (criado_em = ? AND id < ?))`,
    )
    .all(row.room_type_id, row.criado_em, row.criado_em, row.id) as BookingWaitlistRow[];
}

export function closeBookingRequest(
  db: Db,
  id: number,
  status: Exclude<BookingWaitlistStatus, 'ativo'>,
  nowMs: number,
  reservationId: number | null = null,
): void {
  db.prepare(
    "UPDATE booking_waitlist SET status = ?, encerrado_em = ?, reserva_id = ? WHERE id = ? AND status = 'ativo'",
  ).run(status, nowMs, reservationId, id);
}

export function changeBookingRequestExpiry(db: Db, id: number, expiraEm: string): void {
  db.prepare("UPDATE booking_waitlist SET expira_em = ? WHERE id = ? AND status = 'ativo'").run(
    expiraEm,
    id,
  );
}

export function recordBookingRequestSkip(db: Db, id: number, nowMs: number, motivo: string): void {
  db.prepare('INSERT INTO booking_waitlist_skips (pedido_id, em, motivo) VALUES (?, ?, ?)').run(
    id,
    nowMs,
    motivo,
  );
}

/** The latest reason a request was passed over, or null. */
export function lastBookingRequestSkip(db: Db, id: number): string | null {
  const row = db
    .prepare(
      'SELECT motivo FROM booking_waitlist_skips WHERE pedido_id = ? ORDER BY id DESC LIMIT 1',
    )
    .get(id) as { motivo: string } | undefined;
  return row?.motivo ?? null;
}

/**
 * The account is deleted: its active requests are cancelled and every request's guests erased
 * (they are personal data the served bookings already copied).
 */
export function closeBookingRequestsOfUser(db: Db, userId: number, nowMs: number): void {
  db.prepare(
    "UPDATE booking_waitlist SET status = 'cancelado', encerrado_em = ? WHERE user_id = ? AND status = 'ativo'",
  ).run(nowMs, userId);
  db.prepare("UPDATE booking_waitlist SET hospedes = '[]' WHERE user_id = ?").run(userId);
}
