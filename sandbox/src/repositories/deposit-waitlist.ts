import type { UnitCode } from '../../../src/api/contract/club';
import type { Db } from '../db/types';

/** The week deposits' waitlist (deposit_waitlist, migration 25); its rules: club/deposit-waitlist.ts. */

export type WaitlistStatus = 'ativo' | 'confirmado' | 'cancelado' | 'expirado';

export interface WaitlistRow {
  id: number;
  contratos_id: number;
  user_id: number;
  resort_id: number;
  br: UnitCode;
  /** yyyy-mm-dd, the week's Saturday. */
  inicio: string;
  criado_em: number;
  /** yyyy-mm-dd, the last day it waits. */
  expira_em: string;
  status: WaitlistStatus;
  deposito_semana_id: number | null;
  encerrado_em: number | null;
}

export function insertWaitlistRequest(
  db: Db,
  request: Pick<
    WaitlistRow,
    'contratos_id' | 'user_id' | 'resort_id' | 'br' | 'inicio' | 'criado_em' | 'expira_em'
  >,
): WaitlistRow {
  const info = db
    .prepare(
      `INSERT INTO deposit_waitlist (contratos_id, user_id, resort_id, br, inicio, criado_em, expira_em)
       VALUES (@contratos_id, @user_id, @resort_id, @br, @inicio, @criado_em, @expira_em)`,
    )
    .run(request);
  return findWaitlistRequest(db, Number(info.lastInsertRowid)) as WaitlistRow;
}

export function findWaitlistRequest(db: Db, id: number): WaitlistRow | undefined {
  return db.prepare('SELECT * FROM deposit_waitlist WHERE id = ?').get(id) as
    WaitlistRow | undefined;
}

/** Every active request, the oldest first: the order they are served in. */
export function activeWaitlist(db: Db): WaitlistRow[] {
  return db
    .prepare("SELECT * FROM deposit_waitlist WHERE status = 'ativo' ORDER BY criado_em, id")
    .all() as WaitlistRow[];
}

export function hasActiveWaitlist(db: Db): boolean {
  return (
    db.prepare("SELECT 1 FROM deposit_waitlist WHERE status = 'ativo' LIMIT 1").get() !== undefined
  );
}

export function activeRequestsOfContract(db: Db, contratosId: number): WaitlistRow[] {
  return db
    .prepare(
      "SELECT * FROM deposit_waitlist WHERE status = 'ativo' AND contratos_id = ? ORDER BY criado_em, id",
    )
    .all(contratosId) as WaitlistRow[];
}

/** The user's requests, the newest first. */
export function waitlistOfUser(db: Db, userId: number): WaitlistRow[] {
  return db
    .prepare('SELECT * FROM deposit_waitlist WHERE user_id = ? ORDER BY criado_em DESC, id DESC')
    .all(userId) as WaitlistRow[];
}

/** Place in the week's queue: the active requests for the same unit and week before it, plus one. */
export function queuePosition(db: Db, row: WaitlistRow): number {
  const before = db
    .prepare(
      `SELECT COUNT(*) AS n FROM deposit_waitlist
        WHERE status = 'ativo' AND resort_id = ? AND br = ? AND inicio = ?
          AND (criado_em < ? OR (criado_em = ? AND id < ?))`,
    )
    .get(row.resort_id, row.br, row.inicio, row.criado_em, row.criado_em, row.id) as { n: number };
  return before.n + 1;
}

/** How many requests wait for a week: a newcomer's place is this plus one. */
export function waitingForWeek(db: Db, resortId: number, br: UnitCode, inicio: string): number {
  return (
    db
      .prepare(
        `SELECT COUNT(*) AS n FROM deposit_waitlist
          WHERE status = 'ativo' AND resort_id = ? AND br = ? AND inicio = ?`,
      )
      .get(resortId, br, inicio) as { n: number }
  ).n;
}

export function closeWaitlistRequest(
  db: Db,
  id: number,
  status: Exclude<WaitlistStatus, 'ativo'>,
  nowMs: number,
  depositId: number | null = null,
): void {
  db.prepare(
    "UPDATE deposit_waitlist SET status = ?, encerrado_em = ?, deposito_semana_id = ? WHERE id = ? AND status = 'ativo'",
  ).run(status, nowMs, depositId, id);
}

export function changeWaitlistExpiry(db: Db, id: number, expiraEm: string): void {
  db.prepare("UPDATE deposit_waitlist SET expira_em = ? WHERE id = ? AND status = 'ativo'").run(
    expiraEm,
    id,
  );
}

export function recordWaitlistSkip(db: Db, id: number, nowMs: number, motivo: string): void {
  db.prepare('INSERT INTO deposit_waitlist_skips (pedido_id, em, motivo) VALUES (?, ?, ?)').run(
    id,
    nowMs,
    motivo,
  );
}

/** The latest reason a request was passed over, or null. */
export function lastWaitlistSkip(db: Db, id: number): { em: number; motivo: string } | null {
  return (
    (db
      .prepare(
        'SELECT em, motivo FROM deposit_waitlist_skips WHERE pedido_id = ? ORDER BY id DESC LIMIT 1',
      )
      .get(id) as { em: number; motivo: string } | undefined) ?? null
  );
}

/** Every active request of the user, cancelled (the account deleted). */
export function cancelWaitlistOfUser(db: Db, userId: number, nowMs: number): void {
  db.prepare(
    "UPDATE deposit_waitlist SET status = 'cancelado', encerrado_em = ? WHERE user_id = ? AND status = 'ativo'",
  ).run(nowMs, userId);
}
