import type { PagamentoResponse, PagamentoStatus } from '../../../src/api/contract/payments';
import type { Metodo, TransactionRow } from '../repositories/payment-transactions';

export const METHOD_BY_FORMA: Record<number, Metodo> = { 1: 'cartao', 9: 'pix', 3: 'boleto' };
/** The gateway's integrator per method (product-rules §9: 3, 2, 2). */
export const INTEGRATOR: Record<Metodo, number> = { cartao: 3, pix: 2, boleto: 2 };

/** The wire result of a stored transaction (the same answer for an idempotent replay). */
export function toResponse(tx: TransactionRow): PagamentoResponse {
  // A paid PIX/boleto replays as the approved payment it became.
  const status: PagamentoStatus =
    tx.status === 'pago'
      ? 'aprovado'
      : tx.status === 'expirado' || tx.status === 'estornado'
        ? 'erro'
        : tx.status;
  return {
    sucesso: status === 'aprovado' || status === 'pendente',
    status,
    transacao_erro: tx.transacao_erro,
    token: tx.token,
    hotel: tx.hotel_id,
    boleto_codigo: tx.metodo === 'boleto' ? tx.boleto_codigo : '',
    boleto_link: tx.metodo === 'boleto' ? `/payments/boleto/${tx.token}.pdf` : '',
    pix:
      tx.metodo === 'pix'
        ? { qr_code: tx.pix_qr_code, expira_em: new Date(tx.expira_em ?? 0).toISOString() }
        : null,
  };
}
