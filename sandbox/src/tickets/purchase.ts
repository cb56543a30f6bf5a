import type { TicketVoucher } from '../../../src/api/contract/tickets';
import type { Db } from '../db/types';
import { type Day, toIso } from '../shared/calendar';
import { DomainError } from '../shared/domain-error';
import { bad } from '../shared/input';
import { checkedLines } from './ticket-lines';
import { placesLeft, saleDay } from './ticket-sale';
import {
  expireVouchers,
  findVoucher,
  newUnitCode,
  newVoucherCode,
  TICKET_HOLD_MS,
  toWireVoucher,
  type VoucherRow,
} from './ticket-vouchers';
import { insertVoucher, voucherByKey } from '../repositories/ticket-vouchers';

/** A purchase as /pos/voucher/add asked for it (its form checked by the route). */
export interface PurchaseRequest {
  pessoaId: number;
  visit: Day;
  observacao: string;
  /** The client's idempotency key: the same key answers the same purchase. */
  chave: string | undefined;
  /** What the guest saw as the total, in whole reais. */
  valorTotal: number;
  /** The lines as sent: cti_id, qtd, valor_unitario each, checked against the day's prices. */
  ingressos: unknown[];
}

/**
 * A ticket purchase (product-rules §7 /pos/voucher/add; sandbox README "Tickets"), in one immediate
 * transaction: each line's category, quantity and the visit day's price, the companions' rule,
 * the total the guest saw, and the day's places left are checked; the places are then held for
 * 15 minutes until the purchase is paid (flows/settlement/ticket-purchase.ts).
 */
export function buyTickets(db: Db, request: PurchaseRequest, nowMs: number): TicketVoucher {
  const { pessoaId, visit, observacao, chave, valorTotal } = request;
  return db
    .transaction((): TicketVoucher => {
      expireVouchers(db, nowMs);
      if (typeof chave === 'string') {
        const same = voucherByKey(db, pessoaId, chave);
        if (same) return toWireVoucher(db, same, nowMs);
      }
      const day = saleDay(db, visit);
      if (day.fechado) throw bad(day.motivo ?? 'O parque não abre nesta data.');
      const { lines, pessoas, total } = checkedLines(db, day, visit, request.ingressos, valorTotal);
      const left = placesLeft(db, day, nowMs);
      if (left === 0) throw new DomainError('conflict', 'Ingressos esgotados para esta data.');
      if (pessoas > left) {
        throw new DomainError(
          'conflict',
          `Restam apenas ${left} ${left === 1 ? 'ingresso' : 'ingressos'} para esta data.`,
        );
      }
      const codigo = newVoucherCode();
      const id = insertVoucher(
        db,
        {
          codigo,
          pessoa_id: pessoaId,
          data_visita: toIso(visit),
          status: 'pendente',
          valor_total: total,
          pessoas,
          observacao,
          chave: chave ?? null,
          criado_em: nowMs,
          pago_em: null,
          expira_em: nowMs + TICKET_HOLD_MS,
        },
        lines.map((l) => ({
          cti_id: l.category.cti_id,
          nome: l.category.nome,
          grupo: l.category.grupo,
          observacao: l.category.observacao,
          qtd: l.qtd,
          valor_unitario: l.price,
        })),
        newUnitCode,
      );
      return toWireVoucher(db, findVoucher(db, id) as VoucherRow, nowMs);
    })
    .immediate();
}
