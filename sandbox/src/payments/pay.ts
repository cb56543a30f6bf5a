import { randomBytes } from 'node:crypto';
import type { PagamentoResponse } from '../../../src/api/contract/payments';
import type { Db } from '../db/types';
import { invalid } from '../shared/domain-error';
import { issueBoleto } from './boleto';
import type { CardOutcome } from './card';
import { issuePix, type Merchant } from './pix';
import type { PayableKindOf } from './settlement';
import {
  findTransaction,
  insertTransaction,
  livePendingTransaction,
  type Metodo,
  nextTransactionSeq,
  settlingTransaction,
  type TransactionRow,
  voidPendingTransactions,
} from '../repositories/payment-transactions';
import { toResponse } from './transactions';

/** A payment as the gateway accepted it (payments/routes/payment-input.ts checked its form). */
export interface PaymentRequest {
  referencia: string;
  metodo: Metodo;
  formaPagamentoId: number;
  /** Cents charged, and the commission discount taken (cents). */
  valor: number;
  desconto: number;
  parcelas: number;
  descricao: string;
  comprador: { nome: string; email: string; documento: string };
  endereco: Record<string, string>;
  /** The decided card payment; null for PIX and boleto. */
  card: CardOutcome | null;
}

/** The amount and method checks every payable kind shares, worded by its Due. */
function checkCharge(
  merchant: Merchant,
  request: PaymentRequest,
  nowMs: number,
  db: Db,
  payableKindOf: PayableKindOf,
) {
  const kind = payableKindOf(request.referencia);
  const due = kind.amountDue(db, request.referencia, nowMs);
  const { valor, desconto, metodo } = request;
  if (merchant.id !== due.merchantId) throw invalid(due.words.merchant);
  if (!due.methods.includes(metodo)) throw invalid(due.methodRefusal);
  if (desconto !== 0 && !due.discountAllowed) throw invalid(due.words.discount);
  // Paid by PIX, every item costs its PIX price (issue 52): that total is the one charged.
  const total = metodo === 'pix' ? due.pixTotalCents : due.totalCents;
  if (desconto >= total && due.discountAllowed) {
    throw invalid('transacao_desconto maior que o total.');
  }
  // The amount is the total minus the discount (product-rules §9 also reads "the total").
  const expected = total - desconto;
  if (valor !== expected && !(desconto > 0 && valor === total)) {
    throw invalid(`transacao_valor não confere com ${due.words.amount}: ${expected} centavos.`);
  }
  return { kind, due };
}

/**
 * Charges `request` to `merchant`, in one immediate transaction: idempotent per reference (a
 * settled reference answers as it was settled; a live PIX or boleto of the same method is
 * answered again), then the charge is recorded and settles through the payable's kind.
 */
export function pay(
  db: Db,
  merchant: Merchant,
  request: PaymentRequest,
  { nowMs, siteUrl }: { nowMs: number; siteUrl: string },
  payableKindOf: PayableKindOf,
): PagamentoResponse {
  const { referencia, metodo } = request;
  return db
    .transaction((): PagamentoResponse => {
      const settled = settlingTransaction(db, referencia);
      if (settled) {
        if (settled.hotel_id !== merchant.id)
          throw invalid('Estabelecimento não corresponde à reserva.');
        return toResponse(settled);
      }
      const { kind, due } = checkCharge(merchant, request, nowMs, db, payableKindOf);
      if (metodo !== 'cartao') {
        const pending = livePendingTransaction(db, referencia, metodo, nowMs);
        if (pending) return toResponse(pending);
      }

      const token = randomBytes(12).toString('hex');
      const seq = nextTransactionSeq(db);
      const { card } = request;
      let status: TransactionRow['status'] = 'pendente';
      let erro = '';
      let expira: number | null = null;
      let qr = '';
      let codigo = '';
      if (card) {
        status =
          card.status === 'aprovado' ? 'aprovado' : card.status === 'erro' ? 'erro' : 'recusado';
        erro = card.erro;
      } else if (metodo === 'pix') {
        const pix = issuePix(merchant, {
          token,
          valor: request.valor,
          nowMs,
          holdEndMs: due.holdEndMs,
        });
        expira = pix.expiraEm;
        qr = pix.qrCode;
      } else {
        const boleto = issueBoleto({ merchantId: merchant.id, seq, valor: request.valor, nowMs });
        expira = boleto.expiraEm;
        codigo = boleto.codigo;
      }
      insertTransaction(db, {
        token,
        seq,
        hotel_id: merchant.id,
        referencia,
        metodo,
        forma_pagamento_id: request.formaPagamentoId,
        valor_centavos: request.valor,
        desconto_centavos: request.desconto,
        parcelas: request.parcelas,
        status,
        transacao_erro: erro,
        bandeira: card?.bandeira ?? '',
        ultimos4: card?.ultimos4 ?? '',
        comprador_nome: request.comprador.nome,
        comprador_email: request.comprador.email.toLowerCase(),
        comprador_documento: request.comprador.documento,
        descricao: request.descricao,
        endereco: JSON.stringify(request.endereco),
        pix_qr_code: qr,
        boleto_codigo: codigo,
        expira_em: expira,
        criado_em: nowMs,
        pix_percentuais:
          metodo === 'pix' && due.pixPercents ? JSON.stringify(due.pixPercents) : null,
      });
      if (status === 'aprovado') {
        kind.markPaid(db, referencia, { metodo, nowMs, siteUrl });
        // A PIX or boleto left pending for it is void once the card paid.
        voidPendingTransactions(db, referencia);
      } else if (expira !== null) {
        kind.pendingIssued(db, referencia, { untilMs: expira, token, metodo, nowMs, siteUrl });
      }
      return toResponse(findTransaction(db, token) as TransactionRow);
    })
    .immediate();
}
