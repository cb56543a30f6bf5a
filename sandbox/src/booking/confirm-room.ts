import { packageOfRoom } from '../repositories/stay-tickets';
import { PACKAGE_POLICY } from '../shared/park-package-terms';
import type { ConfirmarReservaGrupoResponse } from '../../../src/api/contract/checkout';
import type { GuestInput } from '../shared/guest-input';
import type { Db } from '../db/types';
import { fromIso, today } from '../shared/calendar';
import { DomainError } from '../shared/domain-error';
import { BOOKING_MESSAGES, confirmationOf, FAILING_GUEST_NAME, isHeld } from './booking-rules';
import { describePolicy } from './cancellation-policy';
import { anonymousHolderId } from './holds';
import { findReservationById, type ReservationRow, STATUS } from './reservations';
import { replaceGuests } from './reservation-guests';
import { recordConfirmation } from '../repositories/reservations';
import type { ContractRow } from '../repositories/club-contracts';
import type { UserRow } from '../repositories/users';
import { type CertificateTerms, reserveCertificate } from './guest-certificates';

/** What a confirmation answers (the same again for a repeated confirmation). */
export function confirmationAnswer(row: ReservationRow): ConfirmarReservaGrupoResponse {
  return {
    numero_reserva: row.numero_reserva,
    id_reservas_front: row.id_reservas_front,
    reserva_id: row.id_reservas_front,
  };
}

/**
 * The held room `id` that user `userId` may confirm (theirs, or an anonymous hold), and whether
 * they already did: a repeated confirmation answers the same and changes nothing.
 */
export function roomToConfirm(
  db: Db,
  id: number,
  userId: number,
  nowMs: number,
): { row: ReservationRow; alreadyConfirmed: boolean } {
  const row = findReservationById(db, id);
  if (!row || (row.user_id !== userId && row.user_id !== anonymousHolderId(db))) {
    throw new DomainError('not_found', BOOKING_MESSAGES.notFound);
  }
  if (
    row.status_id === STATUS.expirada ||
    (row.status_id === STATUS.preReserva && !isHeld(row, Math.floor(nowMs / 1000)))
  ) {
    throw new DomainError('gone', BOOKING_MESSAGES.expired);
  }
  if (row.status_id === STATUS.cancelada) throw new DomainError('conflict', 'Reserva cancelada.');
  const done = confirmationOf(db, row.id_reservas_front);
  if (done) {
    if (done.user_id !== userId) throw new DomainError('not_found', BOOKING_MESSAGES.notFound);
    return { row, alreadyConfirmed: true };
  }
  if (row.status_id !== STATUS.preReserva) {
    throw new DomainError('conflict', 'Esta reserva não pode mais ser confirmada.');
  }
  return { row, alreadyConfirmed: false };
}

/**
 * The user confirms the held room with its guests and payment method, having accepted its
 * cancellation policy (Decreto 7.381/2010 art. 20), which is stored as it was read: the rate's,
 * for a purchase made now.
 */
export function confirmRoom(
  db: Db,
  row: ReservationRow,
  {
    userId,
    guests,
    formaPagamentoId,
    valorDiariaMedia,
    nowMs,
    certificate = null,
  }: {
    userId: number;
    guests: GuestInput[];
    formaPagamentoId: number | null;
    valorDiariaMedia: string;
    nowMs: number;
    /** Booked for a guest (guest-certificates.ts): the contract, the member and the terms. */
    certificate?: { contract: ContractRow; member: UserRow; terms: CertificateTerms } | null;
  },
): ConfirmarReservaGrupoResponse {
  // Test-only failure trigger (README): lets the site's group rollback run end to end.
  if (guests.some((g) => `${g.nome} ${g.sobrenome}`.toUpperCase().includes(FAILING_GUEST_NAME))) {
    throw new DomainError('unprocessable', BOOKING_MESSAGES.confirmFailed);
  }
  // A 'Hospedagem + Parque' room follows the package's rule (the stricter part).
  const policy = packageOfRoom(db, row.id_reservas_front)
    ? PACKAGE_POLICY
    : describePolicy(row.tarifa, fromIso(row.data_chegada), today(new Date(nowMs)));
  db.transaction(() => {
    // First: a refused certificate (none left, no guest's CPF) confirms nothing.
    if (certificate) reserveCertificate(db, row, { ...certificate, guests, nowMs });
    replaceGuests(db, row.id_reservas_front, guests);
    recordConfirmation(db, {
      reservationId: row.id_reservas_front,
      userId,
      formaPagamentoId,
      policyJson: JSON.stringify(policy),
      valorDiariaMedia,
      nowMs,
    });
  }).immediate();
  return confirmationAnswer(row);
}
