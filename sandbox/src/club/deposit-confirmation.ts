/**
 * The second half of a week deposit (README "Week deposits"): the e-mailed acceptance link
 * (the rules, and the single-use confirmation token it issues) and the confirmation that debits
 * the points. week-deposits.ts asks for the deposit.
 */
import { randomBytes } from 'node:crypto';
import {
  type DepositAcceptanceDetails,
  UNIT_CODE_NAMES,
  type WeeklyDeposit,
} from '../../../src/api/contract/club';
import { findUserById, type UserRow } from '../repositories/users';
import type { Db } from '../db/types';
import { type Day, fromIso, toIso, toWire } from '../shared/calendar';
import { DomainError } from '../shared/domain-error';
import { escapeHtml } from '../shared/html';
import { enqueueMail } from '../repositories/mail-outbox';
import { spendPoints } from '../repositories/club-ledger';
import { contractById, type ContractRow, insertFeeLine } from '../repositories/club-contracts';
import {
  DEPOSIT_RULES,
  hashToken,
  requirePayable,
  resortName,
  statusOf,
  USAGE_FEE_DUE_DAYS,
  weekText,
} from './week-deposits';
import {
  type DepositRow,
  findDeposit,
  markDepositAccepted,
  markDepositConfirmed,
} from '../repositories/week-deposits';

function contractOf(db: Db, row: DepositRow): ContractRow {
  return contractById(db, row.contratos_id) as ContractRow;
}

function userName(db: Db, row: DepositRow): string {
  return (findUserById(db, row.user_id) as UserRow).nome;
}

const NOT_FOUND = 'Pedido de depósito não encontrado.';

/** The deposit of an acceptance link (order code and id), or 404. */
function byOrder(db: Db, pedido: string, id: number): DepositRow {
  const row = findDeposit(db, id);
  if (!row || row.pedido !== pedido) throw new DomainError('not_found', NOT_FOUND);
  return row;
}

export function acceptanceDetails(
  db: Db,
  pedido: string,
  id: number,
  nowMs: number,
): DepositAcceptanceDetails {
  const row = byOrder(db, pedido, id);
  const start = fromIso(row.inicio);
  return {
    deposito_semana_id: row.id,
    numero_contrato: contractOf(db, row).numero_contrato,
    usuario_nome: userName(db, row),
    empreendimento: resortName(db, row.resort_id),
    br: row.br,
    inicio: toWire(start),
    fim: toWire(start + 7),
    qtd_pontos: row.pontos,
    taxa_utilizacao: row.taxa,
    status: statusOf(row, nowMs),
    expira_em: new Date(row.expira_em).toISOString(),
    regras: DEPOSIT_RULES,
  };
}

/**
 * The acceptance of the rules: issues the confirmation token (a new one each time, the last
 * one alone valid) while the request has not lapsed nor been confirmed.
 */
export function acceptDeposit(
  db: Db,
  pedido: string,
  id: number,
  nowMs: number,
): { confirma_id: number; confirma_token: string } {
  return db
    .transaction(() => {
      const row = byOrder(db, pedido, id);
      const status = statusOf(row, nowMs);
      if (status === 'confirmado')
        throw new DomainError('conflict', 'Este depósito já foi confirmado.');
      if (status === 'expirado') throw new DomainError('gone', LAPSED);
      if (status === 'cancelado') throw new DomainError('gone', CANCELLED);
      const token = randomBytes(32).toString('base64url');
      markDepositAccepted(db, id, nowMs, hashToken(token));
      return { confirma_id: id, confirma_token: token };
    })
    .immediate();
}

const LAPSED = 'O prazo de 48 horas para confirmar este depósito terminou. Faça um novo pedido.';
const BAD_LINK = 'Link de confirmação inválido.';
const CANCELLED = 'Este pedido de depósito foi cancelado. Faça um novo pedido.';

/** The deposit whose confirmation token this is (used or not), or 404. */
function byToken(db: Db, id: number, hash: string): DepositRow {
  const row = findDeposit(db, id);
  if (!row || row.token_hash === null || row.token_hash !== hashToken(hash)) {
    throw new DomainError('not_found', BAD_LINK);
  }
  return row;
}

/** POST /deposito-semana: product-rules §3 weekly deposit, for the confirmation page. */
export function depositDetails(db: Db, id: number, hash: string, nowMs: number): WeeklyDeposit {
  const row = byToken(db, id, hash);
  const start = fromIso(row.inicio);
  return {
    numero_contrato: contractOf(db, row).numero_contrato,
    qtd_pontos: row.pontos,
    taxa_utilizacao: row.taxa,
    usuario_nome: userName(db, row),
    empreendimento: resortName(db, row.resort_id),
    inicio: toWire(start),
    fim: toWire(start + 7),
    status: statusOf(row, nowMs),
  };
}

/**
 * Confirms once: debits the points (first to expire first) and records the deposit, in one
 * immediate transaction. A used token is 409, a lapsed request 410, and the contract's good
 * standing and points are checked again.
 */
export function confirmDeposit(
  db: Db,
  id: number,
  hash: string,
  today: Day,
  nowMs: number,
  siteUrl: string,
): void {
  db.transaction(() => {
    const row = byToken(db, id, hash);
    const status = statusOf(row, nowMs);
    if (status === 'confirmado')
      throw new DomainError('conflict', 'Este depósito já foi confirmado.');
    if (status === 'expirado') throw new DomainError('gone', LAPSED);
    if (status === 'cancelado') throw new DomainError('gone', CANCELLED);
    settleDeposit(db, row, today, nowMs, siteUrl);
  }).immediate();
}

/**
 * A deposit's settlement, inside the caller's transaction: the contract's good standing and
 * points checked again (a DomainError with the reason, nothing written), the points debited
 * (first to expire first), the deposit confirmed, the usage fee put in the financial record, and
 * the member e-mailed. The confirmation page and the waitlist (deposit-waitlist.ts) both end here.
 */
export function settleDeposit(
  db: Db,
  row: DepositRow,
  today: Day,
  nowMs: number,
  siteUrl: string,
  /** The e-mail's subject and first line when it is not the confirmation page's (the waitlist). */
  mail?: { subject: string; intro: string },
): void {
  const contract = contractOf(db, row);
  requirePayable(db, contract, row.pontos, today);
  spendPoints(db, contract.contratos_id, {
    data: today,
    tipo: 'deposito',
    pontos: row.pontos,
    descricao: `Depósito de semana: ${resortName(db, row.resort_id)} (${UNIT_CODE_NAMES[row.br]}), ${weekText(row)}`,
    depositId: row.id,
  });
  markDepositConfirmed(db, row.id, nowMs);
  // The usage fee becomes an open line of the financial record, paid there like any other.
  insertFeeLine(db, {
    contratos_id: contract.contratos_id,
    descricao: `Taxa de utilização, depósito de semana ${weekText(row)}`,
    vencimento: toIso(today + USAGE_FEE_DUE_DAYS),
    valor: row.taxa * 100,
    deposito_semana_id: row.id,
  });
  const user = findUserById(db, row.user_id) as UserRow;
  enqueueMail(db, {
    paraEmail: user.email,
    paraNome: user.nome,
    assunto: mail?.subject ?? `Depósito de semana confirmado: pedido ${row.id}`,
    html: [
      ...(mail ? [`<p>${escapeHtml(mail.intro)}</p>`] : []),
      `<p>O depósito da semana de ${weekText(row)} em ${escapeHtml(resortName(db, row.resort_id))} (${UNIT_CODE_NAMES[row.br]}) está confirmado.</p>`,
      `<p>Foram debitados ${row.pontos} pontos do contrato ${escapeHtml(contract.numero_contrato)}. A taxa de utilização de R$ ${row.taxa},00 entrou na ficha financeira do contrato, com vencimento em ${toWire(today + USAGE_FEE_DUE_DAYS)}: pague por PIX ou boleto em 'Pagar 2ª via'.</p>`,
      `<p><a href="${escapeHtml(`${siteUrl}/extrato-utilizacao/${contract.numero_contrato}`)}">Ver o extrato de pontos</a>.</p>`,
    ].join('\n'),
    texto: `Depósito confirmado: ${row.pontos} pontos debitados do contrato ${contract.numero_contrato}.`,
  });
}
