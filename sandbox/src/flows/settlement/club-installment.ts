import {
  CLUB_MERCHANT_ID,
  installmentByReference,
  isInstallmentPayable,
  isInstallmentReference,
  markInstallmentPaid,
} from '../../club/club-installment-payments';
import { DomainError } from '../../shared/domain-error';
import type { PayableKind } from '../../payments/payable-kind';

/**
 * A club instalment's 'segunda via' (sandbox README "Club"): the club is its merchant, paid by
 * PIX or boleto, exactly the line's amount, while it is unpaid. It holds nothing.
 */
export const clubInstallment: PayableKind = {
  name: 'parcela',
  matches: isInstallmentReference,
  amountDue(db, referencia) {
    const line = installmentByReference(db, referencia);
    if (!line) throw new DomainError('not_found', 'Parcela não encontrada.');
    if (line.pago_em !== null) throw new DomainError('conflict', 'Esta parcela já foi paga.');
    if (line.cancelada_em !== null) {
      throw new DomainError('conflict', 'Esta taxa foi cancelada: não há nada a pagar.');
    }
    return {
      merchantId: CLUB_MERCHANT_ID,
      totalCents: line.valor,
      // The club's fees have no PIX price: the line's amount whatever pays it.
      pixTotalCents: line.valor,
      methods: ['pix', 'boleto'],
      methodRefusal: 'A segunda via de uma parcela é paga com PIX ou boleto.',
      discountAllowed: false,
      holdEndMs: 0,
      words: {
        merchant: 'Estabelecimento não corresponde à parcela.',
        amount: 'o valor da parcela',
        discount: 'Parcelas do clube não têm desconto de comissão.',
      },
    };
  },
  isPayable: (db, referencia) => isInstallmentPayable(db, referencia),
  markPaid(db, referencia, { metodo, nowMs }) {
    // Never a card (amountDue allows PIX and boleto only).
    if (metodo !== 'cartao') markInstallmentPaid(db, referencia, metodo, nowMs);
  },
  pendingIssued: () => undefined,
  paymentLapsed: () => undefined,
};
