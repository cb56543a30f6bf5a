/**
 * The club terms (README "Club terms"): one current version; each member accepts it from an
 * e-mailed, single-purpose link. The acceptance records the version and the time once; the
 * same link afterwards only says when it was accepted.
 */
import { randomBytes } from 'node:crypto';
import type { TermsDocument, TermsStatus } from '../../../src/api/contract/club';
import type { Db } from '../db/types';
import { DomainError } from '../shared/domain-error';
import { DEPOSIT_MAX_DAYS, DEPOSIT_MIN_DAYS } from './week-deposits';
import { escapeHtml } from '../shared/html';
import { enqueueMail } from '../repositories/mail-outbox';
import { findUserById, type UserRow } from '../repositories/users';
import { linkTokenHash } from '../shared/link-token';
import {
  insertTermsLink,
  markTermsAccepted,
  type TermsAcceptanceRow as AcceptanceRow,
  termsAcceptedAt,
  termsLinkByHash,
} from '../repositories/club-terms';

export const TERMS_VERSION = '2026.2';
export const TERMS_TITLE = 'Termos de uso do Aurora VIP Club';
/** How a member leaves the club (clauses 7 to 9; also on the club's page, issue 51). */
export const LEAVING_RULES = [
  'Arrependimento: em até 7 dias da assinatura, o contrato pode ser cancelado sem multa, com devolução integral do que foi pago (Código de Defesa do Consumidor, art. 49).',
  'Depois disso, o associado pode pedir a rescisão a qualquer tempo, pela central do clube: os pontos do contrato deixam de valer na data do pedido, as reservas e depósitos já confirmados são mantidos, e as parcelas vencidas até ali continuam devidas.',
  'Na rescisão, o clube retém 10% do valor já pago do contrato, a título de multa, e devolve o restante em até 30 dias, descontado o que estiver em atraso.',
] as const;

export const TERMS_CLAUSES = [
  '1. Cada contrato recebe, em cada aniversário, o crédito anual de pontos do seu ano de uso.',
  '2. Os pontos de um ano de uso valem por dois anos de uso e são usados na ordem em que expiram; o que não for usado até a véspera do segundo aniversário seguinte expira.',
  '3. O extrato de pontos registra todo crédito, uso, devolução, depósito, expiração e ajuste; correções são lançadas como ajustes.',
  `4. Semanas podem ser depositadas de ${DEPOSIT_MAX_DAYS} a ${DEPOSIT_MIN_DAYS} dias antes do check-in, com pontos e taxa de utilização informados antes do pedido; o pedido deve ser confirmado em 48 horas.`,
  '5. Contratos com parcelas vencidas não podem ser usados em reservas nem em depósitos até o pagamento.',
  '6. O associado pode consultar estas regras a qualquer momento em Meus contratos e na página do clube.',
  ...LEAVING_RULES.map((rule, i) => `${i + 7}. ${rule}`),
];

const hash = linkTokenHash;

function acceptedAt(db: Db, userId: number): number | null {
  return termsAcceptedAt(db, userId, TERMS_VERSION);
}

export function termsStatus(db: Db, userId: number): TermsStatus {
  const at = acceptedAt(db, userId);
  return { versao: TERMS_VERSION, aceito_em: at === null ? null : new Date(at).toISOString() };
}

/** E-mails a new acceptance link (an accepted version is not sent again: 409). */
export function sendTermsLink(db: Db, user: UserRow, nowMs: number, siteUrl: string): void {
  if (acceptedAt(db, user.id) !== null) {
    throw new DomainError(
      'conflict',
      `Você já aceitou os termos do clube (versão ${TERMS_VERSION}).`,
    );
  }
  const token = randomBytes(32).toString('base64url');
  const link = `${siteUrl}/confirma-aceite-drvc/${token}`;
  db.transaction(() => {
    insertTermsLink(db, user.id, TERMS_VERSION, hash(token), nowMs);
    enqueueMail(db, {
      paraEmail: user.email,
      paraNome: user.nome,
      assunto: `Aceite dos termos do Aurora VIP Club (versão ${TERMS_VERSION})`,
      html: [
        `<p>Olá, ${escapeHtml(user.nome.split(' ')[0] ?? user.nome)}!</p>`,
        `<p>Os termos de uso do Aurora VIP Club estão na versão ${TERMS_VERSION}.</p>`,
        `<p><a href="${escapeHtml(link)}">Leia e aceite os termos</a>.</p>`,
      ].join('\n'),
      texto: `Leia e aceite os termos do Aurora VIP Club (versão ${TERMS_VERSION}): ${link}`,
    });
  })();
}

function byLink(db: Db, token: string): AcceptanceRow {
  const row = termsLinkByHash(db, hash(token));
  if (!row) throw new DomainError('not_found', 'Link de aceite inválido.');
  return row;
}

export function termsDocument(db: Db, token: string): TermsDocument {
  const row = byLink(db, token);
  const user = findUserById(db, row.user_id) as UserRow;
  return {
    versao: row.versao,
    titulo: TERMS_TITLE,
    clausulas: row.versao === TERMS_VERSION ? TERMS_CLAUSES : [],
    usuario_nome: user.nome,
    aceito_em: row.aceito_em === null ? null : new Date(row.aceito_em).toISOString(),
  };
}

/** Records the acceptance once; a second time answers when it was, changing nothing. */
export function acceptTerms(
  db: Db,
  token: string,
  nowMs: number,
): { versao: string; aceito_em: string; ja_aceito: boolean } {
  return db
    .transaction(() => {
      const row = byLink(db, token);
      if (row.aceito_em !== null) {
        return {
          versao: row.versao,
          aceito_em: new Date(row.aceito_em).toISOString(),
          ja_aceito: true,
        };
      }
      if (row.versao !== TERMS_VERSION) {
        throw new DomainError(
          'gone',
          'Estes termos foram substituídos por uma versão nova. Peça um novo link em Meus contratos.',
        );
      }
      markTermsAccepted(db, row.id, nowMs);
      return { versao: row.versao, aceito_em: new Date(nowMs).toISOString(), ja_aceito: false };
    })
    .immediate();
}
