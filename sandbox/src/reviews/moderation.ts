import type { AvaliacaoEmModeracao } from '../../../src/api/contract/reviews';
import type { Db } from '../db/types';
import { hotelName } from '../repositories/catalogue';
import { enqueueMail } from '../repositories/mail-outbox';
import {
  pendingReviews,
  recordModeration,
  reviewById,
  type ReviewRow,
} from '../repositories/stay-reviews';
import { findUserById } from '../repositories/users';
import { DomainError, invalid } from '../shared/domain-error';
import { escapeHtml } from '../shared/html';
import { firstName } from '../shared/person-name';
import { publicReview } from './public-reviews';
import { REVIEW_MESSAGES } from './review-rules';

/**
 * The moderation queue (issue 53 part 2): a person publishes a review that passed the checks,
 * rejects it with a reason, or answers it as the hotel; every act is recorded with its reason,
 * and the guest is told by e-mail of the publication or the rejection.
 */

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

function tell(db: Db, row: ReviewRow, subject: string, lines: string[]): void {
  const guest = findUserById(db, row.user_id);
  if (!guest?.email || guest.excluido_em) return;
  const hello = `Olá, ${firstName(guest.nome)}!`;
  enqueueMail(db, {
    paraEmail: guest.email,
    paraNome: guest.nome,
    assunto: subject,
    html: [hello, ...lines].map((line) => `<p>${escapeHtml(line)}</p>`).join(''),
    texto: [hello, ...lines].join('\n'),
  });
}

export function publishReview(db: Db, id: number, nowMs: number): void {
  db.transaction(() => {
    const row = pending(db, id);
    recordModeration(db, id, { acao: 'publicada', em: nowMs });
    const hotel = hotelName(db, row.hotel_id);
    tell(db, row, `Sua avaliação do ${hotel} foi publicada`, [
      `Sua avaliação "${row.titulo}" já está na página do ${hotel}. Obrigado por contar como foi!`,
    ]);
  }).immediate();
}

export function rejectReview(db: Db, id: number, reason: string, nowMs: number): void {
  const motivo = reason.trim();
  if (motivo === '') throw invalid(REVIEW_MESSAGES.rejectReason);
  db.transaction(() => {
    const row = pending(db, id);
    recordModeration(db, id, { acao: 'rejeitada', em: nowMs, motivo });
    tell(db, row, 'Sua avaliação não foi publicada', [
      `Sua avaliação "${row.titulo}" não foi publicada. Motivo: ${motivo}`,
      'Se quiser, responda a este e-mail e nossa equipe ajuda a revisá-la.',
    ]);
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
