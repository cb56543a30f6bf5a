import type { Db } from '../db/types';
import { isPixDiscountsSeeded, setPixDiscount } from '../repositories/pix-discounts';
import { PARK_MERCHANT_ID } from '../tickets/ticket-vouchers';

/**
 * The PIX prices (README "PIX price"), as the group's resorts sell: 5% off rooms and park
 * tickets paid by PIX, 3% off a 'Hospedagem + Parque' package (already discounted), nothing off
 * the extras (their partners' prices). Spazzio Aurora gives none at all, so the site is seen to
 * say nothing where PIX costs the same. The park sells tickets only.
 */
const HOTEL_PERCENTS = { quartos: 5, ingressos: 5, extras: 0, pacotes: 3 } as const;
const WITHOUT_PIX_DISCOUNT = new Set([19]);

export function seedPixDiscounts(db: Db): void {
  const hotels = db.prepare('SELECT id FROM hotels ORDER BY id').all() as { id: number }[];
  for (const { id } of hotels) {
    if (id === PARK_MERCHANT_ID) {
      setPixDiscount(db, { hotel_id: id, produto: 'ingressos', percentual: 5 });
      continue;
    }
    for (const [produto, percent] of Object.entries(HOTEL_PERCENTS)) {
      setPixDiscount(db, {
        hotel_id: id,
        produto: produto as keyof typeof HOTEL_PERCENTS,
        percentual: WITHOUT_PIX_DISCOUNT.has(id) ? 0 : percent,
      });
    }
  }
}

export { isPixDiscountsSeeded };
