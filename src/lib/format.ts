/** Number formats of the site, pt-BR (SPEC §5: currency in Brazilian format, thousands dots). */

const currency = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const thousands = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });

/**
 * 'R$ 1.234,56'. Intl puts a no-break space after 'R$'; it becomes a plain space so the text
 * reads and matches the same everywhere (copy-paste, tests, screen readers).
 */
export function formatCurrency(value: number): string {
  return currency.format(value).replace(/\u00a0/g, ' ');
}

/** Whole number with thousands dots: 1234567 -> '1.234.567' (rounded). */
export function formatThousands(value: number): string {
  return thousands.format(Math.round(value));
}
