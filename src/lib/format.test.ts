import { describe, expect, it } from 'vitest';
import { formatCentavos, formatCurrency, formatThousands } from './format';

describe('formatCurrency', () => {
  it.each([
    [1234.56, 'R$ 1.234,56'],
    [0, 'R$ 0,00'],
    [9.9, 'R$ 9,90'],
    [1280.5, 'R$ 1.280,50'],
    [1234567.891, 'R$ 1.234.567,89'],
    [-15, '-R$ 15,00'],
  ])('%d -> %s', (value, expected) => {
    expect(formatCurrency(value)).toBe(expected);
  });

  it('uses a plain space after R$', () => {
    expect(formatCurrency(1)).not.toMatch(/\u00a0/);
  });
});

describe('formatCentavos', () => {
  it('shows whole centavos as reais', () => {
    expect(formatCentavos(123_456)).toBe('R$ 1.234,56');
    expect(formatCentavos(5970)).toBe('R$ 59,70');
    expect(formatCentavos(0)).toBe('R$ 0,00');
  });
});

describe('formatThousands', () => {
  it.each([
    [1234567, '1.234.567'],
    [999, '999'],
    [1000, '1.000'],
    [1234.6, '1.235'],
    [0, '0'],
  ])('%d -> %s', (value, expected) => {
    expect(formatThousands(value)).toBe(expected);
  });
});

describe('the same text as Intl pt-BR', () => {
  const intlCurrency = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
  const intlThousands = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });
  const asIntl = (value: number) => intlCurrency.format(value).replace(/\u00a0/g, ' ');

  // Ties of the decimal spelling, binary near-ties, signs, zero, group boundaries, the plain
  // spelling's limits and what only Intl can spell.
  const edges = [
    0,
    -0,
    0.001,
    -0.001,
    0.004,
    0.005,
    0.0049999,
    0.015,
    0.125,
    0.145,
    0.285,
    1.005,
    1.255,
    2.675,
    8.345,
    1.115,
    10.235,
    1e-7,
    5e-7,
    9.99e-7,
    0.999,
    0.995,
    9.995,
    99.995,
    999.995,
    999999.995,
    1234.5,
    -1234.5,
    1e15,
    12345678.995,
    2 ** 53,
    2 ** 53 + 2,
    9.999999999999999e20,
    1e21,
    -1e21,
    1.5e300,
    Number.MAX_VALUE,
    Number.MIN_VALUE,
    NaN,
    Infinity,
    -Infinity,
  ];
  // A fixed pseudo-random sequence (no flaky seeds): prices to the cent and with stray
  // fractions, as sums of instalments and discounts produce them.
  let seed = 42;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const random = Array.from({ length: 4000 }, (_, i) => {
    const magnitude = 10 ** Math.floor(next() * 9);
    const value = next() * magnitude;
    const shaped = i % 3 === 0 ? Math.round(value * 100) / 100 : i % 3 === 1 ? value / 3 : value;
    return i % 7 === 0 ? -shaped : shaped;
  });

  it.each(edges)('formatCurrency(%d)', (value) => {
    expect(formatCurrency(value)).toBe(asIntl(value));
  });

  it('formatCurrency on 4000 prices', () => {
    const differing = random.filter((value) => formatCurrency(value) !== asIntl(value));
    expect(differing).toEqual([]);
  });

  it('formatThousands on the same values', () => {
    const differing = [...edges, ...random].filter(
      (value) => formatThousands(value) !== intlThousands.format(Math.round(value)),
    );
    expect(differing).toEqual([]);
  });
});
