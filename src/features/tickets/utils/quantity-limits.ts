import type { TicketCategory } from '@/api/contract/tickets';
import { ticketCount, type Quantities } from './ticket-total';

/** The most people one purchase may let in (the sandbox's cap; README "Tickets"). */
export const MAX_TICKETS_PER_PURCHASE = 30;
/** A category's cap when the API sends none. */
const DEFAULT_MAX_PER_CATEGORY = 20;

/**
 * The most of `category` this purchase may hold now, given the other choices: the category's
 * own cap, the purchase's cap, the places left on the day, and for a companion one per person
 * accompanied (Decreto 8.537/2015 art. 6).
 */
export function maxQuantity(
  category: TicketCategory,
  categories: readonly TicketCategory[],
  quantities: Quantities,
  placesLeft: number | null,
): number {
  const own = quantities[category.cti_id] ?? 0;
  const others = ticketCount(quantities) - own;
  let max = Math.min(
    category.max_por_compra ?? DEFAULT_MAX_PER_CATEGORY,
    MAX_TICKETS_PER_PURCHASE - others,
  );
  if (placesLeft !== null) max = Math.min(max, placesLeft - others);
  const accompanied = category.acompanha_cti_id;
  if (accompanied !== null && accompanied !== undefined) {
    if (categories.some((c) => c.cti_id === accompanied)) {
      max = Math.min(max, quantities[accompanied] ?? 0);
    }
  }
  return Math.max(0, max);
}

/**
 * Quantities that no longer fit (a new day with fewer places, fewer companions' partners) are
 * brought down to what fits, companions last; categories the day does not sell are dropped.
 */
export function fitQuantities(
  categories: readonly TicketCategory[],
  quantities: Quantities,
  placesLeft: number | null,
): Quantities {
  const fitted: Quantities = {};
  const ordered = [...categories].sort(
    (a, b) => Number(a.acompanha_cti_id != null) - Number(b.acompanha_cti_id != null),
  );
  for (const category of ordered) {
    const wanted = quantities[category.cti_id] ?? 0;
    if (wanted === 0) continue;
    const qtd = Math.min(wanted, maxQuantity(category, categories, fitted, placesLeft));
    if (qtd > 0) fitted[category.cti_id] = qtd;
  }
  return fitted;
}
