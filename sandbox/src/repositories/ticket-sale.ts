import type { TicketDay, TicketGroup } from '../../../src/api/contract/tickets';
import type { Db } from '../db/types';

/**
 * The park's sale tables: prices per kind of day, a day's overrides (capacity, closing), the
 * ticket categories, and the places a day has sold. The sale's rules are tickets/ticket-sale.ts.
 */

/** Which price a category takes. */
export type PriceKind = 'inteira' | 'crianca' | 'gratis' | 'meia';

export interface CategoryRow {
  cti_id: number;
  nome: string;
  grupo: TicketGroup;
  preco: PriceKind;
  observacao: string;
  max_por_compra: number;
  acompanha_cti_id: number | null;
}

export interface TicketPriceRow {
  tipo_dia: TicketDay['tipo_dia'];
  inteira: number;
  crianca: number;
  capacidade: number;
}

export interface TicketDayOverrideRow {
  capacidade: number | null;
  reservados: number;
  fechado: number;
  motivo: string | null;
}

export function ticketPrice(db: Db, tipo: TicketDay['tipo_dia']): TicketPriceRow {
  return db.prepare('SELECT * FROM ticket_prices WHERE tipo_dia = ?').get(tipo) as TicketPriceRow;
}

export function ticketDayOverride(db: Db, dayIso: string): TicketDayOverrideRow | undefined {
  return db.prepare('SELECT * FROM ticket_day_overrides WHERE data = ?').get(dayIso) as
    TicketDayOverrideRow | undefined;
}

export function categoryRows(db: Db): CategoryRow[] {
  return db.prepare('SELECT * FROM ticket_categories ORDER BY ordem').all() as CategoryRow[];
}

/**
 * People holding the day's places at `nowMs`: purchases paid or used, or pending and not
 * lapsed, and tickets held with a stay.
 */
export function parkPlacesTaken(db: Db, dayIso: string, nowMs: number): number {
  const row = db
    .prepare(
      `SELECT (SELECT COALESCE(SUM(pessoas), 0) FROM ticket_vouchers
         WHERE data_visita = ? AND (status IN ('pago', 'utilizado') OR (status = 'pendente' AND expira_em > ?)))
       + (SELECT COALESCE(SUM(pessoas), 0) FROM stay_tickets WHERE data_visita = ? AND status_id = 1) AS n`,
    )
    .get(dayIso, nowMs, dayIso) as { n: number };
  return row.n;
}
