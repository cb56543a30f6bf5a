import { mailPaymentRefunded } from './payment-mail';
import type { Db } from '../db/types';
import type { PayableKindOf } from './settlement';
import {
  findTransaction,
  markTransactionPaid,
  markTransactionRefunded,
} from '../repositories/payment-transactions';

/**
 * What happened to money that arrived for a PIX or boleto (the sandbox's PIX page, or auto-pay):
 * - 'pago': the charge was payable and what it pays still live: it is paid by its kind (settlement.ts);
 * - 'estornado': the money arrived but there was nothing live to pay (a cancelled group, or a
 *   boleto paid after its due date, which banks accept): it is refunded in full and the payer
 *   e-mailed;
 * - 'expirado': a PIX past its expiry, which the payer's bank refuses (nothing is charged);
 * - 'ja_pago' / 'nao_encontrado': nothing to pay.
 */
export type PaymentArrival = 'pago' | 'estornado' | 'expirado' | 'ja_pago' | 'nao_encontrado';

/** What /consulta and the site say of a refunded payment. */
export const REFUND_MESSAGE =
  'O pagamento chegou quando a reserva já não estava ativa (expirou ou foi cancelada) e foi estornado integralmente.';

/** Money arrived for the PIX or boleto `token`, in one immediate transaction. */
export function moneyArrived(
  db: Db,
  token: string,
  nowMs: number,
  siteUrl: string,
  payableKindOf: PayableKindOf,
): PaymentArrival {
  return db
    .transaction((): PaymentArrival => {
      const tx = findTransaction(db, token);
      if (!tx || (tx.metodo !== 'pix' && tx.metodo !== 'boleto')) return 'nao_encontrado';
      if (tx.status === 'pago' || tx.status === 'estornado') return 'ja_pago';
      const lapsed = tx.status === 'expirado' || (tx.expira_em ?? 0) <= nowMs;
      if (tx.status !== 'pendente' && tx.status !== 'expirado') return 'nao_encontrado';
      // A PIX charge has an expiry the payer's bank enforces; a boleto is accepted late.
      if (lapsed && tx.metodo === 'pix') return 'expirado';
      const kind = payableKindOf(tx.referencia);
      if (lapsed || !kind.isPayable(db, tx.referencia, nowMs)) {
        markTransactionRefunded(db, token, nowMs, REFUND_MESSAGE);
        mailPaymentRefunded(db, token, nowMs);
        return 'estornado';
      }
      markTransactionPaid(db, token, nowMs);
      kind.markPaid(db, tx.referencia, { metodo: tx.metodo, nowMs, siteUrl });
      return 'pago';
    })
    .immediate();
}
