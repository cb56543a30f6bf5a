import type { TipoSolicitacaoTitular } from '../../../src/api/contract/data-rights';
import type { Db } from '../db/types';
import { formatLocalDateTime } from '../shared/calendar';
import { escapeHtml } from '../shared/html';
import { enqueueMail } from '../repositories/mail-outbox';

const SUBJECTS: Record<TipoSolicitacaoTitular, string> = {
  exportacao_json: 'Recebemos sua solicitação: exportação dos seus dados',
  exportacao_pdf: 'Recebemos sua solicitação: exportação dos seus dados',
  consentimento: 'Recebemos sua solicitação: preferências de marketing',
  exclusao: 'Recebemos sua solicitação: exclusão da conta',
};

/**
 * The receipt of a data-subject request (LGPD art. 19: the answer is given and can be proved).
 * After a deletion there is no account to link to, so that receipt says what was kept instead.
 */
export function sendDataRequestReceipt(
  db: Db,
  to: { nome: string; email: string },
  tipo: TipoSolicitacaoTitular,
  descricao: string,
  nowMs: number,
  siteUrl: string,
): void {
  if (!to.email) return;
  const quando = formatLocalDateTime(nowMs);
  const firstName = to.nome.split(' ')[0] ?? to.nome;
  const closing =
    tipo === 'exclusao'
      ? 'Sua conta foi excluída: seus dados pessoais foram anonimizados e o login foi desativado. ' +
        'Mantemos, sem os seus dados pessoais, os registros fiscais das hospedagens e dos pagamentos, ' +
        'como a lei obriga (LGPD art. 16, I).'
      : 'Você pode ver suas solicitações e seus dados a qualquer momento em Minha conta, Meus dados.';
  const link = `${siteUrl}/minhaConta/meus-dados`;
  const html = [
    `<p>Olá, ${escapeHtml(firstName)}.</p>`,
    `<p>Registramos em ${escapeHtml(quando)} a sua solicitação: <strong>${escapeHtml(descricao)}</strong>.</p>`,
    `<p>${escapeHtml(closing)}</p>`,
    tipo === 'exclusao' ? '' : `<p><a href="${escapeHtml(link)}">Abrir Meus dados</a></p>`,
    '<p>Se não foi você, fale com o encarregado de dados pelo e-mail indicado na política de privacidade.</p>',
  ].join('\n');
  const texto = [
    `Olá, ${firstName}.`,
    `Registramos em ${quando} a sua solicitação: ${descricao}.`,
    closing,
    tipo === 'exclusao' ? '' : `Meus dados: ${link}`,
    'Se não foi você, fale com o encarregado de dados pelo e-mail indicado na política de privacidade.',
  ]
    .filter(Boolean)
    .join('\n\n');
  enqueueMail(db, { paraEmail: to.email, paraNome: to.nome, assunto: SUBJECTS[tipo], html, texto });
}
