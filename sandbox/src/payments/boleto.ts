import { startOfDayMs, today } from '../shared/calendar';
import { boletoLine } from './payment-codes';

/** A boleto is due 3 days after it is issued. */
export const BOLETO_DAYS = 3;

/**
 * A boleto: its digitable line (the merchant and the transaction's sequence in the free field),
 * payable until the end of its due day in the hotels' zone, whatever the machine's.
 */
export function issueBoleto({
  merchantId,
  seq,
  valor,
  nowMs,
}: {
  merchantId: number;
  seq: number;
  valor: number;
  nowMs: number;
}): { expiraEm: number; codigo: string } {
  const due = today(new Date(nowMs)) + BOLETO_DAYS;
  const free = `${String(merchantId).padStart(6, '0')}${String(seq).padStart(17, '0')}18`;
  const codigo = boletoLine({ dueUtcDay: due, amountCents: valor, freeField: free }).line;
  return { expiraEm: startOfDayMs(due + 1), codigo };
}
