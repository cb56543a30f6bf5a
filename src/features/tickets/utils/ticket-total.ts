import type { TicketCategory } from '@/api/contract/tickets';

/** Quantities chosen, by cti_id. */
export type Quantities = Record<number, number>;

/**
 * product-rules §5: the ticket price is parsed as an integer (whole reais). A price the API sends as a
 * string ('120') or with cents ('120.00') is read as 120; anything unreadable as 0, so a broken
 * price can never be summed into the total as NaN.
 */
export function ticketPrice(value: unknown): number {
  const parsed = Number.parseInt(String(value), 10);
  return Number.isFinite(parsed) && parsed >= 0 ? parsed : 0;
}

/** product-rules §9: the total is the sum of quantity times price. */
export function ticketTotal(categories: readonly TicketCategory[], quantities: Quantities): number {
  return categories.reduce(
    (sum, category) => sum + (quantities[category.cti_id] ?? 0) * ticketPrice(category.cti_valor),
    0,
  );
}

/** How many people the chosen tickets let in (free children count: they take a place). */
export function ticketCount(quantities: Quantities): number {
  return Object.values(quantities).reduce((sum, qtd) => sum + qtd, 0);
}

/** The voucher's lines: each category with a quantity, at its whole-reais price. */
export function voucherLines(categories: readonly TicketCategory[], quantities: Quantities) {
  return categories
    .filter((c) => (quantities[c.cti_id] ?? 0) > 0)
    .map((c) => ({
      cti_id: c.cti_id,
      qtd: quantities[c.cti_id] ?? 0,
      valor_unitario: ticketPrice(c.cti_valor),
    }));
}
