/**
 * Banking and borrowing points (README "Banking and borrowing points", issue 51). A member may
 * move points that are about to expire into the next use year (bank), or bring points of the
 * next use year's credit in now (borrow). Both are ledger movements the database checks like
 * every other, and both are shown before they are done: a preview runs the same rules and
 * writes nothing.
 */
import type {
  PointsTransferOptions,
  PointsTransferResult,
} from '../../../src/api/contract/points-banking';
import type { Db } from '../db/types';
import { DomainError, invalid } from '../shared/domain-error';
import { parseWireDate, partsOf, toWire, type Day } from '../shared/calendar';
import { goodStandingRefusal, type ContractRow } from '../repositories/club-contracts';
import { wireLots } from './club-contracts';
import {
  addYears,
  balanceOf,
  borrowIntoLot,
  lotBalances,
  lotExpiry,
  movePointsToLot,
  pointsOfKind,
  settleLedger,
  type Lot,
} from '../repositories/club-ledger';

/** Points of the lot that expires first may be banked until this many days before they expire. */
export const BANK_DEADLINE_DAYS = 30;
/** Up to this percent of the annual points may be borrowed from the next use year. */
export const BORROW_LIMIT_PCT = 50;

export const BANKING_RULES = [
  `Guardar pontos: até ${BANK_DEADLINE_DAYS} dias antes de vencerem, os pontos do lote que vence primeiro podem passar para o ano de uso seguinte e vencem um ano depois. Pontos já guardados não podem ser guardados de novo.`,
  `Antecipar pontos: até ${BORROW_LIMIT_PCT}% dos pontos anuais do próximo ano de uso podem ser usados agora. Eles vencem com aquele ano e são abatidos do crédito dele quando ele começar.`,
  'Só contratos ativos e sem parcelas em atraso podem guardar ou antecipar pontos. Guardar e antecipar não custam nada e aparecem no extrato.',
];

const points = (n: number) => `${n.toLocaleString('pt-BR')} ${n === 1 ? 'ponto' : 'pontos'}`;
const yearName = (start: Day) => `${partsOf(start).year}/${partsOf(start).year + 1}`;

/** Why the contract may neither bank nor borrow today, or null. */
function contractRefusal(db: Db, contract: ContractRow, today: Day): string | null {
  if (contract.status !== 'ativo') return `O contrato ${contract.numero_contrato} não está ativo.`;
  return goodStandingRefusal(db, contract, today);
}

interface BankPlan {
  max: number;
  from: Lot | null;
  to: Day | null;
  deadline: Day | null;
  refusal: string | null;
}

/** The lot that expires first, what of it may be banked, and until when; or why not. */
function bankPlan(db: Db, contract: ContractRow, today: Day): BankPlan {
  const from = lotBalances(db, contract.contratos_id)[0] ?? null;
  const none = { max: 0, from, to: null, deadline: null };
  const refusal = contractRefusal(db, contract, today);
  if (refusal) return { ...none, refusal };
  if (!from) return { ...none, refusal: 'O contrato não tem pontos para guardar.' };
  const to = addYears(from.validade + 1, 1) - 1;
  const deadline = from.validade - BANK_DEADLINE_DAYS;
  // Only the points that end with this use year: banked points already run into the next one.
  const yearEnd = nextUseYearStart(contract, today);
  if (yearEnd !== null && from.validade >= yearEnd) {
    return {
      ...none,
      refusal: `Só os pontos que vencem neste ano de uso (até ${toWire(yearEnd - 1)}) podem ser guardados.`,
    };
  }
  if (today > deadline) {
    return {
      ...none,
      to,
      deadline,
      refusal: `O prazo para guardar os pontos que vencem em ${toWire(from.validade)} terminou em ${toWire(deadline)} (${BANK_DEADLINE_DAYS} dias antes do vencimento).`,
    };
  }
  // Points banked into this lot once keep their new expiry: only the rest may move.
  const max =
    from.pontos - pointsOfKind(db, contract.contratos_id, from.validade, 'poupanca_entrada');
  if (max <= 0) {
    return {
      ...none,
      to,
      deadline,
      refusal: 'Os pontos deste lote já foram guardados uma vez e não podem ser guardados de novo.',
    };
  }
  return { max, from, to, deadline, refusal: null };
}

interface BorrowPlan {
  max: number;
  yearStart: Day | null;
  validade: Day | null;
  refusal: string | null;
}

/** The next use year, what of its credit may be borrowed now, or why not. */
function borrowPlan(db: Db, contract: ContractRow, today: Day): BorrowPlan {
  const none = { max: 0, yearStart: null, validade: null };
  const refusal = contractRefusal(db, contract, today);
  if (refusal) return { ...none, refusal };
  const end = parseWireDate(contract.data_fim);
  const yearStart = nextUseYearStart(contract, today);
  if (yearStart === null || end === null || yearStart > end) {
    return { ...none, refusal: 'O contrato termina antes do próximo ano de uso.' };
  }
  const validade = lotExpiry(yearStart);
  const limit = Math.floor((contract.pontos * BORROW_LIMIT_PCT) / 100);
  const max = limit - pointsOfKind(db, contract.contratos_id, validade, 'antecipacao');
  if (max <= 0) {
    return {
      ...none,
      yearStart,
      validade,
      refusal: `O limite de antecipação do ano de uso ${yearName(yearStart)} (${points(limit)}) já foi usado.`,
    };
  }
  return { max, yearStart, validade, refusal: null };
}

/** The next anniversary of the contract after today: the next use year's first day. */
function nextUseYearStart(contract: ContractRow, today: Day): Day | null {
  const start = parseWireDate(contract.data_inicio);
  if (start === null) return null;
  let n = 0;
  while (addYears(start, n) <= today) n++;
  return addYears(start, n);
}

const wireOrNull = (day: Day | null) => (day === null ? null : toWire(day));

/** What the contract may bank and borrow today (its ledger settled first). */
export function transferOptions(db: Db, contract: ContractRow, today: Day): PointsTransferOptions {
  return db.transaction(() => {
    settleLedger(db, contract, today);
    const bank = bankPlan(db, contract, today);
    const borrow = borrowPlan(db, contract, today);
    return {
      guardar: {
        pontos_max: bank.max,
        validade_atual: wireOrNull(bank.from?.validade ?? null),
        validade_nova: wireOrNull(bank.to),
        prazo: wireOrNull(bank.deadline),
        motivo: bank.refusal,
      },
      antecipar: {
        pontos_max: borrow.max,
        inicio_ano: wireOrNull(borrow.yearStart),
        ano_de_uso: borrow.yearStart === null ? null : yearName(borrow.yearStart),
        validade: wireOrNull(borrow.validade),
        motivo: borrow.refusal,
      },
      regras: BANKING_RULES,
    };
  })();
}

function checkAmount(pontos: number, max: number, verb: string): void {
  if (pontos > max) {
    throw invalid(`Você pode ${verb} no máximo ${points(max)} deste contrato agora.`);
  }
}

/** A preview's answer, carried out of the transaction it rolls back. */
class Preview {
  constructor(readonly result: PointsTransferResult) {}
}

/**
 * Runs `move` on the settled ledger in one immediate transaction and answers the contract's
 * figures after it. A preview (`confirm` false) is the same move rolled back: the effect shown
 * is the one that would be written, never a second computation of it.
 */
function moveOrPreview(
  db: Db,
  contract: ContractRow,
  today: Day,
  confirm: boolean,
  move: () => Pick<PointsTransferResult, 'mensagem' | 'pontos' | 'validade'>,
): PointsTransferResult {
  try {
    return db
      .transaction((): PointsTransferResult => {
        settleLedger(db, contract, today);
        const moved = move();
        const lots = lotBalances(db, contract.contratos_id);
        const result = {
          ...moved,
          confirmado: confirm,
          saldo_pontos: balanceOf(db, contract.contratos_id),
          saldos: wireLots(lots),
        };
        if (!confirm) throw new Preview(result);
        return result;
      })
      .immediate();
  } catch (error) {
    if (error instanceof Preview) return error.result;
    throw error;
  }
}

/** Banks `pontos` of the lot that expires first (a preview when not `confirm`). */
export function bankPoints(
  db: Db,
  contract: ContractRow,
  pontos: number,
  today: Day,
  confirm: boolean,
): PointsTransferResult {
  return moveOrPreview(db, contract, today, confirm, () => {
    const plan = bankPlan(db, contract, today);
    if (plan.refusal || !plan.from || plan.to === null) {
      throw new DomainError('conflict', plan.refusal ?? 'Não há pontos para guardar.');
    }
    checkAmount(pontos, plan.max, 'guardar');
    const { from, to } = plan;
    movePointsToLot(db, contract.contratos_id, { data: today, pontos, from: from.validade, to });
    return {
      mensagem: `${points(pontos)} passam a vencer em ${toWire(to)}.`,
      pontos,
      validade: toWire(to),
    };
  });
}

/** Borrows `pontos` of the next use year's credit (a preview when not `confirm`). */
export function borrowPoints(
  db: Db,
  contract: ContractRow,
  pontos: number,
  today: Day,
  confirm: boolean,
): PointsTransferResult {
  return moveOrPreview(db, contract, today, confirm, () => {
    const plan = borrowPlan(db, contract, today);
    if (plan.refusal || plan.yearStart === null || plan.validade === null) {
      throw new DomainError('conflict', plan.refusal ?? 'Não há pontos para antecipar.');
    }
    checkAmount(pontos, plan.max, 'antecipar');
    const { yearStart, validade } = plan;
    borrowIntoLot(db, contract.contratos_id, { data: today, pontos, validade, yearStart });
    // What that year's credit will be, less everything borrowed from it (this included).
    const credit =
      contract.pontos - pointsOfKind(db, contract.contratos_id, validade, 'antecipacao');
    return {
      mensagem: `${points(pontos)} do ano de uso ${yearName(yearStart)} entram agora no saldo e vencem em ${toWire(validade)}. O crédito de ${toWire(yearStart)} será de ${points(credit)}.`,
      pontos,
      validade: toWire(validade),
    };
  });
}
