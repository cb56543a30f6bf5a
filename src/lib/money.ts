/**
 * Money on the client is whole centavos. The reservations APIs give amounts in reais with two
 * decimals (a number); each is turned into centavos once, here, before anything is added up, so a
 * sum never drifts by a float's fraction (three tickets of 19,90 add up to 59.699999999999996 in
 * reais and to exactly 5970 in centavos). The amount a guest pays is the server's: the client
 * only shows it and passes it on; the gateway takes it in centavos, total × 100 rounded
 * (product-rules §9).
 */

/** The whole centavos of an amount the wire gives in reais. */
export const centavosOf = (reais: number): number => Math.round(reais * 100);

/** The sum, in whole centavos, of amounts the wire gives in reais. */
export function sumCentavos(amounts: Iterable<number>): number {
  let total = 0;
  for (const reais of amounts) total += centavosOf(reais);
  return total;
}

/** Reais for display (formatCurrency) or for a wire field in reais. */
export const reaisOf = (centavos: number): number => centavos / 100;
