import type { Db } from '../db/types';

/** PIX Automático mandates and what they did (migration 29); the rules: club/pix-automatico.ts. */

export type MandateStatus = 'pendente' | 'ativo' | 'cancelado' | 'recusado' | 'expirado';

export interface MandateRow {
  id: number;
  contratos_id: number;
  token_hash: string;
  /** Centavos, or null for no limit. */
  valor_maximo: number | null;
  status: MandateStatus;
  criado_em: number;
  expira_em: number;
  autorizado_em: number | null;
  /** yyyy-mm-dd: lines due from this day on are charged. */
  autorizado_dia: string | null;
  encerrado_em: number | null;
}

export type MandateEvent = 'aviso' | 'cobrada' | 'acima_do_limite';

export function insertMandate(
  db: Db,
  m: Pick<MandateRow, 'contratos_id' | 'token_hash' | 'valor_maximo' | 'criado_em' | 'expira_em'>,
): MandateRow {
  const info = db
    .prepare(
      `INSERT INTO pix_mandates (contratos_id, token_hash, valor_maximo, criado_em, expira_em)
       VALUES (@contratos_id, @token_hash, @valor_maximo, @criado_em, @expira_em)`,
    )
    .run(m);
  return db
    .prepare('SELECT * FROM pix_mandates WHERE id = ?')
    .get(info.lastInsertRowid) as MandateRow;
}

/** The contract's pending or active mandate, if any. */
export function liveMandate(db: Db, contratosId: number): MandateRow | undefined {
  return db
    .prepare(
      "SELECT * FROM pix_mandates WHERE contratos_id = ? AND status IN ('pendente', 'ativo')",
    )
    .get(contratosId) as MandateRow | undefined;
}

export function mandateByTokenHash(db: Db, hash: string): MandateRow | undefined {
  return db.prepare('SELECT * FROM pix_mandates WHERE token_hash = ?').get(hash) as
    MandateRow | undefined;
}

export function activeMandates(db: Db): MandateRow[] {
  return db
    .prepare("SELECT * FROM pix_mandates WHERE status = 'ativo' ORDER BY id")
    .all() as MandateRow[];
}

export function authorizeMandate(db: Db, id: number, nowMs: number, dayIso: string): void {
  db.prepare(
    "UPDATE pix_mandates SET status = 'ativo', autorizado_em = ?, autorizado_dia = ? WHERE id = ? AND status = 'pendente'",
  ).run(nowMs, dayIso, id);
}

export function closeMandate(
  db: Db,
  id: number,
  status: Exclude<MandateStatus, 'pendente' | 'ativo'>,
  nowMs: number,
): void {
  db.prepare(
    "UPDATE pix_mandates SET status = ?, encerrado_em = ? WHERE id = ? AND status IN ('pendente', 'ativo')",
  ).run(status, nowMs, id);
}

/** Pending requests past their end: the bank no longer takes the authorisation. */
export function expirePendingMandates(db: Db, nowMs: number): void {
  db.prepare(
    "UPDATE pix_mandates SET status = 'expirado', encerrado_em = expira_em WHERE status = 'pendente' AND expira_em <= ?",
  ).run(nowMs);
}

export function recordMandateEvent(
  db: Db,
  e: { mandateId: number; parcelaId: number; tipo: MandateEvent; em: number; token?: string },
): void {
  db.prepare(
    `INSERT INTO pix_mandate_events (mandate_id, parcela_id, tipo, em, transacao_token)
     VALUES (?, ?, ?, ?, ?)`,
  ).run(e.mandateId, e.parcelaId, e.tipo, e.em, e.token ?? null);
}

export function mandateEventsOf(
  db: Db,
  mandateId: number,
): { parcela_id: number; tipo: MandateEvent }[] {
  return db
    .prepare('SELECT parcela_id, tipo FROM pix_mandate_events WHERE mandate_id = ?')
    .all(mandateId) as { parcela_id: number; tipo: MandateEvent }[];
}

/**
 * Whether a mandate has something to do (a cheap read, no write lock): a pending one past its
 * end, or an active one with an unpaid line due by `noticeIso` that has no event of that kind.
 */
export function mandatesHaveWork(
  db: Db,
  nowMs: number,
  todayIso: string,
  noticeIso: string,
): boolean {
  const pending = db
    .prepare("SELECT 1 FROM pix_mandates WHERE status = 'pendente' AND expira_em <= ? LIMIT 1")
    .get(nowMs);
  if (pending) return true;
  return (
    db
      .prepare(
        `SELECT 1 FROM pix_mandates m
           JOIN contract_installments i ON i.contratos_id = m.contratos_id
          WHERE m.status = 'ativo' AND i.pago_em IS NULL AND i.cancelada_em IS NULL
            AND i.vencimento >= m.autorizado_dia
            AND ((i.vencimento <= ? AND NOT EXISTS (SELECT 1 FROM pix_mandate_events e
                    WHERE e.mandate_id = m.id AND e.parcela_id = i.id AND e.tipo = 'aviso'))
              OR (i.vencimento <= ? AND NOT EXISTS (SELECT 1 FROM pix_mandate_events e
                    WHERE e.mandate_id = m.id AND e.parcela_id = i.id
                      AND e.tipo IN ('cobrada', 'acima_do_limite'))))
          LIMIT 1`,
      )
      .get(noticeIso, todayIso) !== undefined
  );
}
