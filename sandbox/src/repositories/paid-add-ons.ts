import type { Db } from '../db/types';
import { fromIso, toWire } from '../shared/calendar';

/**
 * What a booking group paid for besides its rooms (issue 29): its extras and park tickets, with
 * those added to it later by an add-on order (README "Adding to a booking"). The reservation's
 * summary and the group's e-mails list them.
 */

export interface PaidExtra {
  nome: string;
  dias: string[];
  hora: string;
  quantidade: number;
  valor_centavos: number;
}

/** When a paid extra is used, in words: '12/03/2027 às 09:00', or its nights. */
export const extraWhen = (extra: Pick<PaidExtra, 'dias' | 'hora'>): string =>
  extra.dias.map((day) => toWire(fromIso(day))).join(', ') +
  (extra.hora ? ` às ${extra.hora}` : '');

/** The group's paid extras (with those added to it later, README "Adding to a booking"). */
export function paidExtrasOf(db: Db, identificador: string): PaidExtra[] {
  return (
    db
      .prepare(
        `SELECT x.nome, h.dias, h.hora, h.quantidade, h.valor_centavos FROM extra_holds h
         JOIN extras x ON x.id = h.extra_id WHERE h.status_id = 2 AND (h.identificador = ?
           OR h.identificador IN (SELECT referencia FROM addon_orders WHERE identificador = ? AND status_id = 2))
         ORDER BY h.id`,
      )
      .all(identificador, identificador) as (Omit<PaidExtra, 'dias'> & { dias: string })[]
  ).map((row) => ({ ...row, dias: JSON.parse(row.dias) as string[] }));
}

export interface PaidStayTickets {
  /** The ticket purchase's code (ING-…). */
  codigo: string;
  data_visita: string;
  valor_total: number;
  /** 'Adulto', one per person, with the code the gate reads. */
  unidades: { cti_nome: string; codigo: string }[];
}

/**
 * The park tickets paid with the group (with those added to it later, README "Adding to a
 * booking"), as purchases with their gate codes (its e-mails, Minhas reservas).
 */
export function paidStayTicketsOf(db: Db, identificador: string): PaidStayTickets[] {
  const vouchers = db
    .prepare(
      `SELECT v.id, v.codigo, v.data_visita, v.valor_total FROM stay_tickets s
       JOIN ticket_vouchers v ON v.id = s.voucher_id
       WHERE s.status_id = 2 AND (s.identificador = ? OR s.identificador IN
         (SELECT referencia FROM addon_orders WHERE identificador = ? AND status_id = 2))
       ORDER BY v.data_visita, v.id`,
    )
    .all(identificador, identificador) as {
    id: number;
    codigo: string;
    data_visita: string;
    valor_total: number;
  }[];
  const units = db.prepare(
    `SELECT u.codigo, l.nome AS cti_nome FROM ticket_units u
     JOIN ticket_voucher_lines l ON l.voucher_id = u.voucher_id AND l.cti_id = u.cti_id
     WHERE u.voucher_id = ? ORDER BY u.seq`,
  );
  return vouchers.map((v) => ({
    codigo: v.codigo,
    data_visita: v.data_visita,
    valor_total: v.valor_total,
    unidades: units.all(v.id) as { cti_nome: string; codigo: string }[],
  }));
}
