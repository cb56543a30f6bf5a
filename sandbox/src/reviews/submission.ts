import type {
  ConviteAvaliacaoResponse,
  EnviarAvaliacaoRequest,
} from '../../../src/api/contract/reviews';
import type { Db } from '../db/types';
import { hotelName } from '../repositories/catalogue';
import {
  insertReview,
  invitationByHash,
  spendInvitation,
  stayOfGroup,
  type InvitationRow,
} from '../repositories/stay-reviews';
import { findUserById } from '../repositories/users';
import { fromIso, toWire } from '../shared/calendar';
import { DomainError, invalid } from '../shared/domain-error';
import { linkTokenHash } from '../shared/link-token';
import { firstName } from '../shared/person-name';
import { moderationProblem } from './moderation-checks';
import { REVIEW_MESSAGES } from './review-rules';

/**
 * The stay an invitation names: its dates, nights and whether it was a club stay. A stay the
 * hotel recorded as a no-show after the invitation went is not reviewed: the link is refused.
 */
function stayOf(db: Db, identificador: string) {
  const row = stayOfGroup(db, identificador);
  if (!row) throw new DomainError('not_found', REVIEW_MESSAGES.invalidLink);
  return { ...row, noites: fromIso(row.partida) - fromIso(row.chegada) };
}

/** The invitation of a link, usable now: unknown or expired is 404, spent is 410. */
function usableInvitation(db: Db, token: string, nowMs: number): InvitationRow {
  const invitation = invitationByHash(db, linkTokenHash(token));
  if (!invitation || invitation.expira_em <= nowMs) {
    throw new DomainError('not_found', REVIEW_MESSAGES.invalidLink);
  }
  if (invitation.usado_em !== null) throw new DomainError('gone', REVIEW_MESSAGES.usedLink);
  return invitation;
}

/** What the link's form shows: the hotel and the stay, and the buyer's first name. */
export function openInvitation(db: Db, token: string, nowMs: number): ConviteAvaliacaoResponse {
  const invitation = usableInvitation(db, token, nowMs);
  const stay = stayOf(db, invitation.identificador);
  return {
    id_hotel: invitation.hotel_id,
    hotel: hotelName(db, invitation.hotel_id),
    chegada: toWire(fromIso(stay.chegada)),
    partida: toWire(fromIso(stay.partida)),
    noites: stay.noites,
    clube: stay.clube === 1,
    nome: firstName(findUserById(db, invitation.user_id)?.nome ?? ''),
  };
}

/**
 * The review of the link's stay, checked (moderation-checks.ts: the reason of a refusal, and the
 * link still usable) and kept for moderation. The link is spent in the same immediate
 * transaction: of parallel submissions one is kept, the others are told the link was used.
 */
export function submitReview(db: Db, input: Required<EnviarAvaliacaoRequest>, nowMs: number): void {
  const problem = moderationProblem(input);
  if (problem) throw invalid(problem);
  db.transaction(() => {
    const invitation = usableInvitation(db, input.token, nowMs);
    if (!spendInvitation(db, invitation.identificador, nowMs)) {
      throw new DomainError('gone', REVIEW_MESSAGES.usedLink);
    }
    const stay = stayOf(db, invitation.identificador);
    insertReview(db, {
      identificador: invitation.identificador,
      hotel_id: invitation.hotel_id,
      user_id: invitation.user_id,
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
      clube: stay.clube,
      chegada: stay.chegada,
      noites: stay.noites,
      enviada_em: nowMs,
    });
  }).immediate();
}
