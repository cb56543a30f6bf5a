import type { Db } from '../../db/types';
import { DomainError } from '../../shared/domain-error';
import {
  extendVoucherHold,
  isTicketReference,
  isVoucherPayable,
  markVoucherPaid,
  PARK_MERCHANT_ID,
  voucherByReference,
} from '../../tickets/ticket-vouchers';
import type { PayableKind } from '../../payments/payable-kind';
import { pixPercents } from '../../repositories/pix-discounts';
import { pixPriceCents } from '../../shared/pix-price';

/**
 * A ticket purchase (sandbox README "Tickets"): the park is its merchant, its total the
 * voucher's, payable by card or PIX while its places are held.
 */
export const ticketPurchase: PayableKind = {
  name: 'ingressos',
  matches: isTicketReference,
  amountDue(db: Db, referencia: string, nowMs: number) {
    const voucher = voucherByReference(db, referencia);
    if (!voucher) throw new DomainError('not_found', 'Compra de ingressos não encontrada.');
    if (!isVoucherPayable(db, referencia, nowMs)) {
      throw new DomainError('gone', 'O tempo para pagar esta compra de ingressos terminou.');
    }
    const totalCents = voucher.valor_total * 100;
    const percents = pixPercents(db, PARK_MERCHANT_ID);
    return {
      merchantId: PARK_MERCHANT_ID,
      totalCents,
      pixTotalCents: pixPriceCents(totalCents, percents.ingressos),
      pixPercents: percents,
      methods: ['cartao', 'pix'],
      methodRefusal:
        'Ingressos são pagos com cartão ou PIX: o boleto leva até 3 dias para compensar.',
      discountAllowed: false,
      holdEndMs: voucher.expira_em ?? 0,
      words: {
        merchant: 'Estabelecimento não corresponde à compra.',
        amount: 'o total da compra',
        discount: 'Ingressos não têm desconto de comissão.',
      },
    };
  },
  isPayable: isVoucherPayable,
  markPaid: (db, referencia, { nowMs, siteUrl }) => markVoucherPaid(db, referencia, nowMs, siteUrl),
  pendingIssued: (db, referencia, { untilMs }) => extendVoucherHold(db, referencia, untilMs),
  // The voucher's places are released by its own expiry (tickets/ticket-vouchers.ts).
  paymentLapsed: () => undefined,
};
