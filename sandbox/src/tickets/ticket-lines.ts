import Type from 'typebox';
import type { Db } from '../db/types';
import { type Day, toIso } from '../shared/calendar';
import { asBody, bad, integerOf } from '../shared/input';
import { categoryRows, priceOf, type CategoryRow, type SaleDay } from './ticket-sale';

/** The most people one purchase may let in. */
export const MAX_TICKETS_PER_PURCHASE = 30;

/**
 * The lines' shape in a body's schema: a list of objects (checkedLines checks their fields
 * against the day's categories and prices, with messages that name the category).
 */
export const ticketLines = (missing: string) =>
  Type.Array(Type.Object({}, { erro: 'Cada ingresso deve ter cti_id, qtd e valor_unitario.' }), {
    minItems: 1,
    maxItems: 50,
    erro: {
      maxItems: `No máximo ${MAX_TICKETS_PER_PURCHASE} ingressos por compra.`,
      invalido: missing,
    },
  });

export interface CheckedLine {
  category: CategoryRow;
  qtd: number;
  price: number;
}

/**
 * The lines of a ticket purchase as sent (cti_id, qtd, valor_unitario), checked against the
 * visit day's prices and the categories' rules: one line per category, whole quantities within
 * the category's limit, the day's price, the companions' rule, at most 30 people, and the total
 * the guest saw. The same rules for the ticket sale and for tickets bought with a stay.
 */
export function checkedLines(
  db: Db,
  day: SaleDay,
  visit: Day,
  ingressos: unknown[],
  valorTotal: unknown,
): { lines: CheckedLine[]; pessoas: number; total: number } {
  const categories = new Map(categoryRows(db).map((c) => [c.cti_id, c]));
  const seen = new Set<number>();
  const lines = ingressos.map((raw) => {
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
      throw bad(`No máximo ${category.max_por_compra} ingressos de ${category.nome} por compra.`);
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
  return { lines, pessoas, total };
}
