import type { TicketVoucher } from '../../../src/api/contract/tickets';
import type { Db } from '../db/types';
import { type Day, toIso } from '../shared/calendar';
import { DomainError } from '../shared/domain-error';
import { asBody, bad, integerOf } from '../shared/input';
import { categoryRows, placesLeft, priceOf, saleDay } from './ticket-sale';
import {
  expireVouchers,
  findVoucher,
  newUnitCode,
  newVoucherCode,
  TICKET_HOLD_MS,
  toWireVoucher,
  type VoucherRow,
} from './ticket-vouchers';

/** The most people one purchase may let in. */
export const MAX_TICKETS_PER_PURCHASE = 30;

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
 * 15 minutes until the purchase is paid (payments/payables/ticket-purchase.ts).
 */
export function buyTickets(db: Db, request: PurchaseRequest, nowMs: number): TicketVoucher {
  const { pessoaId, visit, observacao, chave, valorTotal } = request;
  return db
    .transaction((): TicketVoucher => {
      expireVouchers(db, nowMs);
      if (typeof chave === 'string') {
        const same = db
          .prepare('SELECT * FROM ticket_vouchers WHERE pessoa_id = ? AND chave = ?')
          .get(pessoaId, chave) as VoucherRow | undefined;
        if (same) return toWireVoucher(db, same, nowMs);
      }
      const day = saleDay(db, visit);
      if (day.fechado) throw bad(day.motivo ?? 'O parque não abre nesta data.');
      const categories = new Map(categoryRows(db).map((c) => [c.cti_id, c]));
      const seen = new Set<number>();
      const lines = request.ingressos.map((raw) => {
        const line = asBody(raw, 'Cada ingresso deve ter cti_id, qtd e valor_unitario.');
        const ctiId = integerOf(line.cti_id);
        const category = ctiId === null ? undefined : categories.get(ctiId);
        if (!category || typeof line.cti_id !== 'number') {
          throw bad(`Categoria de ingresso desconhecida: ${String(line.cti_id)}.`);
        }
        if (seen.has(category.cti_id)) {
          throw bad(`A categoria ${category.nome} aparece mais de uma vez.`);
        }
        seen.add(category.cti_id);
        const qtd = line.qtd;
        if (typeof qtd !== 'number' || !Number.isSafeInteger(qtd) || qtd <= 0) {
          throw bad(`A quantidade de ${category.nome} deve ser um número inteiro positivo.`);
        }
        if (qtd > category.max_por_compra) {
          throw bad(
            `No máximo ${category.max_por_compra} ingressos de ${category.nome} por compra.`,
          );
        }
        const price = priceOf(category.preco, day);
        if (line.valor_unitario !== price) {
          throw bad(
            `O preço de ${category.nome} em ${toIso(visit)} é R$ ${price},00: atualize a página e confira os valores.`,
          );
        }
        return { category, qtd, price };
      });
      const pessoas = lines.reduce((sum, l) => sum + l.qtd, 0);
      if (pessoas > MAX_TICKETS_PER_PURCHASE) {
        throw bad(`No máximo ${MAX_TICKETS_PER_PURCHASE} ingressos por compra.`);
      }
      const total = lines.reduce((sum, l) => sum + l.qtd * l.price, 0);
      if (total === 0) throw bad('Inclua ao menos um ingresso pago.');
      if (valorTotal !== total) {
        throw bad(`valor_total não confere com a soma dos ingressos: R$ ${total},00.`);
      }
      for (const l of lines) {
        const companionOf = l.category.acompanha_cti_id;
        if (companionOf !== null) {
          const accompanied = lines.find((o) => o.category.cti_id === companionOf)?.qtd ?? 0;
          if (l.qtd > accompanied) {
            throw bad(
              `${l.category.nome}: no máximo um por ${categories.get(companionOf)?.nome ?? 'ingresso acompanhado'} na mesma compra.`,
            );
          }
        }
      }
      const left = placesLeft(db, day, nowMs);
      if (left === 0) throw new DomainError('conflict', 'Ingressos esgotados para esta data.');
      if (pessoas > left) {
        throw new DomainError(
          'conflict',
          `Restam apenas ${left} ${left === 1 ? 'ingresso' : 'ingressos'} para esta data.`,
        );
      }
      const codigo = newVoucherCode();
      const id = Number(
        db
          .prepare(
            `INSERT INTO ticket_vouchers (codigo, pessoa_id, data_visita, status, valor_total, pessoas,
             observacao, chave, criado_em, expira_em)
           VALUES (?, ?, ?, 'pendente', ?, ?, ?, ?, ?, ?)`,
          )
          .run(
            codigo,
            pessoaId,
            toIso(visit),
            total,
            pessoas,
            observacao,
            chave ?? null,
            nowMs,
            nowMs + TICKET_HOLD_MS,
          ).lastInsertRowid,
      );
      const insertLine = db.prepare(
        `INSERT INTO ticket_voucher_lines (voucher_id, cti_id, nome, grupo, observacao, qtd, valor_unitario)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
      );
      const insertUnit = db.prepare(
        'INSERT INTO ticket_units (codigo, voucher_id, cti_id, seq) VALUES (?, ?, ?, ?)',
      );
      let seq = 0;
      for (const l of lines) {
        insertLine.run(
          id,
          l.category.cti_id,
          l.category.nome,
          l.category.grupo,
          l.category.observacao,
          l.qtd,
          l.price,
        );
        for (let i = 0; i < l.qtd; i += 1) {
          seq += 1;
          insertUnit.run(newUnitCode(), id, l.category.cti_id, seq);
        }
      }
      return toWireVoucher(db, findVoucher(db, id) as VoucherRow, nowMs);
    })
    .immediate();
}
