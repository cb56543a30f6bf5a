import type { Db } from '../db/types';
import { enqueueMail, firstTimeMail } from '../repositories/mail-outbox';
import { escapeHtml } from '../shared/html';
import { formatBrl } from '../shared/money';
import { firstName } from '../shared/person-name';
import { findTransaction, type TransactionRow } from '../repositories/payment-transactions';

/**
 * Money arrived for a PIX or boleto with nothing live to pay (arrivals.ts) and was refunded in
 * full: the payer is told once.
 */
export function mailPaymentRefunded(db: Db, token: string, nowMs: number): void {
  const tx = findTransaction(db, token) as TransactionRow;
  if (!firstTimeMail(db, tx.referencia, `estorno:${token}`, nowMs)) return;
  const how = tx.metodo === 'pix' ? 'PIX' : 'boleto';
  enqueueMail(db, {
    paraEmail: tx.comprador_email,
    paraNome: tx.comprador_nome,
    assunto: 'Pagamento estornado',
    html: [
      `<p>Olá, ${escapeHtml(firstName(tx.comprador_nome))}!</p>`,
      `<p>Recebemos o pagamento por ${how} de ${formatBrl(tx.valor_centavos)}, mas a reserva a que ele se referia já não estava ativa (expirou ou foi cancelada). O valor foi estornado integralmente para a conta de origem.</p>`,
      '<p>Para reservar de novo, faça uma nova busca no site.</p>',
    ].join('\n'),
    texto: `Recebemos o pagamento por ${how} de ${formatBrl(tx.valor_centavos)}, mas a reserva já não estava ativa. O valor foi estornado integralmente.`,
  });
}
