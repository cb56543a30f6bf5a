import type { AvaliacaoExportada } from '../../../src/api/contract/data-rights';
import type { Db } from '../db/types';
import { hotelName } from '../repositories/catalogue';
import { closeEditLinksOfUser } from '../repositories/review-edit-links';
import { anonymiseReview, invitationsOfUser, reviewsOfUser } from '../repositories/stay-reviews';
import type { UserRow } from '../repositories/users';

/**
 * The reviews under the guest's data rights (issue 53 part 4; README "Meus dados"): they are in
 * the export, and a deleted account's reviews lose the name and city shown; their text stays only
 * if it names no one (no word of the guest's name, nor of the name they showed), else it is
 * replaced by REMOVED_TEXT. The scores stay: the average counts every published review.
 */

export const REMOVED_TEXT = {
  titulo: 'Avaliação de hóspede',
  texto: 'O texto desta avaliação foi removido a pedido do hóspede.',
};

export function exportedInvitations(
  db: Db,
  userId: number,
): { grupo: string; enviado_em: string; usado_em: string | null }[] {
  return invitationsOfUser(db, userId).map((i) => ({
    grupo: i.identificador,
    enviado_em: new Date(i.enviado_em).toISOString(),
    usado_em: i.usado_em === null ? null : new Date(i.usado_em).toISOString(),
  }));
}

export function exportedReviews(db: Db, userId: number): AvaliacaoExportada[] {
  return reviewsOfUser(db, userId).map((r) => ({
    hotel: hotelName(db, r.hotel_id),
    enviada_em: new Date(r.enviada_em).toISOString(),
    status: r.status,
    nota: r.nota,
    titulo: r.titulo,
    texto: r.texto,
    nome: r.nome,
    cidade: r.cidade,
    motivo_rejeicao: r.motivo_rejeicao,
    resposta_hotel: r.resposta_hotel,
  }));
}

const words = (text: string) =>
  text
    .toLocaleLowerCase('pt-BR')
    .split(/[^\p{L}]+/u)
    .filter((w) => w.length >= 3);

/**
 * Called while the account is anonymised, with its row as it was (its name still in it). No
 * edit link of its reviews opens any more: nobody may change them now.
 */
export function anonymiseReviewsOf(db: Db, user: UserRow, nowMs: number): void {
  closeEditLinksOfUser(db, user.id, nowMs);
  for (const review of reviewsOfUser(db, user.id)) {
    const names = new Set([...words(user.nome), ...words(review.nome)]);
    const namesSomeone = words(`${review.titulo} ${review.texto}`).some((w) => names.has(w));
    anonymiseReview(db, review.id, namesSomeone ? REMOVED_TEXT : null);
  }
}
