import type { TipoAdicional } from '../../../src/api/contract/add-on-cancellation';
import type { Db } from '../db/types';
import { paidTransaction } from './payment-transactions';

/** What cancelling a paid item keeps and gives back, or why it cannot be cancelled. */
export interface AddOnOutcome {
  canCancel: boolean;
  paidCents: number;
  penaltyCents: number;
  refundCents: number;
  motivo: string;
}

/**
 * Records what cancelling a paid extra or a day's park tickets kept and refunded, against the
 * transaction that paid it (table addon_cancellations; README "Cancelling extras and tickets").
 * Call inside the cancelling transaction. The transaction itself stays 'aprovado'/'pago': it paid
 * other items too, as a room's partial refund leaves it.
 */
export function recordAddOnRefund(
  db: Db,
  item: { tipo: TipoAdicional; id: number; referencia: string },
  outcome: AddOnOutcome,
  nowMs: number,
): void {
  db.prepare(
    `INSERT INTO addon_cancellations (tipo, item_id, referencia, transacao_token,
       valor_pago_centavos, multa_centavos, reembolso_centavos, motivo, criado_em)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    item.tipo,
    item.id,
    item.referencia,
    outcome.paidCents > 0 ? paidTransaction(db, item.referencia) : null,
    outcome.paidCents,
    outcome.penaltyCents,
    outcome.refundCents,
    outcome.motivo,
    nowMs,
  );
}
