import type { AvaliacaoEmModeracao } from '../../../src/api/contract/reviews';
import type { Db } from '../db/types';
import { hotelName } from '../repositories/catalogue';
import { enqueueMail } from '../repositories/mail-outbox';
import { insertEditLink } from '../repositories/review-edit-links';
import {
  pendingReviews,
  recordModeration,
  reviewById,
  type ReviewRow,
} from '../repositories/stay-reviews';
import { findUserById } from '../repositories/users';
import { DomainError, invalid } from '../shared/domain-error';
import { escapeHtml } from '../shared/html';
import { newLinkToken } from '../shared/link-token';
import { firstName } from '../shared/person-name';
import { publicReview } from './public-reviews';
import { REVIEW_MESSAGES } from './review-rules';

/**
 * The moderation queue (issue 53 part 2): a person publishes a review that passed the checks,
 * rejects it with a reason, or answers it as the hotel; every act is recorded with its reason,
 * and the guest is told by e-mail of the publication or the rejection, with a new single-use
 * link to change the review (nobody else can: part 4). A change goes through moderation again.
 */

/** Where an edit link leads and how long it opens (the invitation's settings). */
export interface EditLinkSettings {
  siteUrl: string;
  validDays: number;
}

const DAY_MS = 86_400_000;

export function moderationQueue(db: Db): AvaliacaoEmModeracao[] {
  return pendingReviews(db).map((row) => {
    const { publicada_em: _p, resposta_hotel: _r, ...shown } = publicReview(row);
    return {
      ...shown,
      id_hotel: row.hotel_id,
      hotel: hotelName(db, row.hotel_id),
      enviada_em: new Date(row.enviada_em).toISOString(),
    };
  });
}

function found(db: Db, id: number): ReviewRow {
  const row = reviewById(db, id);
  if (!row) throw new DomainError('not_found', REVIEW_MESSAGES.notFound);
  return row;
}

function pending(db: Db, id: number): ReviewRow {
  const row = found(db, id);
  if (row.status !== 'pendente') throw new DomainError('conflict', REVIEW_MESSAGES.notPending);
  return row;
}

/** E-mails the guest, with a new link to change the review (the review's earlier ones close). */
function tell(
  db: Db,
  row: ReviewRow,
  subject: string,
  lines: string[],
  edit: { label: string; settings: EditLinkSettings; nowMs: number },
): void {
  const guest = findUserById(db, row.user_id);
  if (!guest?.email || guest.excluido_em) return;
  const link = newLinkToken();
  insertEditLink(db, {
    token_hash: link.hash,
    review_id: row.id,
    enviado_em: edit.nowMs,
    expira_em: edit.nowMs + edit.settings.validDays * DAY_MS,
  });
  const url = `${edit.settings.siteUrl}/avaliar/${link.token}`;
  const hello = `Olá, ${firstName(guest.nome)}!`;
  const after = `O link vale por ${edit.settings.validDays} dias e só pode ser usado uma vez; a avaliação editada passa pela moderação de novo.`;
  enqueueMail(db, {
    paraEmail: guest.email,
    paraNome: guest.nome,
    assunto: subject,
    html: [
      ...[hello, ...lines].map((line) => `<p>${escapeHtml(line)}</p>`),
      `<p><a href="${escapeHtml(url)}">${escapeHtml(edit.label)}</a></p>`,
      `<p>${escapeHtml(after)}</p>`,
    ].join(''),
    texto: [hello, ...lines, `${edit.label}: ${url}`, after].join('\n'),
  });
}

export function publishReview(db: Db, id: number, nowMs: number, settings: EditLinkSettings): void {
  db.transaction(() => {
    const row = pending(db, id);
    recordModeration(db, id, { acao: 'publicada', em: nowMs });
    const hotel = hotelName(db, row.hotel_id);
    tell(
      db,
      row,
      `Sua avaliação do ${hotel} foi publicada`,
      [
        `Sua avaliação "${row.titulo}" já está na página do ${hotel}. Obrigado por contar como foi!`,
        'Quer mudar algo? Só você pode editá-la, por este link:',
      ],
      { label: 'Editar minha avaliação', settings, nowMs },
    );
  }).immediate();
}

export function rejectReview(
  db: Db,
  id: number,
  reason: string,
  nowMs: number,
  settings: EditLinkSettings,
): void {
  const motivo = reason.trim();
  if (motivo === '') throw invalid(REVIEW_MESSAGES.rejectReason);
  db.transaction(() => {
    const row = pending(db, id);
    recordModeration(db, id, { acao: 'rejeitada', em: nowMs, motivo });
    tell(
      db,
      row,
      'Sua avaliação não foi publicada',
      [
        `Sua avaliação "${row.titulo}" não foi publicada. Motivo: ${motivo}`,
        'Você pode revisá-la e enviá-la de novo por este link:',
      ],
      { label: 'Revisar minha avaliação', settings, nowMs },
    );
  }).immediate();
}

/** The hotel's public answer, under a published review. */
export function answerReview(db: Db, id: number, answer: string, nowMs: number): void {
  const resposta = answer.trim();
  if (resposta.length < 10 || resposta.length > 1000) throw invalid(REVIEW_MESSAGES.answerLength);
  db.transaction(() => {
    const row = found(db, id);
    if (row.status !== 'publicada') throw new DomainError('conflict', REVIEW_MESSAGES.notFound);
    recordModeration(db, id, { acao: 'respondida', em: nowMs, resposta });
  }).immediate();
}
