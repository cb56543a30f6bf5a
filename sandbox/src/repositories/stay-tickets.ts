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
