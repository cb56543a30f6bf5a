import type { PagamentoResponse, PagamentoStatus } from '../../../src/api/contract/payments';
import type { Db } from '../db/types';

/** How a charge is paid: card, PIX or boleto (product-rules §9: forma 1, 9, 3; integrators 3, 2, 2). */
export type Metodo = 'cartao' | 'pix' | 'boleto';
export const METHOD_BY_FORMA: Record<number, Metodo> = { 1: 'cartao', 9: 'pix', 3: 'boleto' };
export const INTEGRATOR: Record<Metodo, number> = { cartao: 3, pix: 2, boleto: 2 };

export interface TransactionRow {
  token: string;
  seq: number;
  hotel_id: number;
  referencia: string;
  metodo: Metodo;
  valor_centavos: number;
  status: 'aprovado' | 'recusado' | 'erro' | 'pendente' | 'pago' | 'expirado' | 'estornado';
  transacao_erro: string;
  pix_qr_code: string;
  boleto_codigo: string;
  expira_em: number | null;
}

export function findTransaction(db: Db, token: string): TransactionRow | undefined {
  return db.prepare('SELECT * FROM payment_transactions WHERE token = ?').get(token) as
    TransactionRow | undefined;
}

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
