/**
 * Week deposits (README "Week deposits"): a member spends contract points on a week (Saturday to
 * Saturday) of a unit type at one of the club's resorts. Asked on the site, accepted from the
 * e-mailed link (which shows the rules and issues the single-use confirmation token), then
 * confirmed from the confirmation page, which debits the points. Unconfirmed 48 hours after the
 * request, it lapses and its unit is free again.
 */
import { randomBytes, randomInt } from 'node:crypto';
import {
  type DepositStatus,
  type DepositWeek,
  UNIT_CODE_NAMES,
  type UnitCode,
} from '../../../src/api/contract/club';
import type { Db } from '../db/types';
import { DomainError } from '../shared/domain-error';
import { fromIso, partsOf, seasonOf, toIso, toWire, type Day } from '../shared/calendar';
import { requireGoodStanding } from './club-contracts';
import { InsufficientPointsError, lotBalances, settleLedger } from '../repositories/club-ledger';
import type { ContractRow } from '../repositories/club-contracts';
import { escapeHtml } from '../shared/html';
import { maskEmail } from '../shared/mask-email';
import { enqueueMail } from '../repositories/mail-outbox';
import type { UserRow } from '../repositories/users';
import { linkTokenHash } from '../shared/link-token';
import {
  type DepositRow,
  depositIdTaken,
  depositsHoldingUnits,
  findDeposit,
  findResort,
  insertDeposit,
  resortUnitCount,
  resortUnits,
} from '../repositories/week-deposits';
import { waitingForWeek } from '../repositories/deposit-waitlist';

/** The window: a week may be deposited from 365 days before its check-in to 30 days before. */
export const DEPOSIT_MIN_DAYS = 30;
export const DEPOSIT_MAX_DAYS = 365;
/** A confirmed deposit's usage fee is due this many days after the confirmation. */
export const USAGE_FEE_DUE_DAYS = 10;
/** A request not confirmed within 48 hours lapses. */
export const DEPOSIT_TTL_MS = 48 * 3600 * 1000;
/** Points of a week by unit type; a week with a high-season or holiday night costs 40% more. */
export const WEEK_POINTS: Record<UnitCode, number> = {
  H: 2500,
  S: 3500,
  '1': 4500,
  '2': 6000,
  '3': 7500,
  '4': 9000,
};
export const HIGH_SEASON_WEEK_PCT = 140;
/** The usage fee of a deposited week, in whole reais, by unit type. */
export const WEEK_FEE: Record<UnitCode, number> = {
  H: 150,
  S: 190,
  '1': 230,
  '2': 290,
  '3': 350,
  '4': 420,
};

export const DEPOSIT_RULES = [
  `O depósito só é possível de ${DEPOSIT_MAX_DAYS} a ${DEPOSIT_MIN_DAYS} dias antes do check-in da semana (sábado a sábado).`,
  'Os pontos são debitados do contrato na confirmação, dos pontos que expiram primeiro.',
  `A taxa de utilização entra na ficha financeira do contrato na confirmação, com vencimento em ${USAGE_FEE_DUE_DAYS} dias, e é paga ali por PIX ou boleto.`,
  'Um pedido não confirmado em 48 horas perde a validade e a unidade volta a ficar livre.',
  'Contratos com parcelas em atraso não podem depositar semanas.',
];

export const hashToken = linkTokenHash;

/** Points of the week starting on `start` (7 nights) for a unit type. */
export function weekPoints(br: UnitCode, start: Day): number {
  let high = false;
  for (let night = start; night < start + 7; night++) {
    const season = seasonOf(night);
    if (season === 'alta' || season === 'feriado') high = true;
  }
  return high ? (WEEK_POINTS[br] * HIGH_SEASON_WEEK_PCT) / 100 : WEEK_POINTS[br];
}

/** The first and last check-in Saturdays the window allows today. */
export function depositWindow(today: Day): { first: Day; last: Day } {
  let first = today + DEPOSIT_MIN_DAYS;
  while (partsOf(first).weekday !== 6) first++;
  let last = today + DEPOSIT_MAX_DAYS;
  while (partsOf(last).weekday !== 6) last--;
  return { first, last };
}

/** Why a week cannot be deposited today because of the window, or null. */
export function windowRefusal(start: Day, today: Day): string | null {
  if (partsOf(start).weekday !== 6) return 'As semanas começam no sábado.';
  if (start < today + DEPOSIT_MIN_DAYS) {
    return `O depósito fecha ${DEPOSIT_MIN_DAYS} dias antes do check-in: esta semana não pode mais ser depositada.`;
  }
  if (start > today + DEPOSIT_MAX_DAYS) {
    return `O depósito desta semana abre em ${toWire(start - DEPOSIT_MAX_DAYS)}.`;
  }
  return null;
}

export function unitsOf(db: Db, resortId: number): { br: UnitCode; quantidade: number }[] {
  return resortUnits(db, resortId);
}

const unitCount = resortUnitCount;

/** Deposits holding a unit of that week: confirmed, or asked and not lapsed. */
function unitsTaken(db: Db, resortId: number, br: UnitCode, start: Day, nowMs: number): number {
  return depositsHoldingUnits(db, resortId, br, toIso(start), nowMs);
}

export const NO_UNIT = 'Não há mais unidades deste tipo livres nesta semana.';

/** The Saturdays from next week to four weeks past the window, each with its figures. */
export function weeksOf(
  db: Db,
  resortId: number,
  br: UnitCode,
  today: Day,
  nowMs: number,
): DepositWeek[] {
  const units = unitCount(db, resortId, br) ?? 0;
  let start = today + 1;
  while (partsOf(start).weekday !== 6) start++;
  const weeks: DepositWeek[] = [];
  for (; start <= today + DEPOSIT_MAX_DAYS + 28; start += 7) {
    const refusal =
      windowRefusal(start, today) ??
      (unitsTaken(db, resortId, br, start, nowMs) >= units ? NO_UNIT : null);
    weeks.push({
      inicio: toWire(start),
      fim: toWire(start + 7),
      qtd_pontos: weekPoints(br, start),
      taxa_utilizacao: WEEK_FEE[br],
      disponivel: refusal === null,
      motivo: refusal,
      // Full inside the window: the waitlist takes requests until the deposit closes.
      ...(refusal === NO_UNIT
        ? {
            lista_espera_ate: toWire(start - DEPOSIT_MIN_DAYS),
            lista_espera_fila: waitingForWeek(db, resortId, br, toIso(start)),
          }
        : {}),
    });
  }
  return weeks;
}

export function availablePoints(db: Db, contract: ContractRow, today: Day): number {
  settleLedger(db, contract, today);
  return lotBalances(db, contract.contratos_id)
    .filter((l) => l.validade >= today)
    .reduce((sum, l) => sum + l.pontos, 0);
}

/**
 * The contract can pay a week of `points` today: in good standing, and with that many points
 * in lots still valid. Else a 409-kind DomainError with the reason. The request, the waitlist
 * and the settlement all check this (inside their transaction).
 */
export function requirePayable(db: Db, contract: ContractRow, points: number, today: Day): void {
  requireGoodStanding(db, contract, today);
  const available = availablePoints(db, contract, today);
  if (available < points) {
    throw new DomainError('conflict', new InsufficientPointsError(points, available).message);
  }
}

export function resortName(db: Db, resortId: number): string {
  return findResort(db, resortId)?.nome ?? '';
}

export function statusOf(row: DepositRow, nowMs: number): DepositStatus {
  if (row.cancelado_em !== null) return 'cancelado';
  if (row.status === 'confirmado') return 'confirmado';
  return row.expira_em <= nowMs ? 'expirado' : row.status;
}

export interface DepositAsk {
  contract: ContractRow;
  user: UserRow;
  resortId: number;
  br: UnitCode;
  start: Day;
  today: Day;
  nowMs: number;
  siteUrl: string;
}

/**
 * Records a request and e-mails its acceptance link, in one immediate transaction (the unit's
 * last place cannot go twice). Refusals, each with its reason: the window, no unit left, the
 * contract not in good standing, not enough points.
 */
export function requestDeposit(db: Db, ask: DepositAsk): { row: DepositRow; email: string } {
  const { contract, user, resortId, br, start, today, nowMs } = ask;
  const units = unitCount(db, resortId, br);
  if (units === undefined)
    throw new DomainError('invalid', 'Este empreendimento não tem unidades deste tipo.');
  const refusal = windowRefusal(start, today);
  if (refusal) throw new DomainError('conflict', refusal);
  return db
    .transaction(() => {
      requirePayable(db, contract, weekPoints(br, start), today);
      if (!unitFree(db, resortId, br, start, nowMs)) throw new DomainError('conflict', NO_UNIT);
      const row = newDeposit(db, { contract, userId: user.id, resortId, br, start, nowMs });
      mailAcceptance(db, row, user, contract, ask.siteUrl);
      return { row, email: maskEmail(user.email) };
    })
    .immediate();
}

/**
 * A new deposit of a week, waiting for its acceptance: a random order code (the e-mailed
 * link's) and id, the week's points and fee. Inside the caller's transaction.
 */
export function newDeposit(
  db: Db,
  ask: {
    contract: ContractRow;
    userId: number;
    resortId: number;
    br: UnitCode;
    start: Day;
    nowMs: number;
  },
): DepositRow {
  const pedido = randomBytes(18).toString('base64url');
  let id = randomInt(100_000_000, 1_000_000_000);
  while (depositIdTaken(db, id)) {
    id = randomInt(100_000_000, 1_000_000_000);
  }
  insertDeposit(db, {
    id,
    pedido,
    contratos_id: ask.contract.contratos_id,
    user_id: ask.userId,
    resort_id: ask.resortId,
    br: ask.br,
    inicio: toIso(ask.start),
    pontos: weekPoints(ask.br, ask.start),
    taxa: WEEK_FEE[ask.br],
    criado_em: ask.nowMs,
    expira_em: ask.nowMs + DEPOSIT_TTL_MS,
  });
  return findDeposit(db, id) as DepositRow;
}

/** Whether a unit of the type is free that week: fewer held (confirmed or asked, not lapsed) than there are. */
export function unitFree(
  db: Db,
  resortId: number,
  br: UnitCode,
  start: Day,
  nowMs: number,
): boolean {
  return unitsTaken(db, resortId, br, start, nowMs) < (unitCount(db, resortId, br) ?? 0);
}

export function weekText(row: DepositRow): string {
  const start = fromIso(row.inicio);
  return `${toWire(start)} a ${toWire(start + 7)}`;
}

function mailAcceptance(
  db: Db,
  row: DepositRow,
  user: UserRow,
  contract: ContractRow,
  siteUrl: string,
): void {
  const link = `${siteUrl}/deposito-semana/aceite/${row.pedido}/${row.id}`;
  const resort = resortName(db, row.resort_id);
  const firstName = user.nome.split(' ')[0] ?? user.nome;
  enqueueMail(db, {
    paraEmail: user.email,
    paraNome: user.nome,
    assunto: `Depósito de semana: confirme o pedido ${row.id}`,
    html: [
      `<p>Olá, ${escapeHtml(firstName)}!</p>`,
      `<p>Recebemos o pedido de depósito da semana de ${weekText(row)} em ${escapeHtml(resort)} (${UNIT_CODE_NAMES[row.br]}), com o contrato ${escapeHtml(contract.numero_contrato)}: ${row.pontos} pontos e taxa de utilização de R$ ${row.taxa},00.</p>`,
      `<p><a href="${escapeHtml(link)}">Leia as regras e confirme o depósito</a>.</p>`,
      '<p>O pedido vale por 48 horas. Se você não fez este pedido, ignore esta mensagem: nada será debitado.</p>',
    ].join('\n'),
    texto: `Olá, ${firstName}! Para confirmar o depósito da semana de ${weekText(row)} em ${resort}, acesse ${link} (válido por 48 horas).`,
  });
}
