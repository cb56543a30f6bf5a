import type { Db } from '../db/types';
import { NO_PIX_DISCOUNT, type PixPercents, type ProdutoPix } from '../shared/pix-price';

/** The pix_discounts table (migration 30): a merchant's PIX percent per product. */

export interface PixDiscountRow {
  hotel_id: number;
  produto: ProdutoPix;
  percentual: number;
}

/** A merchant's percents; a product without a row (or a merchant that is no hotel) gives 0. */
export function pixPercents(db: Db, hotelId: number): PixPercents {
  const rows = db
    .prepare('SELECT produto, percentual FROM pix_discounts WHERE hotel_id = ?')
    .all(hotelId) as Pick<PixDiscountRow, 'produto' | 'percentual'>[];
  const percents = { ...NO_PIX_DISCOUNT };
  for (const row of rows) percents[row.produto] = row.percentual;
  return percents;
}

/**
 * The hotels' percents for one product, each read once: a search or a calendar asks for the
 * same few hotels for every row and stay. Good for one request, not kept across them.
 */
export function pixPercentReader(db: Db, produto: ProdutoPix): (hotelId: number) => number {
  const read = new Map<number, number>();
  return (hotelId) => {
    let percent = read.get(hotelId);
    if (percent === undefined) read.set(hotelId, (percent = pixPercents(db, hotelId)[produto]));
    return percent;
  };
}

export function allPixDiscounts(db: Db): PixDiscountRow[] {
  return db
    .prepare('SELECT hotel_id, produto, percentual FROM pix_discounts ORDER BY hotel_id, produto')
    .all() as PixDiscountRow[];
}

export function setPixDiscount(db: Db, row: PixDiscountRow): void {
  db.prepare(
    `INSERT INTO pix_discounts (hotel_id, produto, percentual) VALUES (@hotel_id, @produto, @percentual)
     ON CONFLICT (hotel_id, produto) DO UPDATE SET percentual = excluded.percentual`,
  ).run(row);
}

export function isPixDiscountsSeeded(db: Db): boolean {
  return db.prepare('SELECT 1 FROM pix_discounts LIMIT 1').get() !== undefined;
}
