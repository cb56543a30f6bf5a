import type { Db } from '../db/types';

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
