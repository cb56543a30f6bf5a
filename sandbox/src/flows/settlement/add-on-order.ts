import { mailAddOnsPaid } from '../add-ons/add-on-mail';
import { spendArrivalOffer } from '../add-ons/arrival-offers';
import { ADD_ON_STATUS, addOnOrder, isAddOnReference, paidRooms } from '../add-ons/add-on-orders';
import type { Db } from '../../db/types';
import { markGroupExtrasPaid } from '../../repositories/extras';
import { heldOrderItems, orderTotals } from './order-items';
import { DomainError } from '../../shared/domain-error';
import { issueStayTickets } from '../../tickets/stay-tickets';
import type { PayableKind } from '../../payments/payable-kind';
import { extendOpenAddOnOrder, markAddOnOrderPaid } from '../../repositories/add-on-orders';

const open = (db: Db, referencia: string, nowMs: number) => {
  const order = addOnOrder(db, referencia);
  return order && order.status_id === ADD_ON_STATUS.open && order.expira_em > nowMs
    ? order
    : undefined;
};

/**
 * An add-on order (README "Adding to a booking"): the extras and park tickets added to a paid
 * booking, charged by its hotel, by card or PIX while the order is open (30 minutes, or a PIX's
 * own expiry).
 */
export const addOnOrderPayable: PayableKind = {
  name: 'adicionais',
  matches: isAddOnReference,
  amountDue(db, referencia, nowMs) {
    const order = addOnOrder(db, referencia);
    if (!order) throw new DomainError('not_found', 'Pedido de adicionais não encontrado.');
    if (!open(db, referencia, nowMs)) {
      throw new DomainError('gone', 'O tempo para pagar estes adicionais terminou.');
    }
    const merchantId = paidRooms(db, order.identificador)[0]?.id_hotel ?? -1;
    const totals = orderTotals(db, merchantId, heldOrderItems(db, referencia, []));
    if (totals.totalCents === 0) throw new DomainError('invalid', 'Nenhum item neste pedido.');
    return {
      merchantId,
      ...totals,
      methods: ['cartao', 'pix'],
      methodRefusal:
        'Adicionais são pagos com cartão ou PIX: o boleto leva até 3 dias para compensar.',
      discountAllowed: false,
      holdEndMs: order.expira_em,
      words: {
        merchant: 'Estabelecimento não corresponde à reserva.',
        amount: 'o total dos adicionais',
        discount: 'Adicionais não têm desconto de comissão.',
      },
    };
  },
  isPayable: (db, referencia, nowMs) => open(db, referencia, nowMs) !== undefined,
  markPaid(db, referencia, { nowMs }) {
    const order = addOnOrder(db, referencia);
    if (!order || order.status_id !== ADD_ON_STATUS.open) return;
    markGroupExtrasPaid(db, referencia);
    const buyer = paidRooms(db, order.identificador)[0]?.user_id;
    if (buyer !== undefined) issueStayTickets(db, referencia, buyer, nowMs);
    markAddOnOrderPaid(db, referencia, nowMs);
    spendArrivalOffer(db, order.identificador, nowMs);
    mailAddOnsPaid(db, order, nowMs);
  },
  pendingIssued(db, referencia, { untilMs }) {
    extendOpenAddOnOrder(db, referencia, untilMs);
  },
  // The order's items are released when it expires (the sweep).
  paymentLapsed: () => undefined,
};
