import { randomBytes } from 'node:crypto';
import { nowOf } from '../db/clock';
import type { GuestInput } from '../shared/guest-input';
import type { Db } from '../db/types';
import { fromIso, startOfDayMs, toWire } from '../shared/calendar';
import { escapeHtml } from '../shared/html';
import { enqueueMail } from '../repositories/mail-outbox';
import { replaceGuests } from './reservation-guests';
import { findReservationByNumber, type ReservationRow, STATUS } from './reservations';
import { linkTokenHash } from '../shared/link-token';
import { hotelName } from '../repositories/catalogue';
import {
  completePreCheckIn as markPreCheckInDone,
  setPreCheckInLink,
} from '../repositories/reservations';
import { findUserById, type UserRow } from '../repositories/users';

/**
 * The pre-check-in (sandbox README, "Pre-check-in"): a single-use link e-mailed to the account
 * holder, valid until the end of the arrival day, through which the guests are completed.
 */

export const hashPreCheckInToken = linkTokenHash;

/**
 * Issues the single-use pre-check-in link of a reservation (valid until the end of the arrival
 * day; only the token's hash is stored) and e-mails it to the account holder.
 */
export function startPreCheckIn(db: Db, row: ReservationRow, siteUrl: string): string {
  const user = findUserById(db, row.user_id) as UserRow;
  const hotel = { nome: hotelName(db, row.id_hotel) };
  const firstName = user.nome.split(' ')[0] ?? user.nome;
  const chegada = toWire(fromIso(row.data_chegada));
  return db.transaction(() => {
    const { token, link } = issuePreCheckInLink(db, row, siteUrl);
    enqueueMail(db, {
      paraEmail: user.email,
      paraNome: user.nome,
      assunto: `Pré-check-in da reserva ${row.numero_reserva}`,
      html: [
        `<p>Olá, ${escapeHtml(firstName)}!</p>`,
        `<p>Sua chegada ao ${escapeHtml(hotel.nome)} está marcada para ${chegada}. Adiante o check-in informando os dados dos hóspedes e o horário previsto de chegada.</p>`,
        `<p><a href="${escapeHtml(link)}">Fazer o pré-check-in da reserva ${escapeHtml(row.numero_reserva)}</a></p>`,
        '<p>O link pode ser usado uma vez, até o dia da chegada.</p>',
      ].join('\n'),
      texto: `Olá, ${firstName}! Faça o pré-check-in da reserva ${row.numero_reserva} em ${link} (uso único, até o dia da chegada).`,
    });
    return token;
  })();
}

/**
 * A new single-use pre-check-in link of the reservation, valid until the end of its arrival
 * day (only the token's hash is stored; an earlier link stops working).
 */
export function issuePreCheckInLink(
  db: Db,
  row: ReservationRow,
  siteUrl: string,
): { token: string; link: string } {
  const token = randomBytes(24).toString('base64url');
  // Midnight after the arrival day, in the hotels' zone.
  const expires = Math.floor(startOfDayMs(fromIso(row.data_chegada) + 1) / 1000);
  setPreCheckInLink(db, row.id_reservas_front, hashPreCheckInToken(token), expires);
  return { token, link: `${siteUrl}/pre-check-in/${row.numero_reserva}/${token}` };
}

/** The reservation whose pre-check-in link this is, while usable; otherwise undefined. */
export function findByPreCheckIn(
  db: Db,
  numero: string,
  token: string,
): ReservationRow | undefined {
  const row = findReservationByNumber(db, numero);
  if (!row || row.pre_check_in_hash === null || row.pre_check_in_concluido === 1) return undefined;
  const given = Buffer.from(hashPreCheckInToken(token));
  const stored = Buffer.from(row.pre_check_in_hash);
  if (given.length !== stored.length || !given.equals(stored)) return undefined;
  if ((row.pre_check_in_expira_em ?? 0) <= Math.floor(nowOf(db) / 1000)) return undefined;
  if (row.status_id !== STATUS.preReserva && row.status_id !== STATUS.confirmada) return undefined;
  return row;
}

/** Saves the guests and arrival time, marks the pre-check-in done and burns the token. */
export function completePreCheckIn(
  db: Db,
  row: ReservationRow,
  guests: readonly GuestInput[],
  horario: string,
): void {
  db.transaction(() => {
    replaceGuests(db, row.id_reservas_front, guests);
    markPreCheckInDone(db, row.id_reservas_front, horario);
  })();
}
