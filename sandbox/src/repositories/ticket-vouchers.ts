import type { TicketGroup, VoucherStatus } from '../../../src/api/contract/tickets';
import type { Db } from '../db/types';

/**
 * Park ticket purchases (ticket_vouchers), their lines per category and their units, one per
 * person with the code the gate reads. The sale's rules are tickets/.
 */

export interface VoucherRow {
  id: number;
  codigo: string;
  pessoa_id: number;
  data_visita: string;
  status: VoucherStatus;
  valor_total: number;
  pessoas: number;
  observacao: string;
  chave: string | null;
  criado_em: number;
  pago_em: number | null;
  expira_em: number | null;
  cancelado_em: number | null;
  valor_reembolsado: number;
}

export interface VoucherLineRow {
  cti_id: number;
  nome: string;
  grupo: TicketGroup;
  observacao: string;
  qtd: number;
  valor_unitario: number;
}

export interface TicketUnitRow {
  codigo: string;
  cti_id: number;
  seq: number;
  utilizado_em: number | null;
}

export function findVoucher(db: Db, id: number): VoucherRow | undefined {
  return db.prepare('SELECT * FROM ticket_vouchers WHERE id = ?').get(id) as VoucherRow | undefined;
}

export function voucherByReference(db: Db, referencia: string): VoucherRow | undefined {
  return db.prepare('SELECT * FROM ticket_vouchers WHERE codigo = ?').get(referencia) as
    VoucherRow | undefined;
}

/** The person's purchase made with this idempotency key, if any. */
export function voucherByKey(db: Db, pessoaId: number, chave: string): VoucherRow | undefined {
  return db
    .prepare('SELECT * FROM ticket_vouchers WHERE pessoa_id = ? AND chave = ?')
    .get(pessoaId, chave) as VoucherRow | undefined;
}

/** The person's purchases paid, used or cancelled, newest first (Meus ingressos). */
export function settledVouchersOf(db: Db, pessoaId: number): VoucherRow[] {
  return db
    .prepare(
      `SELECT * FROM ticket_vouchers WHERE pessoa_id = ? AND status IN ('pago', 'utilizado', 'cancelado')
       ORDER BY id DESC`,
    )
    .all(pessoaId) as VoucherRow[];
}

export function voucherLines(db: Db, voucherId: number): VoucherLineRow[] {
  return db
    .prepare('SELECT * FROM ticket_voucher_lines WHERE voucher_id = ? ORDER BY cti_id')
    .all(voucherId) as VoucherLineRow[];
}

export function voucherUnits(db: Db, voucherId: number): TicketUnitRow[] {
  return db
    .prepare('SELECT * FROM ticket_units WHERE voucher_id = ? ORDER BY seq')
    .all(voucherId) as TicketUnitRow[];
}

/** A purchase as stored: pending (bought on its own) or paid (issued for a stay). */
export type NewVoucher = Pick<
  VoucherRow,
  | 'codigo'
  | 'pessoa_id'
  | 'data_visita'
  | 'valor_total'
  | 'pessoas'
  | 'observacao'
  | 'chave'
  | 'criado_em'
  | 'pago_em'
  | 'expira_em'
> & { status: 'pendente' | 'pago' };

/** Inserts the purchase with its lines and a unit per person; returns its id. */
export function insertVoucher(
  db: Db,
  voucher: NewVoucher,
  lines: readonly (Omit<VoucherLineRow, 'grupo'> & { grupo: TicketGroup })[],
  unitCode: () => string,
): number {
  const id = Number(
    db
      .prepare(
        `INSERT INTO ticket_vouchers (codigo, pessoa_id, data_visita, status, valor_total, pessoas,
           observacao, chave, criado_em, pago_em, expira_em)
         VALUES (@codigo, @pessoa_id, @data_visita, @status, @valor_total, @pessoas,
           @observacao, @chave, @criado_em, @pago_em, @expira_em)`,
      )
      .run(voucher).lastInsertRowid,
  );
  const insertLine = db.prepare(
    `INSERT INTO ticket_voucher_lines (voucher_id, cti_id, nome, grupo, observacao, qtd, valor_unitario)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertUnit = db.prepare(
    'INSERT INTO ticket_units (codigo, voucher_id, cti_id, seq) VALUES (?, ?, ?, ?)',
  );
  let seq = 0;
  for (const line of lines) {
    insertLine.run(
      id,
      line.cti_id,
      line.nome,
      line.grupo,
      line.observacao,
      line.qtd,
      line.valor_unitario,
    );
    for (let i = 0; i < line.qtd; i += 1) {
      seq += 1;
      insertUnit.run(unitCode(), id, line.cti_id, seq);
    }
  }
  return id;
}

/** Unpaid purchases past their hold at `nowMs` expire: their places are sold again. */
export function expirePendingVouchers(db: Db, nowMs: number): void {
  db.prepare(
    "UPDATE ticket_vouchers SET status = 'expirado' WHERE status = 'pendente' AND expira_em <= ?",
  ).run(nowMs);
}

/** A pending purchase's hold runs at least until `untilMs`. */
export function extendPendingVoucher(db: Db, codigo: string, untilMs: number): void {
  db.prepare(
    "UPDATE ticket_vouchers SET expira_em = MAX(expira_em, ?) WHERE codigo = ? AND status = 'pendente'",
  ).run(untilMs, codigo);
}

export function setVoucherPaid(db: Db, id: number, nowMs: number): void {
  db.prepare(
    "UPDATE ticket_vouchers SET status = 'pago', pago_em = ?, expira_em = NULL WHERE id = ?",
  ).run(nowMs, id);
}

/** Withdrawn: cancelled, everything paid refunded. */
export function setVoucherWithdrawn(
  db: Db,
  id: number,
  nowMs: number,
  refundedReais: number,
): void {
  db.prepare(
    "UPDATE ticket_vouchers SET status = 'cancelado', cancelado_em = ?, valor_reembolsado = ? WHERE id = ?",
  ).run(nowMs, refundedReais, id);
}

export function setVoucherUsed(db: Db, id: number): void {
  db.prepare("UPDATE ticket_vouchers SET status = 'utilizado' WHERE id = ?").run(id);
}

/** A unit by its gate code, with its category's name. */
export function unitByCode(
  db: Db,
  codigo: string,
): { codigo: string; utilizado_em: number | null; voucher_id: number; nome: string } | undefined {
  return db
    .prepare(
      `SELECT u.codigo, u.utilizado_em, u.voucher_id, c.nome FROM ticket_units u
       JOIN ticket_categories c ON c.cti_id = u.cti_id WHERE u.codigo = ?`,
    )
    .get(codigo) as
    { codigo: string; utilizado_em: number | null; voucher_id: number; nome: string } | undefined;
}

export function setUnitUsed(db: Db, codigo: string, nowMs: number): void {
  db.prepare('UPDATE ticket_units SET utilizado_em = ? WHERE codigo = ?').run(nowMs, codigo);
}

/** Whether any unit of the purchase has passed the gate. */
export function anyUnitUsed(db: Db, voucherId: number): boolean {
  return (
    db
      .prepare('SELECT 1 FROM ticket_units WHERE voucher_id = ? AND utilizado_em IS NOT NULL')
      .get(voucherId) !== undefined
  );
}

/** Whether a unit of the purchase has yet to pass the gate. */
export function anyUnitUnused(db: Db, voucherId: number): boolean {
  return (
    db
      .prepare('SELECT 1 FROM ticket_units WHERE voucher_id = ? AND utilizado_em IS NULL')
      .get(voucherId) !== undefined
  );
}

/** Every purchase of the person, oldest first. */
export function vouchersOfPerson(db: Db, pessoaId: number): VoucherRow[] {
  return db
    .prepare('SELECT * FROM ticket_vouchers WHERE pessoa_id = ? ORDER BY id')
    .all(pessoaId) as VoucherRow[];
}

/** Cancelled with `refundedReais` given back (a package cancelled with its room). */
export function setVoucherCancelled(
  db: Db,
  id: number,
  nowMs: number,
  refundedReais: number,
): void {
  db.prepare(
    "UPDATE ticket_vouchers SET status = 'cancelado', cancelado_em = ?, valor_reembolsado = ? WHERE id = ?",
  ).run(nowMs, refundedReais, id);
}
