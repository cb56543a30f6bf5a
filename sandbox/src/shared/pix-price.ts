import type { ProdutoPix } from '../../../src/api/contract/payment-terms';
import { halfUpPercent } from './money';

/**
 * The PIX price (issue 52; README "PIX price"): an item paid by PIX costs its price less its
 * product's whole percent, rounded half up to the cent, item by item, so a room's PIX price in
 * the results is exactly its part of the group's PIX total at payment.
 */

export type { ProdutoPix };

export const PIX_PRODUCTS: readonly ProdutoPix[] = ['quartos', 'ingressos', 'extras', 'pacotes'];

/** A merchant's percent per product (0 where it gives none). */
export type PixPercents = Record<ProdutoPix, number>;

export const NO_PIX_DISCOUNT: PixPercents = { quartos: 0, ingressos: 0, extras: 0, pacotes: 0 };

/** One item's PIX price, in cents. */
export function pixPriceCents(cents: number, percent: number): number {
  return cents - halfUpPercent(cents, percent);
}

/** An order's PIX total: each item at its product's percent. */
export function pixTotalCents(
  percents: PixPercents,
  items: readonly { produto: ProdutoPix; cents: number }[],
): number {
  return items.reduce((sum, item) => sum + pixPriceCents(item.cents, percents[item.produto]), 0);
}
