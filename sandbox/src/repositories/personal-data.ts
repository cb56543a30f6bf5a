import type { Db } from '../db/types';
import { HOLDING_STATUSES, type ReservationRow } from './reservations';

/**
 * A person's data across the tables, for Meus dados (LGPD art. 18): the stays that block a
 * deletion, and the deletion's anonymisation. The export reads each table group's repository.
 */

/** The user's stays still holding a room whose departure is after `dayIso`. */
export function staysHoldingRoomsAfter(db: Db, userId: number, dayIso: string): ReservationRow[] {
  const marks = HOLDING_STATUSES.map(() => '?').join(', ');
  return db
    .prepare(
      `SELECT * FROM reservations WHERE user_id = ? AND status_id IN (${marks}) AND data_partida > ?
       ORDER BY data_chegada, id_reservas_front`,
    )
    .all(userId, ...HOLDING_STATUSES, dayIso) as ReservationRow[];
}

/**
 * The account's personal data is replaced (its CPF too, so no login finds it), its guests',
 * notes and payers' data on its reservations and payments are blanked, its recovery tokens
 * go, and the club's registry forgets the link. `at` dates the consents' withdrawal.
 */
export function anonymisePersonalData(db: Db, userId: number, at: string): void {
  db.prepare(
    `UPDATE users SET nome = 'Titular excluído', cpf = ?, email = '', telefones = '[]', datanasc = '',
       logradouro = '', numero = '', complemento = '', bairro = '', cep = '', idestado = NULL,
       ufestado = '', idcidade = NULL, nomecidade = '', password_hash = '',
       consentimento_email_marketing = 0, consentimento_email_marketing_em = ?,
       consentimento_whatsapp_marketing = 0, consentimento_whatsapp_marketing_em = ?,
       excluido_em = ?
     WHERE id = ?`,
  ).run(`EXCLUIDO-${userId}`, at, at, at, userId);
  db.prepare(
    `UPDATE reservation_guests SET nome = 'Hóspede', sobrenome = '', telefone = '', email = '',
       estado = '', cidade = '', tipo_documento = '', numero_documento = '', cupom = '{}'
     WHERE reservation_id IN (SELECT id_reservas_front FROM reservations WHERE user_id = ?)`,
  ).run(userId);
  // The guests a member booked for (guest certificates) are guests of the member's bookings too.
  db.prepare(
    `UPDATE guest_certificates SET nome = 'Hóspede', cpf = '', email = ''
     WHERE id_reservas_front IN (SELECT id_reservas_front FROM reservations WHERE user_id = ?)`,
  ).run(userId);
  db.prepare(
    `UPDATE reservations SET pre_check_in_hash = NULL, pre_check_in_expira_em = NULL, observacoes = ''
     WHERE user_id = ?`,
  ).run(userId);
  db.prepare(
    `UPDATE payment_transactions SET comprador_nome = 'Titular excluído', comprador_email = '',
       comprador_documento = '', endereco = '{}'
     WHERE referencia IN (SELECT DISTINCT identificador FROM reservations WHERE user_id = ?)`,
  ).run(userId);
  db.prepare('DELETE FROM password_resets WHERE user_id = ?').run(userId);
  // The club keeps its own registry (and contracts); only the link to this account goes.
  db.prepare('UPDATE club_clients SET user_id = NULL WHERE user_id = ?').run(userId);
}
