import type { Db } from '../db/types';
import type { ExtraHoldRow } from './extras';
import type { VoucherRow } from './ticket-vouchers';

/**
 * Add-on orders (addon_orders): extras and park tickets bought for a paid booking under a
 * reference of their own, open 30 minutes, paid on their own (flows/add-ons/).
 */

export interface AddOnOrderRow {
  referencia: string;
  identificador: string;
  status_id: number;
  expira_em: number;
  criado_em: number;
  pago_em: number | null;
}

export function addOnOrder(db: Db, referencia: string): AddOnOrderRow | undefined {
  return db.prepare('SELECT * FROM addon_orders WHERE referencia = ?').get(referencia) as
    AddOnOrderRow | undefined;
}

export function insertAddOnOrder(
  db: Db,
  order: Pick<AddOnOrderRow, 'referencia' | 'identificador' | 'expira_em' | 'criado_em'>,
): void {
  db.prepare(
    'INSERT INTO addon_orders (referencia, identificador, status_id, expira_em, criado_em) VALUES (@referencia, @identificador, 1, @expira_em, @criado_em)',
  ).run(order);
}

/** Open orders past their time at `nowMs` expire (status 6). */
export function expireOpenAddOnOrders(db: Db, nowMs: number): void {
  db.prepare('UPDATE addon_orders SET status_id = 6 WHERE status_id = 1 AND expira_em <= ?').run(
    nowMs,
  );
}

export function markAddOnOrderPaid(db: Db, referencia: string, nowMs: number): void {
  db.prepare('UPDATE addon_orders SET status_id = 2, pago_em = ? WHERE referencia = ?').run(
    nowMs,
    referencia,
  );
}

/** An open order stays held at least until `untilMs` (a PIX issued for it). */
export function extendOpenAddOnOrder(db: Db, referencia: string, untilMs: number): void {
  db.prepare(
    'UPDATE addon_orders SET expira_em = MAX(expira_em, ?) WHERE referencia = ? AND status_id = 1',
  ).run(untilMs, referencia);
}

/** The group and its paid add-on orders: the references its items were paid under. */
const OWN_REFERENCE_SQL = (column: string) =>
  `(${column} = @grupo OR ${column} IN
     (SELECT referencia FROM addon_orders WHERE identificador = @grupo AND status_id = 2))`;

/** The group's paid extras (with the rooms or by its orders), with their name and free window. */
export function paidExtrasOfGroup(
  db: Db,
  grupo: string,
): (ExtraHoldRow & { nome: string; cancelamento_gratis_horas: number | null })[] {
  return db
    .prepare(
      `SELECT h.*, x.nome, x.cancelamento_gratis_horas FROM extra_holds h
       JOIN extras x ON x.id = h.extra_id
       WHERE h.status_id = 2 AND ${OWN_REFERENCE_SQL('h.identificador')}
       ORDER BY h.dias, h.hora, h.id`,
    )
    .all({ grupo }) as (ExtraHoldRow & {
    nome: string;
    cancelamento_gratis_horas: number | null;
  })[];
}

/** The group's paid ticket purchases still paid or used (with the rooms or by its orders). */
export function paidTicketPurchasesOfGroup(db: Db, grupo: string): VoucherRow[] {
  return db
    .prepare(
      `SELECT v.* FROM stay_tickets s JOIN ticket_vouchers v ON v.id = s.voucher_id
       WHERE s.status_id = 2 AND v.status IN ('pago', 'utilizado')
         AND ${OWN_REFERENCE_SQL('s.identificador')}
       ORDER BY v.data_visita, v.id`,
    )
    .all({ grupo }) as VoucherRow[];
}
