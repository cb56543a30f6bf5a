/**
 * The points ledger of a club contract (README "Club"). Points come in lots: each use year
 * starts on an anniversary of the contract, credits the contract's annual points, and those
 * points can be used until the day before the second anniversary after it (two use years).
 * Points are spent from the lot that expires first. The ledger is append-only and its running
 * balance is checked by the database (migration 10's trigger), so the balance is always the sum
 * of the movements.
 *
 * Credits and expiries are written lazily: `settleLedger` brings a contract up to date before
 * anything reads or spends its points, dated on the day they happened.
 */
import type { PointsMovementKind } from '../../../src/api/contract/club';
import type { Db } from '../db/types';
import type { ContractRow } from './club-contracts';
import {
  dayOf,
  fromIso,
  parseWireDate,
  partsOf,
  toIso,
  toWire as toWireDay,
  type Day,
} from '../shared/calendar';

/** How many use years a year's points stay valid. */
export const LOT_VALIDITY_YEARS = 2;

export interface MovementRow {
  id: number;
  contratos_id: number;
  data: string;
  tipo: PointsMovementKind;
  pontos: number;
  saldo: number;
  validade: string;
  id_reservas_front: number | null;
  deposito_semana_id: number | null;
  descricao: string;
}

export class InsufficientPointsError extends Error {
  constructor(
    readonly needed: number,
    readonly available: number,
  ) {
    super(`Pontos insuficientes: são necessários ${needed} e o contrato tem ${available}.`);
  }
}

/** The same day and month `years` later (29/02 becomes 28/02 in a common year). */
export function addYears(day: Day, years: number): Day {
  const { year, month, date } = partsOf(day);
  const candidate = dayOf(year + years, month, date);
  return partsOf(candidate).month === month ? candidate : dayOf(year + years, month + 1, 0);
}

/** The last day the points credited on `yearStart` can be used. */
export function lotExpiry(yearStart: Day): Day {
  return addYears(yearStart, LOT_VALIDITY_YEARS) - 1;
}

/** The use years started by `today`: the contract's anniversaries from its start to its end. */
export function useYearStarts(contract: ContractRow, today: Day): Day[] {
  const start = parseWireDate(contract.data_inicio);
  const end = parseWireDate(contract.data_fim);
  if (start === null || end === null) return [];
  const starts: Day[] = [];
  for (let n = 0; ; n++) {
    const anniversary = addYears(start, n);
    if (anniversary > today || anniversary > end) break;
    starts.push(anniversary);
  }
  return starts;
}

function sumOf(db: Db, contratosId: number, validade?: string): number {
  const row = (
    validade === undefined
      ? db
          .prepare(
            'SELECT COALESCE(SUM(pontos), 0) AS s FROM contract_point_movements WHERE contratos_id = ?',
          )
          .get(contratosId)
      : db
          .prepare(
            'SELECT COALESCE(SUM(pontos), 0) AS s FROM contract_point_movements WHERE contratos_id = ? AND validade = ?',
          )
          .get(contratosId, validade)
  ) as { s: number };
  return row.s;
}

export interface NewMovement {
  contratosId: number;
  data: Day;
  tipo: PointsMovementKind;
  pontos: number;
  /** The lot's last day. */
  validade: Day;
  descricao: string;
  reservationId?: number | null;
  depositId?: number | null;
}

/** Appends one movement with its running balance (the trigger re-checks it). */
export function appendMovement(db: Db, m: NewMovement): MovementRow {
  const saldo = sumOf(db, m.contratosId) + m.pontos;
  const info = db
    .prepare(
      `INSERT INTO contract_point_movements
         (contratos_id, data, tipo, pontos, saldo, validade, id_reservas_front, deposito_semana_id, descricao)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      m.contratosId,
      toIso(m.data),
      m.tipo,
      m.pontos,
      saldo,
      toIso(m.validade),
      m.reservationId ?? null,
      m.depositId ?? null,
      m.descricao,
    );
  return db
    .prepare('SELECT * FROM contract_point_movements WHERE id = ?')
    .get(info.lastInsertRowid) as MovementRow;
}

export interface Lot {
  validade: Day;
  pontos: number;
}

/** The lots with points left, the first to expire first. */
export function lotBalances(db: Db, contratosId: number): Lot[] {
  const rows = db
    .prepare(
      `SELECT validade, SUM(pontos) AS pontos FROM contract_point_movements
        WHERE contratos_id = ? GROUP BY validade HAVING SUM(pontos) > 0 ORDER BY validade`,
    )
    .all(contratosId) as { validade: string; pontos: number }[];
  return rows.map((r) => ({ validade: fromIso(r.validade), pontos: r.pontos }));
}

export function balanceOf(db: Db, contratosId: number): number {
  return sumOf(db, contratosId);
}

/** The points a lot has received (or lost) by movements of one kind, as a positive sum. */
export function pointsOfKind(
  db: Db,
  contratosId: number,
  validade: Day,
  tipo: PointsMovementKind,
): number {
  const row = db
    .prepare(
      `SELECT COALESCE(ABS(SUM(pontos)), 0) AS s FROM contract_point_movements
        WHERE contratos_id = ? AND validade = ? AND tipo = ?`,
    )
    .get(contratosId, toIso(validade), tipo) as { s: number };
  return row.s;
}

/**
 * Moves banked points out of one lot and into a later one: two movements on one date, so the
 * balance is unchanged and each lot's sum stays true. Call inside a transaction.
 */
export function movePointsToLot(
  db: Db,
  contratosId: number,
  move: { data: Day; pontos: number; from: Day; to: Day },
): MovementRow[] {
  return [
    appendMovement(db, {
      contratosId,
      data: move.data,
      tipo: 'poupanca_saida',
      pontos: -move.pontos,
      validade: move.from,
      descricao: `Pontos guardados para o ano de uso seguinte (vencem em ${toWireDay(move.to)})`,
    }),
    appendMovement(db, {
      contratosId,
      data: move.data,
      tipo: 'poupanca_entrada',
      pontos: move.pontos,
      validade: move.to,
      descricao: `Pontos guardados do lote que vencia em ${toWireDay(move.from)}`,
    }),
  ];
}

/** Brings the next use year's points in now, into that year's lot. Call inside a transaction. */
export function borrowIntoLot(
  db: Db,
  contratosId: number,
  borrow: { data: Day; pontos: number; validade: Day; yearStart: Day },
): MovementRow {
  return appendMovement(db, {
    contratosId,
    data: borrow.data,
    tipo: 'antecipacao',
    pontos: borrow.pontos,
    validade: borrow.validade,
    descricao: `Antecipação do ano de uso ${yearLabel(borrow.yearStart)}`,
  });
}

function yearLabel(yearStart: Day): string {
  const { year } = partsOf(yearStart);
  return `${year}/${year + 1}`;
}

/**
 * Brings a contract's ledger up to `today`: the annual credit of each use year started and
 * still valid (an active contract only), then the expiry of every lot past its last day.
 * Runs inside the caller's transaction; idempotent.
 */
export function settleLedger(db: Db, contract: ContractRow, today: Day): void {
  if (contract.status === 'ativo') {
    const credited = new Set(
      (
        db
          .prepare(
            "SELECT validade FROM contract_point_movements WHERE contratos_id = ? AND tipo = 'credito_anual'",
          )
          .all(contract.contratos_id) as { validade: string }[]
      ).map((r) => r.validade),
    );
    for (const yearStart of useYearStarts(contract, today)) {
      const validade = lotExpiry(yearStart);
      if (validade < today || credited.has(toIso(validade))) continue;
      appendMovement(db, {
        contratosId: contract.contratos_id,
        data: yearStart,
        tipo: 'credito_anual',
        pontos: contract.pontos,
        validade,
        descricao: `Crédito anual, ano de uso ${yearLabel(yearStart)}`,
      });
      // Points of this year brought in early (borrowed) come off its credit, in the same lot.
      const borrowed = pointsOfKind(db, contract.contratos_id, validade, 'antecipacao');
      if (borrowed > 0) {
        appendMovement(db, {
          contratosId: contract.contratos_id,
          data: yearStart,
          tipo: 'antecipacao_abatida',
          pontos: -borrowed,
          validade,
          descricao: `Antecipação abatida do crédito do ano de uso ${yearLabel(yearStart)}`,
        });
      }
    }
  }
  for (const lot of lotBalances(db, contract.contratos_id)) {
    if (lot.validade >= today) continue;
    appendMovement(db, {
      contratosId: contract.contratos_id,
      data: lot.validade + 1,
      tipo: 'expiracao',
      pontos: -lot.pontos,
      validade: lot.validade,
      descricao: 'Pontos expirados',
    });
  }
}

export interface Spend {
  data: Day;
  tipo: 'uso_reserva' | 'deposito';
  pontos: number;
  descricao: string;
  reservationId?: number;
  depositId?: number;
}

/**
 * Spends points from the lots still valid on `spend.data`, the first to expire first: one
 * movement per lot touched. Throws InsufficientPointsError, writing nothing, when they do not
 * reach. Call inside a transaction after settleLedger.
 */
export function spendPoints(db: Db, contratosId: number, spend: Spend): MovementRow[] {
  const lots = lotBalances(db, contratosId).filter((l) => l.validade >= spend.data);
  const available = lots.reduce((sum, l) => sum + l.pontos, 0);
  if (spend.pontos > available) throw new InsufficientPointsError(spend.pontos, available);
  const written: MovementRow[] = [];
  let left = spend.pontos;
  for (const lot of lots) {
    if (left === 0) break;
    const take = Math.min(left, lot.pontos);
    written.push(
      appendMovement(db, {
        contratosId,
        data: spend.data,
        tipo: spend.tipo,
        pontos: -take,
        validade: lot.validade,
        descricao: spend.descricao,
        reservationId: spend.reservationId ?? null,
        depositId: spend.depositId ?? null,
      }),
    );
    left -= take;
  }
  return written;
}

/** The contract's movements, oldest first, each with its reservation's number (the statement). */
export function statementMovements(
  db: Db,
  contratosId: number,
): (MovementRow & { numero_reserva: string | null })[] {
  return db
    .prepare(
      `SELECT m.*, r.numero_reserva FROM contract_point_movements m
         LEFT JOIN reservations r ON r.id_reservas_front = m.id_reservas_front
        WHERE m.contratos_id = ? ORDER BY m.id`,
    )
    .all(contratosId) as (MovementRow & { numero_reserva: string | null })[];
}

/** A contract booking's contract number and the points it holds (spent less given back). */
export function contractPointsOfReservation(
  db: Db,
  reservationId: number,
  contratosId: number,
): { numero_contrato: string; pontos: number } | undefined {
  return db
    .prepare(
      `SELECT c.numero_contrato,
         (SELECT COALESCE(-SUM(m.pontos), 0) FROM contract_point_movements m
           WHERE m.id_reservas_front = ? AND m.tipo IN ('uso_reserva', 'devolucao_cancelamento')) AS pontos
       FROM contracts c WHERE c.contratos_id = ?`,
    )
    .get(reservationId, contratosId) as { numero_contrato: string; pontos: number } | undefined;
}

/**
 * Per lot (by expiry), the points a contract booking or a week deposit used and has not got
 * back, latest lot first.
 */
export function outstandingPointsByLot(
  db: Db,
  of: { reservationId: number } | { depositId: number },
): { validade: string; pontos: number }[] {
  const [where, kind, id] =
    'reservationId' in of
      ? (['id_reservas_front', 'uso_reserva', of.reservationId] as const)
      : (['deposito_semana_id', 'deposito', of.depositId] as const);
  return db
    .prepare(
      `SELECT validade, -SUM(pontos) AS pontos FROM contract_point_movements
        WHERE ${where} = ? AND tipo IN ('${kind}', 'devolucao_cancelamento')
        GROUP BY validade HAVING -SUM(pontos) > 0 ORDER BY validade DESC`,
    )
    .all(id) as { validade: string; pontos: number }[];
}
