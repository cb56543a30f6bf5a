import type { Db } from '../db/types';
import { DomainError, invalid } from '../shared/domain-error';
import { BOOKING_MESSAGES, confirmationOf, isHeld } from './booking-rules';
import { findReservationById, STATUS } from './reservations';
import { recordPaymentChoice } from '../repositories/payment-choices';
import { confirmedGroupTotalCents } from '../repositories/booking-groups';

/**
 * /transacao/reserva (product-rules §7): the payment method chosen for a confirmed, still-held room of
 * the user's, for the room's total or the whole group's (both readings of the product rules are
 * accepted). Recorded once per room; a repeat updates it.
 */
export function registerPaymentChoice(
  db: Db,
  {
    userId,
    reservaId,
    referencia,
    valorCentavos,
    formaPagamentoId,
    nowMs,
  }: {
    userId: number;
    reservaId: number;
    referencia: unknown;
    valorCentavos: number;
    formaPagamentoId: number | null;
    nowMs: number;
  },
): { mensagem: string; reserva_id: number; forma_pagamento_id: number | null } {
  const row = findReservationById(db, reservaId);
  if (!row || row.user_id !== userId) throw new DomainError('not_found', BOOKING_MESSAGES.notFound);
  if (referencia !== row.identificador) {
    throw invalid('Referência não corresponde ao grupo da reserva.');
  }
  if (
    row.status_id === STATUS.expirada ||
    (row.status_id === STATUS.preReserva && !isHeld(row, Math.floor(nowMs / 1000)))
  ) {
    throw new DomainError('gone', BOOKING_MESSAGES.expired);
  }
  if (row.status_id !== STATUS.preReserva) {
    throw new DomainError('conflict', 'Esta reserva não aguarda pagamento.');
  }
  if (!confirmationOf(db, row.id_reservas_front)) {
    throw new DomainError('conflict', 'Confirme a reserva antes de escolher o pagamento.');
  }
  const group = { total: confirmedGroupTotalCents(db, row.identificador) };
  if (
    Math.abs(valorCentavos - row.valor_total_centavos) > 1 &&
    Math.abs(valorCentavos - group.total) > 1
  ) {
    throw invalid('Valor não confere com o total da reserva.');
  }
  db.transaction(() => {
    recordPaymentChoice(db, {
      reservationId: row.id_reservas_front,
      userId,
      referencia: row.identificador,
      valorCentavos,
      formaPagamentoId,
      nowMs,
    });
  })();
  return {
    mensagem: 'Forma de pagamento registrada.',
    reserva_id: row.id_reservas_front,
    forma_pagamento_id: formaPagamentoId,
  };
}
