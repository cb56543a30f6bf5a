import type { Db } from '../db/types';
import { STATUS } from './reservations';

/** The statuses of a room whose stay happened: paid, and not a no-show nor cancelled. */
const STAYED = [STATUS.confirmada, STATUS.checkIn, STATUS.checkOut] as const;

/**
 * The reviews' tables (migration 33): the e-mailed invitation of each stay (a booking group),
 * its review, and the moderation's record. The rules are reviews/.
 */

export interface InvitationRow {
  identificador: string;
  hotel_id: number;
  user_id: number;
  token_hash: string | null;
  enviado_em: number;
  expira_em: number;
  usado_em: number | null;
}

export interface ReviewRow {
  id: number;
  identificador: string;
  hotel_id: number;
  user_id: number;
  status: 'pendente' | 'publicada' | 'rejeitada';
  nota: number;
  nota_quartos: number;
  nota_limpeza: number;
  nota_atendimento: number;
  nota_lazer: number;
  titulo: string;
  texto: string;
  nome: string;
  cidade: string;
  tipo_viajante: string;
  clube: number;
  chegada: string;
  noites: number;
  enviada_em: number;
  moderada_em: number | null;
  motivo_rejeicao: string | null;
  resposta_hotel: string | null;
  respondida_em: number | null;
  /** When the guest last changed it through an edit link (migration 34). */
  editada_em: number | null;
}

export type NewReview = Omit<
  ReviewRow,
  | 'id'
  | 'status'
  | 'moderada_em'
  | 'motivo_rejeicao'
  | 'resposta_hotel'
  | 'respondida_em'
  | 'editada_em'
>;

/** What the guest writes: the scores, the texts, who travelled, the name and city shown. */
export type ReviewContent = Pick<
  ReviewRow,
  | 'nota'
  | 'nota_quartos'
  | 'nota_limpeza'
  | 'nota_atendimento'
  | 'nota_lazer'
  | 'titulo'
  | 'texto'
  | 'nome'
  | 'cidade'
  | 'tipo_viajante'
>;

/** A paid stay whose departure is on or before `lastDepartureIso`, not invited yet. */
export interface EndedStay {
  identificador: string;
  hotel_id: number;
  user_id: number;
  chegada: string;
  partida: string;
  clube: number;
}

/**
 * Booking groups paid and ended (every room paid: confirmed, checked in or out; none cancelled
 * or expired counts) whose last departure is on or before `lastDepartureIso` and after
 * `firstDepartureIso`, with no invitation yet.
 */
export function endedStaysUninvited(
  db: Db,
  firstDepartureIso: string,
  lastDepartureIso: string,
): EndedStay[] {
  return db
    .prepare(
      `SELECT identificador, MIN(id_hotel) AS hotel_id, MIN(user_id) AS user_id,
              MIN(data_chegada) AS chegada, MAX(data_partida) AS partida,
              MAX(contrato_id IS NOT NULL) AS clube
       FROM reservations
       WHERE status_id IN (?, ?, ?)
         AND identificador NOT IN (SELECT identificador FROM review_invitations)
       GROUP BY identificador
       HAVING MAX(data_partida) > ? AND MAX(data_partida) <= ?`,
    )
    .all(...STAYED, firstDepartureIso, lastDepartureIso) as EndedStay[];
}

/**
 * A booking group's stay, over the rooms that happened (a no-show or a cancelled room did not):
 * its first arrival, last departure, and whether a contract paid it; undefined when none did.
 */
export function stayOfGroup(
  db: Db,
  identificador: string,
): { chegada: string; partida: string; clube: number } | undefined {
  const row = db
    .prepare(
      `SELECT MIN(data_chegada) AS chegada, MAX(data_partida) AS partida,
              MAX(contrato_id IS NOT NULL) AS clube
       FROM reservations WHERE identificador = ? AND status_id IN (?, ?, ?)`,
    )
    .get(identificador, ...STAYED) as { chegada: string | null; partida: string; clube: number };
  return row.chegada === null ? undefined : { ...row, chegada: row.chegada };
}

export function insertInvitation(db: Db, row: InvitationRow): void {
  db.prepare(
    `INSERT INTO review_invitations (identificador, hotel_id, user_id, token_hash, enviado_em, expira_em, usado_em)
     VALUES (@identificador, @hotel_id, @user_id, @token_hash, @enviado_em, @expira_em, @usado_em)`,
  ).run(row);
}

export function invitationByHash(db: Db, tokenHash: string): InvitationRow | undefined {
  return db.prepare('SELECT * FROM review_invitations WHERE token_hash = ?').get(tokenHash) as
    InvitationRow | undefined;
}

/** Spends the invitation at `nowMs`; false when it was spent already (a parallel submission). */
export function spendInvitation(db: Db, identificador: string, nowMs: number): boolean {
  return (
    db
      .prepare(
        'UPDATE review_invitations SET usado_em = ? WHERE identificador = ? AND usado_em IS NULL',
      )
      .run(nowMs, identificador).changes === 1
  );
}

export function insertReview(db: Db, review: NewReview): number {
  return Number(
    db
      .prepare(
        `INSERT INTO stay_reviews (identificador, hotel_id, user_id, status, nota, nota_quartos, nota_limpeza,
           nota_atendimento, nota_lazer, titulo, texto, nome, cidade, tipo_viajante, clube, chegada, noites, enviada_em)
         VALUES (@identificador, @hotel_id, @user_id, 'pendente', @nota, @nota_quartos, @nota_limpeza,
           @nota_atendimento, @nota_lazer, @titulo, @texto, @nome, @cidade, @tipo_viajante, @clube, @chegada, @noites, @enviada_em)`,
      )
      .run(review).lastInsertRowid,
  );
}

/** The guest's new content, back in moderation: read by nobody until a person publishes it. */
export function replaceReviewContent(
  db: Db,
  id: number,
  content: ReviewContent,
  nowMs: number,
): void {
  db.prepare(
    `UPDATE stay_reviews SET nota = @nota, nota_quartos = @nota_quartos, nota_limpeza = @nota_limpeza,
       nota_atendimento = @nota_atendimento, nota_lazer = @nota_lazer, titulo = @titulo,
       texto = @texto, nome = @nome, cidade = @cidade, tipo_viajante = @tipo_viajante,
       status = 'pendente', moderada_em = NULL, motivo_rejeicao = NULL, editada_em = @em
     WHERE id = @id`,
  ).run({ ...content, id, em: nowMs });
}

export function reviewById(db: Db, id: number): ReviewRow | undefined {
  return db.prepare('SELECT * FROM stay_reviews WHERE id = ?').get(id) as ReviewRow | undefined;
}

export function pendingReviews(db: Db): ReviewRow[] {
  return db
    .prepare(
      "SELECT * FROM stay_reviews WHERE status = 'pendente' ORDER BY COALESCE(editada_em, enviada_em), id",
    )
    .all() as ReviewRow[];
}

/** A moderation act: the review's new state and the log's line, with its reason. */
export function recordModeration(
  db: Db,
  id: number,
  act:
    | { acao: 'publicada'; em: number }
    | { acao: 'rejeitada'; em: number; motivo: string }
    | { acao: 'respondida'; em: number; resposta: string },
): void {
  if (act.acao === 'respondida') {
    db.prepare('UPDATE stay_reviews SET resposta_hotel = ?, respondida_em = ? WHERE id = ?').run(
      act.resposta,
      act.em,
      id,
    );
  } else {
    db.prepare(
      'UPDATE stay_reviews SET status = ?, moderada_em = ?, motivo_rejeicao = ? WHERE id = ?',
    ).run(act.acao, act.em, act.acao === 'rejeitada' ? act.motivo : null, id);
  }
  db.prepare(
    'INSERT INTO review_moderation_log (review_id, acao, motivo, em) VALUES (?, ?, ?, ?)',
  ).run(id, act.acao, act.acao === 'rejeitada' ? act.motivo : null, act.em);
}

/** Every published review of the hotel (the page filters, orders and pages them). */
export function publishedReviews(db: Db, hotelId: number): ReviewRow[] {
  return db
    .prepare(
      "SELECT * FROM stay_reviews WHERE hotel_id = ? AND status = 'publicada' ORDER BY moderada_em DESC, id DESC",
    )
    .all(hotelId) as ReviewRow[];
}

/** Each hotel's published reviews: their count and the sum of their scores. */
export function reviewTotalsByHotel(db: Db): { hotel_id: number; total: number; soma: number }[] {
  return db
    .prepare(
      "SELECT hotel_id, COUNT(*) AS total, SUM(nota) AS soma FROM stay_reviews WHERE status = 'publicada' GROUP BY hotel_id ORDER BY hotel_id",
    )
    .all() as { hotel_id: number; total: number; soma: number }[];
}

/** Every review the user wrote, oldest first (the export). */
export function reviewsOfUser(db: Db, userId: number): ReviewRow[] {
  return db
    .prepare('SELECT * FROM stay_reviews WHERE user_id = ? ORDER BY enviada_em, id')
    .all(userId) as ReviewRow[];
}

/** A review detached from its writer: no name or city; its text replaced when `text` is given. */
export function anonymiseReview(
  db: Db,
  id: number,
  text: { titulo: string; texto: string } | null,
): void {
  db.prepare(
    `UPDATE stay_reviews SET nome = '', cidade = '',
       titulo = COALESCE(@titulo, titulo), texto = COALESCE(@texto, texto) WHERE id = @id`,
  ).run({ id, titulo: text?.titulo ?? null, texto: text?.texto ?? null });
}

/** The stays the user was asked to review, oldest first (the export). */
export function invitationsOfUser(db: Db, userId: number): InvitationRow[] {
  return db
    .prepare('SELECT * FROM review_invitations WHERE user_id = ? ORDER BY enviado_em')
    .all(userId) as InvitationRow[];
}
