import type { Db } from '../db/types';
import {
  findReservationById,
  setReservationStatus,
  STATUS,
  type ReservationRow,
} from '../repositories/reservations';
import { type Day, fromIso } from '../shared/calendar';
import { DomainError } from '../shared/domain-error';
import { adjustInventory } from './reservations';

export const NO_SHOW_MESSAGES = {
  notFound: 'Reserva não encontrada.',
  notConfirmed: 'Só uma reserva confirmada pode ser registrada como no-show.',
  beforeArrival: 'O no-show só pode ser registrado a partir do dia da entrada.',
} as const;

/**
 * The hotel's desk records a no-show (its system, through the services API): the guest of a
 * paid reservation never came. From the arrival day on, a confirmed room becomes 'No-show': its
 * unit is free again for the nights left (the hotel may sell it), the payment is kept (and a
 * club contract's points are not given back), and the stay is never
 * asked for a review (issue 53; reviews/invitations.ts counts only stays that happened).
 */
export function recordNoShow(db: Db, id: number, day: Day): ReservationRow {
  return db
    .transaction(() => {
      const row = findReservationById(db, id);
      if (!row) throw new DomainError('not_found', NO_SHOW_MESSAGES.notFound);
      if (row.status_id !== STATUS.confirmada) {
        throw new DomainError('conflict', NO_SHOW_MESSAGES.notConfirmed);
      }
      if (fromIso(row.data_chegada) > day) {
        throw new DomainError('conflict', NO_SHOW_MESSAGES.beforeArrival);
      }
      setReservationStatus(db, id, STATUS.noShow, 'No-show registrado pelo hotel.');
      adjustInventory(db, row, -1);
      return findReservationById(db, id) as ReservationRow;
    })
    .immediate();
}
