import type { AcaoReservaResponse } from '../../../src/api/contract/account';
import { nowOf } from '../db/clock';
import type { UserPermissions } from '../../../src/api/contract/user';
import type { UserRow } from '../repositories/users';
import type { Db } from '../db/types';
import { today } from '../shared/calendar';
import { DomainError } from '../shared/domain-error';
import { groupKeyMatches } from '../repositories/group-keys';
import { pendingPayment, pendingPaymentMessage } from './group-lifecycle';
import {
  arrivesInFuture,
  changeStatus,
  findReservationById,
  type ReservationRow,
  STATUS,
  toResumo,
} from './reservations';
import { voucherPdf } from './voucher-pdf';
import { listGuests } from './reservation-guests';
import { hotelRow, type HotelRow } from '../repositories/catalogue';
import { otherLiveRoomsOfGroup } from '../repositories/booking-groups';

/**
 * What a customer does with a reservation of theirs (sandbox README, "Reservations"): confirm
 * it, fetch its voucher, and the checks its cancellation starts with (the cancellation itself
 * spans the park's tickets and the extras: flows/room-cancellation/). Another user's
 * reservation is 'not found', as if it did not exist.
 */

export const NOT_FOUND = 'Reserva não encontrada.';

/** The row when it is the user's; otherwise 'not found'. */
export function ownReservation(row: ReservationRow | undefined, userId: number): ReservationRow {
  if (!row || row.user_id !== userId) throw new DomainError('not_found', NOT_FOUND);
  return row;
}

/** Refuses unless the user's permissions allow `flag`. */
export function requirePermission(user: UserRow, flag: keyof UserPermissions, message: string) {
  const permissions = JSON.parse(user.permissoes) as UserPermissions;
  if (!permissions[flag]) throw new DomainError('forbidden', message);
}

export function confirmReservation(db: Db, row: ReservationRow): AcaoReservaResponse {
  if (row.status_id === STATUS.confirmada)
    throw new DomainError('conflict', 'Reserva já confirmada.');
  if (row.status_id === STATUS.cancelada) {
    throw new DomainError('conflict', 'Reserva cancelada não pode ser confirmada.');
  }
  if (row.status_id !== STATUS.preReserva || !arrivesInFuture(row)) {
    throw new DomainError('conflict', 'Esta reserva não pode mais ser confirmada.');
  }
  const updated = changeStatus(db, row, STATUS.confirmada);
  return { mensagem: 'Reserva confirmada com sucesso.', reserva: toResumo(db, updated) };
}

/**
 * A hold released with the group's key (a visitor's, or any of the key's group, whoever is
 * logged in): only a hold, or one already cancelled.
 */
export function holdByKey(db: Db, id: number, chaveGrupo: unknown): ReservationRow {
  const row = findReservationById(db, id);
  if (!row || !groupKeyMatches(db, row.identificador, chaveGrupo)) {
    throw new DomainError('not_found', NOT_FOUND);
  }
  if (row.status_id !== STATUS.preReserva && row.status_id !== STATUS.cancelada) {
    throw new DomainError(
      'conflict',
      'Esta reserva já foi paga ou encerrada: cancele-a em Minha Conta > Minhas reservas.',
    );
  }
  return row;
}

/** Refuses unless the room can be cancelled now (the simulation and the cancel agree). */
export function assertCancellable(db: Db, row: ReservationRow, nowMs: number): void {
  if (row.status_id === STATUS.cancelada)
    throw new DomainError('conflict', 'Reserva já cancelada.');
  // The server owns the group's lifecycle: a group whose PIX or boleto is still payable is
  // never cancelled under it (the money could arrive for a released room); it expires with it.
  const pending = pendingPayment(db, row.identificador, nowMs);
  if (pending && row.status_id === STATUS.preReserva) {
    throw new DomainError('conflict', pendingPaymentMessage(pending.metodo, pending.expira_em));
  }
  // A hold (status 1) can always be released, also for a same-day arrival: the booking flow's
  // group rollback cancels held rooms.
  if (
    row.status_id !== STATUS.preReserva &&
    (row.status_id !== STATUS.confirmada || !arrivesInFuture(row, today(new Date(nowMs))))
  ) {
    throw new DomainError('conflict', 'Esta reserva não pode mais ser cancelada.');
  }
}

/**
 * Whether cancelling this paid room leaves its group with no room to stay in: its paid extras
 * (a transfer, a late check-out...) then end with it, each on its own rule.
 */
export function lastPaidRoom(db: Db, row: ReservationRow): boolean {
  if (row.status_id !== STATUS.confirmada) return false;
  return otherLiveRoomsOfGroup(db, row.identificador, row.id_reservas_front) === 0;
}

/** The reservation's voucher (/reserva/voucher, version 2: product-rules §7), as a PDF. */
export function reservationVoucher(db: Db, row: ReservationRow): Buffer {
  const hotel = hotelRow(db, row.id_hotel) as HotelRow;
  return voucherPdf(
    toResumo(db, row),
    {
      nome: hotel.nome,
      endereco: hotel.endereco,
      telefones: JSON.parse(hotel.telefones) as string[],
    },
    listGuests(db, row.id_reservas_front),
    nowOf(db),
  );
}
