import type { UnitCode } from '../../../src/api/contract/club';
import type { Db } from '../db/types';

/**
 * Week deposits and the resorts they go to (week_deposits, deposit_resorts and their units):
 * the club's deposit rules are club/week-deposits.ts.
 */

export interface DepositRow {
  id: number;
  pedido: string;
  contratos_id: number;
  user_id: number;
  resort_id: number;
  br: UnitCode;
  inicio: string;
  pontos: number;
  taxa: number;
  status: 'aguardando_aceite' | 'aguardando_confirmacao' | 'confirmado';
  criado_em: number;
  expira_em: number;
  aceito_em: number | null;
  token_hash: string | null;
  confirmado_em: number | null;
  /** Cancelled by the member (migration 26): when, the points given back and the rule. */
  cancelado_em: number | null;
  pontos_devolvidos: number | null;
  regra_cancelamento: string | null;
}

/** The deposit's columns when it is asked. */
export type NewDeposit = Pick<
  DepositRow,
  | 'id'
  | 'pedido'
  | 'contratos_id'
  | 'user_id'
  | 'resort_id'
  | 'br'
  | 'inicio'
  | 'pontos'
  | 'taxa'
  | 'criado_em'
  | 'expira_em'
>;

export function findDeposit(db: Db, id: number): DepositRow | undefined {
  return db.prepare('SELECT * FROM week_deposits WHERE id = ?').get(id) as DepositRow | undefined;
}

export function depositIdTaken(db: Db, id: number): boolean {
  return db.prepare('SELECT 1 FROM week_deposits WHERE id = ?').get(id) !== undefined;
}

export function insertDeposit(db: Db, deposit: NewDeposit): void {
  db.prepare(
    `INSERT INTO week_deposits (id, pedido, contratos_id, user_id, resort_id, br, inicio, pontos, taxa,
       status, criado_em, expira_em)
     VALUES (@id, @pedido, @contratos_id, @user_id, @resort_id, @br, @inicio, @pontos, @taxa,
       'aguardando_aceite', @criado_em, @expira_em)`,
  ).run(deposit);
}

/** Accepted: the confirmation link's token (its hash) is issued. */
export function markDepositAccepted(db: Db, id: number, nowMs: number, tokenHash: string): void {
  db.prepare(
    "UPDATE week_deposits SET status = 'aguardando_confirmacao', aceito_em = ?, token_hash = ? WHERE id = ?",
  ).run(nowMs, tokenHash, id);
}

export function markDepositConfirmed(db: Db, id: number, nowMs: number): void {
  db.prepare("UPDATE week_deposits SET status = 'confirmado', confirmado_em = ? WHERE id = ?").run(
    nowMs,
    id,
  );
}

export function markDepositCancelled(
  db: Db,
  id: number,
  nowMs: number,
  returned: number,
  rule: string,
): void {
  db.prepare(
    `UPDATE week_deposits SET cancelado_em = ?, pontos_devolvidos = ?, regra_cancelamento = ?
      WHERE id = ? AND cancelado_em IS NULL`,
  ).run(nowMs, returned, rule, id);
}

/** Deposits holding a unit of that week: not cancelled, and confirmed or asked and not lapsed. */
export function depositsHoldingUnits(
  db: Db,
  resortId: number,
  br: UnitCode,
  inicio: string,
  nowMs: number,
): number {
  const row = db
    .prepare(
      `SELECT COUNT(*) AS n FROM week_deposits WHERE resort_id = ? AND br = ? AND inicio = ?
         AND cancelado_em IS NULL AND (status = 'confirmado' OR expira_em > ?)`,
    )
    .get(resortId, br, inicio, nowMs) as { n: number };
  return row.n;
}

export interface ResortRow {
  id: number;
  nome: string;
  cidade: string;
}

export function listResorts(db: Db): ResortRow[] {
  return db
    .prepare('SELECT id, nome, cidade FROM deposit_resorts ORDER BY nome')
    .all() as ResortRow[];
}

export function findResort(db: Db, id: number): ResortRow | undefined {
  return db.prepare('SELECT id, nome, cidade FROM deposit_resorts WHERE id = ?').get(id) as
    ResortRow | undefined;
}

/** A resort's unit types with their count (H and S first, then the bedrooms). */
export function resortUnits(db: Db, resortId: number): { br: UnitCode; quantidade: number }[] {
  return db
    .prepare(
      "SELECT br, quantidade FROM deposit_resort_units WHERE resort_id = ? ORDER BY CASE br WHEN 'H' THEN 0 WHEN 'S' THEN 1 ELSE 2 END, br",
    )
    .all(resortId) as { br: UnitCode; quantidade: number }[];
}

export function resortUnitCount(db: Db, resortId: number, br: UnitCode): number | undefined {
  const row = db
    .prepare('SELECT quantidade FROM deposit_resort_units WHERE resort_id = ? AND br = ?')
    .get(resortId, br) as { quantidade: number } | undefined;
  return row?.quantidade;
}

/** The user's deposits, oldest first, with their contract's number and resort's name. */
export function depositsOfUser(
  db: Db,
  userId: number,
): (DepositRow & { numero_contrato: string; empreendimento: string })[] {
  return db
    .prepare(
      `SELECT d.*, c.numero_contrato, r.nome AS empreendimento FROM week_deposits d
         JOIN contracts c ON c.contratos_id = d.contratos_id
         JOIN deposit_resorts r ON r.id = d.resort_id
        WHERE d.user_id = ? ORDER BY d.criado_em`,
    )
    .all(userId) as (DepositRow & { numero_contrato: string; empreendimento: string })[];
}
