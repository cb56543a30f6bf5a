import type {
  AvaliacaoEditavel,
  ConviteAvaliacaoResponse,
  EnviarAvaliacaoRequest,
  TipoViajante,
} from '../../../src/api/contract/reviews';
import type { Db } from '../db/types';
import { hotelName } from '../repositories/catalogue';
import { editLinkByHash, spendEditLink, type EditLinkRow } from '../repositories/review-edit-links';
import {
  insertReview,
  invitationByHash,
  replaceReviewContent,
  reviewById,
  spendInvitation,
  stayOfGroup,
  type InvitationRow,
  type ReviewContent,
  type ReviewRow,
} from '../repositories/stay-reviews';
import { findUserById } from '../repositories/users';
import { fromIso, toWire } from '../shared/calendar';
import { DomainError, invalid } from '../shared/domain-error';
import { linkTokenHash } from '../shared/link-token';
import { firstName } from '../shared/person-name';
import { moderationProblem } from './moderation-checks';
import { REVIEW_MESSAGES } from './review-rules';

/**
 * A review link (README "Reviews"): the invitation's, for the stay's one review, or an edit
 * link, e-mailed with a moderator's answer, for its guest to change it. Both are single-use and
 * expire; both submissions are checked the same way and go to moderation.
 */
type OpenLink =
  | { kind: 'invitation'; invitation: InvitationRow }
  | { kind: 'edit'; link: EditLinkRow; review: ReviewRow };

/**
 * The stay an invitation names: its dates, nights and whether it was a club stay. A stay the
 * hotel recorded as a no-show after the invitation went is not reviewed: the link is refused.
 */
function stayOf(db: Db, identificador: string) {
  const row = stayOfGroup(db, identificador);
  if (!row) throw new DomainError('not_found', REVIEW_MESSAGES.invalidLink);
  return { ...row, noites: fromIso(row.partida) - fromIso(row.chegada) };
}

/** The link, usable now: unknown or expired is 404, spent is 410. */
function usableLink(db: Db, token: string, nowMs: number): OpenLink {
  const hash = linkTokenHash(token);
  const invitation = invitationByHash(db, hash);
  if (invitation && invitation.expira_em > nowMs) {
    if (invitation.usado_em !== null) throw new DomainError('gone', REVIEW_MESSAGES.usedLink);
    return { kind: 'invitation', invitation };
  }
  const link = editLinkByHash(db, hash);
  const review = link && reviewById(db, link.review_id);
  if (!link || !review || link.expira_em <= nowMs) {
    throw new DomainError('not_found', REVIEW_MESSAGES.invalidLink);
  }
  if (link.usado_em !== null) throw new DomainError('gone', REVIEW_MESSAGES.usedEditLink);
  return { kind: 'edit', link, review };
}

function editable(review: ReviewRow): AvaliacaoEditavel {
  return {
    nota: review.nota,
    notas: {
      quartos: review.nota_quartos,
      limpeza: review.nota_limpeza,
      atendimento: review.nota_atendimento,
      lazer: review.nota_lazer,
    },
    titulo: review.titulo,
    texto: review.texto,
    tipo_viajante: review.tipo_viajante as TipoViajante,
    nome: review.nome,
    cidade: review.cidade,
    status: review.status,
    motivo_rejeicao: review.motivo_rejeicao,
  };
}

/** What the link's form shows: the hotel and the stay, the buyer's first name, and an edit's review. */
export function openInvitation(db: Db, token: string, nowMs: number): ConviteAvaliacaoResponse {
  const open = usableLink(db, token, nowMs);
  const owner = open.kind === 'invitation' ? open.invitation : open.review;
  const stay = stayOf(db, owner.identificador);
  return {
    id_hotel: owner.hotel_id,
    hotel: hotelName(db, owner.hotel_id),
    chegada: toWire(fromIso(stay.chegada)),
    partida: toWire(fromIso(stay.partida)),
    noites: stay.noites,
    clube: stay.clube === 1,
    nome: firstName(findUserById(db, owner.user_id)?.nome ?? ''),
    ...(open.kind === 'edit' && { avaliacao: editable(open.review) }),
  };
}

function contentOf(input: Required<EnviarAvaliacaoRequest>): ReviewContent {
  return {
    nota: input.nota,
    nota_quartos: input.notas.quartos,
    nota_limpeza: input.notas.limpeza,
    nota_atendimento: input.notas.atendimento,
    nota_lazer: input.notas.lazer,
    titulo: input.titulo,
    texto: input.texto,
    nome: input.nome,
    cidade: input.cidade,
    tipo_viajante: input.tipo_viajante,
  };
}

/**
 * The review of the link's stay, or its guest's new version, checked (moderation-checks.ts: the
 * reason of a refusal, and the link still usable) and kept for moderation. The link is spent in
 * the same immediate transaction: of parallel submissions one is kept, the others are told the
 * link was used. Answers what happened, for the guest's thanks.
 */
export function submitReview(
  db: Db,
  input: Required<EnviarAvaliacaoRequest>,
  nowMs: number,
): 'enviada' | 'editada' {
  const problem = moderationProblem(input);
  if (problem) throw invalid(problem);
  return db
    .transaction(() => {
      const open = usableLink(db, input.token, nowMs);
      if (open.kind === 'edit') {
        if (!spendEditLink(db, open.link.token_hash, nowMs)) {
          throw new DomainError('gone', REVIEW_MESSAGES.usedEditLink);
        }
        replaceReviewContent(db, open.review.id, contentOf(input), nowMs);
        return 'editada' as const;
      }
      const { invitation } = open;
      if (!spendInvitation(db, invitation.identificador, nowMs)) {
        throw new DomainError('gone', REVIEW_MESSAGES.usedLink);
      }
      const stay = stayOf(db, invitation.identificador);
      insertReview(db, {
        identificador: invitation.identificador,
        hotel_id: invitation.hotel_id,
        user_id: invitation.user_id,
        ...contentOf(input),
        clube: stay.clube,
        chegada: stay.chegada,
        noites: stay.noites,
        enviada_em: nowMs,
      });
      return 'enviada' as const;
    })
    .immediate();
}
