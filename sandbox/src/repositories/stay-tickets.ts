import type { Db } from '../db/types';
import { LIVE_HOLDER_SQL } from './group-stays';

/** The stay_tickets table: park tickets held and paid with a booking group (tickets/stay-tickets.ts). */

export const STAY_TICKET_STATUS = { held: 1, paid: 2, cancelled: 3, expired: 6 } as const;

export interface StayTicketRow {
  id: number;
  identificador: string;
  data_visita: string;
  linhas: string;
  pessoas: number;
  valor_total: number;
  status_id: number;
  criado_em: number;
  voucher_id: number | null;
  /** The room whose 'Hospedagem + Parque' these are (flows/park-package/); null otherwise. */
  pacote_reserva_id: number | null;
}

/** The room's package tickets, held or paid; undefined for a room without the park. */
export function packageOfRoom(db: Db, reservationId: number): StayTicketRow | undefined {
  return db
    .prepare(
      'SELECT * FROM stay_tickets WHERE pacote_reserva_id = ? AND status_id IN (1, 2) ORDER BY id DESC LIMIT 1',
    )
    .get(reservationId) as StayTicketRow | undefined;
}

/** A held room let go: its package's tickets go with it (their places come back). */
export function releasePackageOfRoom(db: Db, reservationId: number): void {
  db.prepare(
    'UPDATE stay_tickets SET status_id = ? WHERE pacote_reserva_id = ? AND status_id = 1',
  ).run(STAY_TICKET_STATUS.cancelled, reservationId);
}

/** Park tickets sold with stays, per hotel of the stay and visit day (the extras report). */
export function stayTicketSales(
  db: Db,
  fromIso: string,
  toIso: string,
): { id_hotel: number; hotel: string; data_visita: string; pessoas: number; receita: number }[] {
  return db
    .prepare(
      `SELECT h.id AS id_hotel, h.nome AS hotel, s.data_visita, SUM(s.pessoas) AS pessoas, SUM(s.valor_total) AS receita
       FROM stay_tickets s
       JOIN (SELECT DISTINCT identificador, id_hotel FROM reservations) r
         ON r.identificador = COALESCE(
           (SELECT o.identificador FROM addon_orders o WHERE o.referencia = s.identificador), s.identificador)
       JOIN hotels h ON h.id = r.id_hotel
       WHERE s.status_id = 2 AND s.data_visita BETWEEN ? AND ?
       GROUP BY h.id, s.data_visita ORDER BY h.id, s.data_visita`,
    )
    .all(fromIso, toIso) as {
    id_hotel: number;
    hotel: string;
    data_visita: string;
    pessoas: number;
    receita: number;
  }[];
}

export function findStayTickets(db: Db, id: number): StayTicketRow | undefined {
  return db.prepare('SELECT * FROM stay_tickets WHERE id = ?').get(id) as StayTicketRow | undefined;
}

/** Holds a day's tickets with a group (status 1); returns the row's id. */
export function insertStayTickets(
  db: Db,
  row: Pick<
    StayTicketRow,
    | 'identificador'
    | 'data_visita'
    | 'linhas'
    | 'pessoas'
    | 'valor_total'
    | 'criado_em'
    | 'pacote_reserva_id'
  >,
): number {
  return Number(
    db
      .prepare(
        `INSERT INTO stay_tickets (identificador, data_visita, linhas, pessoas, valor_total, status_id, criado_em, pacote_reserva_id)
         VALUES (@identificador, @data_visita, @linhas, @pessoas, @valor_total, 1, @criado_em, @pacote_reserva_id)`,
      )
      .run(row).lastInsertRowid,
  );
}

/** Lets the group's held tickets of one day go; false when there were none such. */
export function cancelHeldStayTickets(db: Db, id: number, identificador: string): boolean {
  return (
    db
      .prepare(
        'UPDATE stay_tickets SET status_id = ? WHERE id = ? AND identificador = ? AND status_id = 1',
      )
      .run(STAY_TICKET_STATUS.cancelled, id, identificador).changes > 0
  );
}

/** What the group's held tickets cost, in reais. */
export function heldStayTicketsReais(db: Db, identificador: string): number {
  return (
    db
      .prepare(
        'SELECT COALESCE(SUM(valor_total), 0) AS reais FROM stay_tickets WHERE identificador = ? AND status_id = 1',
      )
      .get(identificador) as { reais: number }
  ).reais;
}

export function heldStayTicketsOf(db: Db, identificador: string): StayTicketRow[] {
  return db
    .prepare(
      'SELECT * FROM stay_tickets WHERE identificador = ? AND status_id = 1 ORDER BY data_visita, id',
    )
    .all(identificador) as StayTicketRow[];
}

/** Held tickets of groups that hold no room any more (nor an open add-on order) expire. */
export function expireLapsedStayTickets(db: Db): void {
  db.prepare(
    `UPDATE stay_tickets SET status_id = ? WHERE status_id = 1
       AND NOT ${LIVE_HOLDER_SQL('stay_tickets.identificador')}`,
  ).run(STAY_TICKET_STATUS.expired);
}

/** Paid: the day's tickets became the purchase `voucherId`. */
export function markStayTicketsIssued(db: Db, id: number, voucherId: number): void {
  db.prepare('UPDATE stay_tickets SET status_id = ?, voucher_id = ? WHERE id = ?').run(
    STAY_TICKET_STATUS.paid,
    voucherId,
    id,
  );
}

/** Whether the purchase is the park half of a room's 'Hospedagem + Parque'. */
export function isPackageVoucher(db: Db, voucherId: number): boolean {
  return (
    db
      .prepare('SELECT 1 FROM stay_tickets WHERE voucher_id = ? AND pacote_reserva_id IS NOT NULL')
      .get(voucherId) !== undefined
  );
}

/** The stay (or add-on order) a purchase was paid with; null for a purchase of its own. */
export function stayReferenceOfVoucher(db: Db, voucherId: number): string | null {
  const row = db
    .prepare('SELECT identificador FROM stay_tickets WHERE voucher_id = ?')
    .get(voucherId) as { identificador: string } | undefined;
  return row?.identificador ?? null;
}

/** A withdrawn purchase's stay tickets are cancelled with it. */
export function cancelStayTicketsOfVoucher(db: Db, voucherId: number): void {
  db.prepare('UPDATE stay_tickets SET status_id = ? WHERE voucher_id = ?').run(
    STAY_TICKET_STATUS.cancelled,
    voucherId,
  );
}

/** A package's tickets cancelled with their room. */
export function cancelStayTicketsRow(db: Db, id: number): void {
  db.prepare('UPDATE stay_tickets SET status_id = ? WHERE id = ?').run(
    STAY_TICKET_STATUS.cancelled,
    id,
  );
}
