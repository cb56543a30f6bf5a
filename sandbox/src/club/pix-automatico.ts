/**
 * PIX Automático for a contract's fees (README "PIX Automático", issue 52): the Central Bank's
 * recurring PIX (Resolução BCB 402/2024, in force since June 2025) as the sandbox's gateway
 * simulates it. The member asks from the financial record; their bank asks them to authorise
 * (the sandbox's bank screen, payments' public pages); authorised, the sweep charges each unpaid
 * line on its due date (pix-automatico-charges.ts) until the member cancels, in one tap.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { PixAutomaticoView } from '../../../src/api/contract/pix-automatico';
import type { Db } from '../db/types';
import { type Day, fromIso, toIso, toWire } from '../shared/calendar';
import { DomainError, invalid } from '../shared/domain-error';
import { escapeHtml } from '../shared/html';
import { formatBrl } from '../shared/money';
import type { ContractRow } from '../repositories/club-contracts';
import { installmentRows } from '../repositories/club-contracts';
import { enqueueMail } from '../repositories/mail-outbox';
import { findUserById, type UserRow } from '../repositories/users';
import {
  authorizeMandate,
  closeMandate,
  insertMandate,
  liveMandate,
  mandateByTokenHash,
  type MandateRow,
} from '../repositories/pix-mandates';

/** How long the bank waits for the member's authorisation. */
export const AUTHORIZATION_HOURS = 24;
/** The notice before each charge (the Central Bank asks for 2 to 10 days). */
export const NOTICE_DAYS = 3;

export const PIX_AUTOMATICO_RULES = [
  'Com o PIX Automático, cada parcela e taxa da ficha financeira é paga por PIX na data de vencimento, direto da sua conta: sem boleto e sem código para copiar.',
  `Você pede aqui e autoriza uma vez, no app do seu banco, em até ${AUTHORIZATION_HOURS} horas. Pode definir um valor máximo por cobrança: uma parcela acima dele não é cobrada e fica para pagar pela 2ª via.`,
  `Avisamos por e-mail ${NOTICE_DAYS} dias antes de cada cobrança e quando ela é paga.`,
  'Entram as parcelas que vencem a partir do dia da autorização; uma parcela já vencida se paga pela 2ª via.',
  'Você cancela quando quiser, aqui ou no app do banco, num toque: as cobranças seguintes deixam de ser feitas.',
];

export const hashMandateToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The bank's screen for a request (sandbox: the gateway's simulated app). */
export const authorizationLink = (token: string) => `/payments/sandbox/pix-automatico/${token}`;

function view(
  db: Db,
  contract: ContractRow,
  mandate: MandateRow | undefined,
  today: Day,
  link: string | null = null,
): PixAutomaticoView {
  const active = mandate?.status === 'ativo';
  const from = mandate?.autorizado_dia ?? toIso(today);
  return {
    numero_contrato: contract.numero_contrato,
    status: mandate ? (active ? 'ativo' : 'pendente') : 'inativo',
    valor_maximo: mandate?.valor_maximo == null ? null : mandate.valor_maximo / 100,
    autorizado_em: active ? new Date(mandate.autorizado_em!).toISOString() : null,
    expira_em: mandate && !active ? new Date(mandate.expira_em).toISOString() : null,
    link_autorizacao: mandate && !active ? link : null,
    proximas: active
      ? installmentRows(db, contract.contratos_id)
          .filter((l) => l.pago_em === null && l.cancelada_em === null && l.vencimento >= from)
          .map((l) => ({
            parcela_id: l.id,
            descricao: l.descricao,
            vencimento: toWire(fromIso(l.vencimento)),
            valor: l.valor / 100,
            acima_do_limite: mandate.valor_maximo !== null && l.valor > mandate.valor_maximo,
          }))
      : [],
    regras: PIX_AUTOMATICO_RULES,
  };
}

/** The contract's mandate as the member sees it (a pending link is not shown again). */
export function pixAutomaticoOf(db: Db, contract: ContractRow, today: Day): PixAutomaticoView {
  return view(db, contract, liveMandate(db, contract.contratos_id), today);
}

/**
 * Asks the member's bank for the authorisation: a new request replaces a pending one (its link
 * stops working); an active mandate is 409. Answers the link, shown once.
 */
export function requestAuthorization(
  db: Db,
  contract: ContractRow,
  { maxCents, today, nowMs }: { maxCents: number | null; today: Day; nowMs: number },
): PixAutomaticoView {
  if (maxCents !== null && (!Number.isSafeInteger(maxCents) || maxCents < 100)) {
    throw invalid('O valor máximo deve ser de pelo menos R$ 1,00, em reais e centavos.');
  }
  return db
    .transaction(() => {
      const live = liveMandate(db, contract.contratos_id);
      if (live?.status === 'ativo') {
        throw new DomainError('conflict', 'O PIX Automático já está ativo neste contrato.');
      }
      if (live) closeMandate(db, live.id, 'expirado', nowMs);
      const token = randomBytes(24).toString('base64url');
      const mandate = insertMandate(db, {
        contratos_id: contract.contratos_id,
        token_hash: hashMandateToken(token),
        valor_maximo: maxCents,
        criado_em: nowMs,
        expira_em: nowMs + AUTHORIZATION_HOURS * 3_600_000,
      });
      return view(db, contract, mandate, today, authorizationLink(token));
    })
    .immediate();
}

function mailMember(db: Db, contract: ContractRow, subject: string, lines: string[]): void {
  const user = findUserById(db, contract.user_id) as UserRow;
  enqueueMail(db, {
    paraEmail: user.email,
    paraNome: user.nome,
    assunto: subject,
    html: lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n'),
    texto: lines.join('\n'),
  });
}

/** Stops every charge to come, at once (pending or active), and tells the member. */
export function cancelMandate(db: Db, contract: ContractRow, nowMs: number, today: Day) {
  return db
    .transaction(() => {
      const live = liveMandate(db, contract.contratos_id);
      if (!live) {
        throw new DomainError('conflict', 'Não há PIX Automático ativo neste contrato.');
      }
      closeMandate(db, live.id, 'cancelado', nowMs);
      if (live.status === 'ativo') {
        mailMember(db, contract, `PIX Automático cancelado: contrato ${contract.numero_contrato}`, [
          `O PIX Automático do contrato ${contract.numero_contrato} foi cancelado: nenhuma parcela será mais cobrada automaticamente.`,
          'As parcelas em aberto podem ser pagas pela 2ª via, na ficha financeira.',
        ]);
      }
      return view(db, contract, undefined, today);
    })
    .immediate();
}

export interface BankRequest {
  mandate: MandateRow;
  /** 'pendente' until answered; the answer otherwise. */
  status: MandateRow['status'];
}

/** The request a bank link names (pending or answered), or 404; a lapsed one says so. */
export function bankRequest(db: Db, token: string, nowMs: number): BankRequest {
  const mandate = mandateByTokenHash(db, hashMandateToken(token));
  if (!mandate) throw new DomainError('not_found', 'Pedido de autorização não encontrado.');
  const lapsed = mandate.status === 'pendente' && mandate.expira_em <= nowMs;
  return { mandate, status: lapsed ? 'expirado' : mandate.status };
}

/** The member answers in their bank: authorised from today, or refused. Once. */
export function answerInBank(
  db: Db,
  token: string,
  answer: 'autorizar' | 'recusar',
  { nowMs, today, contract }: { nowMs: number; today: Day; contract: (id: number) => ContractRow },
): MandateRow['status'] {
  return db
    .transaction(() => {
      const { mandate, status } = bankRequest(db, token, nowMs);
      if (status === 'expirado') {
        throw new DomainError('gone', 'Este pedido de autorização expirou. Peça de novo no site.');
      }
      if (status !== 'pendente') {
        throw new DomainError('conflict', 'Este pedido de autorização já foi respondido.');
      }
      if (answer === 'recusar') {
        closeMandate(db, mandate.id, 'recusado', nowMs);
        return 'recusado';
      }
      authorizeMandate(db, mandate.id, nowMs, toIso(today));
      const c = contract(mandate.contratos_id);
      const limit =
        mandate.valor_maximo === null
          ? 'sem valor máximo'
          : `até ${formatBrl(mandate.valor_maximo)} por cobrança`;
      mailMember(db, c, `PIX Automático ativo: contrato ${c.numero_contrato}`, [
        `O PIX Automático do contrato ${c.numero_contrato} está ativo (${limit}).`,
        `Cada parcela da ficha financeira que vence a partir de ${toWire(today)} será paga por PIX no vencimento. Avisamos ${NOTICE_DAYS} dias antes de cada cobrança.`,
        'Para cancelar, use a ficha financeira no site ou o app do seu banco.',
      ]);
      return 'ativo';
    })
    .immediate();
}
