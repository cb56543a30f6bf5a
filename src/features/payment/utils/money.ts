/** product-rules §9: amounts go to the gateway in cents, total × 100 rounded. */
export function toCents(reais: number): number {
  return Math.round(reais * 100);
}

export function fromCents(cents: number): number {
  return cents / 100;
}
