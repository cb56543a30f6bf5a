import { mailBoletoIssued } from '../../booking/booking-mail';
import { groupDeadline } from '../../booking/group-lifecycle';
import {
  confirmedGroupRooms,
  confirmGroup,
  expireGroupHolds,
  extendGroupHolds,
} from '../../booking/holds';
import { STATUS } from '../../booking/reservations';
import { markGroupExtrasPaid } from '../../repositories/extras';
import { DomainError } from '../../shared/domain-error';
import { issueStayTickets } from '../../tickets/stay-tickets';
import type { Due, PayableKind } from '../../payments/payable-kind';
import type { Db } from '../../db/types';
import type { ReservationRow } from '../../booking/reservations';
import { heldOrderItems, orderTotals } from './order-items';
import { groupRoomRows } from '../../repositories/booking-groups';

/** What the gateway says of a group whose holds expired before it was paid. */
export const GROUP_EXPIRED = 'O tempo para concluir esta reserva expirou.';

function groupDue(db: Db, referencia: string, rooms: readonly ReservationRow[]): Due {
  const hotels = new Set(rooms.map((r) => r.id_hotel));
  // A group is one hotel; rooms of several never match any merchant.
  const merchantId = hotels.size === 1 ? rooms[0]!.id_hotel : -1;
  const items = heldOrderItems(db, referencia, rooms);
  // Issue 29, 'boleto only where every item allows it': an extra's places and the park's
  // tickets cannot wait the working days a boleto takes to clear.
  const boleto = items.every((item) => item.produto === 'quartos');
  return {
    merchantId,
    // The rooms and the extras and park tickets held with them: one payment (issue 29).
    ...orderTotals(db, merchantId, items),
    methods: boleto ? ['cartao', 'pix', 'boleto'] : ['cartao', 'pix'],
    methodRefusal: boleto
      ? ''
      : 'Reservas com extras ou ingressos são pagas com cartão ou PIX: o boleto leva até 3 dias para compensar.',
    discountAllowed: true,
    holdEndMs: (groupDeadline(db, referencia) ?? 0) * 1000,
    words: {
      merchant: 'Estabelecimento não corresponde à reserva.',
      amount: 'o total do grupo',
      discount: '',
    },
  };
}

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
      const any = groupRoomRows(db, referencia);
      if (any.some((r) => r.status_id === STATUS.expirada)) {
        throw new DomainError('gone', GROUP_EXPIRED);
      }
      throw new DomainError('not_found', 'Nenhuma reserva confirmada para esta referência.');
    }
    return groupDue(db, referencia, rooms);
  },
  // Before 'Confirmar e pagar' (the review), the rooms still held are the ones it will charge.
  quote(db, referencia, nowMs) {
    if (confirmedGroupRooms(db, referencia).length > 0) {
      return roomGroup.amountDue(db, referencia, nowMs);
    }
    const held = groupRoomRows(db, referencia).filter((r) => r.status_id === STATUS.preReserva);
    if (held.length === 0) return roomGroup.amountDue(db, referencia, nowMs);
    return groupDue(db, referencia, held);
  },
  isPayable: (db, referencia) =>
    confirmedGroupRooms(db, referencia).some((r) => r.status_id === STATUS.preReserva),
  markPaid(db, referencia, { nowMs, siteUrl }) {
    // The extras and tickets first: the confirmation e-mail lists them. The tickets are the
    // buyer's: whoever confirmed the rooms.
    markGroupExtrasPaid(db, referencia);
    const buyer = confirmedGroupRooms(db, referencia)[0]?.user_id;
    if (buyer !== undefined) issueStayTickets(db, referencia, buyer, nowMs);
    confirmGroup(db, referencia, siteUrl, nowMs);
  },
  pendingIssued(db, referencia, { untilMs, metodo, token, nowMs, siteUrl }) {
    extendGroupHolds(db, referencia, Math.floor(untilMs / 1000));
    if (metodo === 'boleto') mailBoletoIssued(db, token, siteUrl, nowMs);
  },
  paymentLapsed: expireGroupHolds,
};
