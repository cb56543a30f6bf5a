import { describe, expect, it } from 'vitest';
import { formatCurrency, formatThousands } from './format';

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
