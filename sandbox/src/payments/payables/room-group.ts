import { mailBoletoIssued } from '../../booking/booking-mail';
import { groupDeadline } from '../../booking/group-lifecycle';
import {
  confirmedGroupRooms,
  confirmGroup,
  expireGroupHolds,
  extendGroupHolds,
} from '../../booking/holds';
import { STATUS } from '../../booking/reservations';
import { heldExtrasCents, markGroupExtrasPaid } from '../../extras/extra-holds';
import { DomainError } from '../../shared/domain-error';
import type { PayableKind } from '../payable-kind';

/** What the gateway says of a group whose holds expired before it was paid. */
export const GROUP_EXPIRED = 'O tempo para concluir esta reserva expirou.';

/**
 * A group of rooms (its `identificador`): the rooms a user confirmed and that still hold; their
 * hotel is the merchant; the total is theirs, less a partner's commission discount; payable by
 * card, PIX or boleto while the holds last (sandbox README "Group lifecycle").
 */
export const roomGroup: PayableKind = {
  name: 'grupo',
  // Any reference that is not another kind's is a group's identificador.
  matches: () => true,
  amountDue(db, referencia) {
    const rooms = confirmedGroupRooms(db, referencia);
    if (rooms.length === 0) {
      const any = db
        .prepare('SELECT status_id FROM reservations WHERE identificador = ?')
        .all(referencia) as { status_id: number }[];
      if (any.some((r) => r.status_id === STATUS.expirada)) {
        throw new DomainError('gone', GROUP_EXPIRED);
      }
      throw new DomainError('not_found', 'Nenhuma reserva confirmada para esta referência.');
    }
    const hotels = new Set(rooms.map((r) => r.id_hotel));
    return {
      // A group is one hotel; rooms of several never match any merchant.
      merchantId: hotels.size === 1 ? rooms[0]!.id_hotel : -1,
      // The rooms and the extras held with them: one payment (issue 29).
      totalCents:
        rooms.reduce((sum, r) => sum + r.valor_total_centavos, 0) + heldExtrasCents(db, referencia),
      methods: ['cartao', 'pix', 'boleto'],
      methodRefusal: '',
      discountAllowed: true,
      holdEndMs: (groupDeadline(db, referencia) ?? 0) * 1000,
      words: {
        merchant: 'Estabelecimento não corresponde à reserva.',
        amount: 'o total do grupo',
        discount: '',
      },
    };
  },
  isPayable: (db, referencia) =>
    confirmedGroupRooms(db, referencia).some((r) => r.status_id === STATUS.preReserva),
  markPaid(db, referencia, { nowMs, siteUrl }) {
    // The extras first: the confirmation e-mail lists them.
    markGroupExtrasPaid(db, referencia);
    confirmGroup(db, referencia, siteUrl, nowMs);
  },
  pendingIssued(db, referencia, { untilMs, metodo, token, nowMs, siteUrl }) {
    extendGroupHolds(db, referencia, Math.floor(untilMs / 1000));
    if (metodo === 'boleto') mailBoletoIssued(db, token, siteUrl, nowMs);
  },
  paymentLapsed: expireGroupHolds,
};
