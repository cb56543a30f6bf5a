/**
 * Number formats of the site, pt-BR (product-rules §5: currency in Brazilian format, thousands dots).
 *
 * Written out instead of calling `Intl.NumberFormat` on every page: a page's first Intl number
 * or date format loads ICU's locale data on the main thread, 19-51 ms in Chromium on this
 * project's desktop-class machine (Lighthouse counts 4× that for a phone), and it fell inside
 * the home page's first paint (bench/README.md). The output is Intl's `pt-BR` output,
 * character for character except the plain space after 'R$'; format.test.ts compares the two
 * on thousands of values. Values Intl alone can spell (NaN, infinities, 1e21 and above) still
 * go to Intl, created on first such value only.
 */

/** '1234567' -> '1.234.567' */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, '.');
}

/** Beyond this, `String(n)` switches to exponent notation. */
const PLAIN_LIMIT = 1e21;

let intlCurrency: Intl.NumberFormat | undefined;
let intlThousands: Intl.NumberFormat | undefined;

/**
 * 'R$ 1.234,56'. Like Intl, it rounds the number's shortest decimal spelling (what `String`
 * prints: 1.005 -> 'R$ 1,01'), half away from zero. Intl puts a no-break space after 'R$';
 * here it is a plain space so the text reads and matches the same everywhere (copy-paste,
 * tests, screen readers).
 */
export function formatCurrency(value: number): string {
  const abs = Math.abs(value);
  if (!(abs < PLAIN_LIMIT)) {
    intlCurrency ??= new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
    return intlCurrency.format(value).replace(/\u00a0/g, ' ');
  }
  // Below 1e-6 String() writes '1e-7': such values round to zero cents anyway.
  const [whole = '0', decimals = ''] = abs < 1e-6 ? ['0'] : String(abs).split('.');
  let cents = BigInt(whole + (decimals + '00').slice(0, 2));
  if ((decimals[2] ?? '0') >= '5') cents += 1n;
  const digits = cents.toString().padStart(3, '0');
  // Intl's sign follows the value itself, so -0 and -0.001 read '-R$ 0,00'.
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}R$ ${groupThousands(digits.slice(0, -2))},${digits.slice(-2)}`;
}

/**
 * 'R$ 1.234,56' for an amount in whole centavos (src/lib/money.ts). Here, not in money.ts: the
 * booking's file imports money.ts, and a money.ts importing this file pulled the formatter, and
 * with it the whole booking file, onto the home page (scripts/vite/chunk-groups.mjs).
 */
export const formatCentavos = (centavos: number): string => formatCurrency(centavos / 100);

/** Whole number with thousands dots: 1234567 -> '1.234.567' (rounded). */
export function formatThousands(value: number): string {
  const rounded = Math.round(value);
  if (!(Math.abs(rounded) < PLAIN_LIMIT)) {
    intlThousands ??= new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });
    return intlThousands.format(rounded);
  }
  const sign = rounded < 0 || Object.is(rounded, -0) ? '-' : '';
  return sign + groupThousands(String(Math.abs(rounded)));
}

/** Club contract points: '16.820 pontos', '1 ponto'. */
export function pointsText(points: number): string {
  return `${formatThousands(points)} ${Math.abs(points) === 1 ? 'ponto' : 'pontos'}`;
}
