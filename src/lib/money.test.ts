import { describe, expect, it } from 'vitest';
import { centavosOf, reaisOf, sumCentavos } from './money';

describe('money in whole centavos', () => {
  it('adds amounts given in reais without a float’s drift', () => {
    expect(19.9 + 19.9 + 19.9).not.toBe(59.7);
    expect(sumCentavos([19.9, 19.9, 19.9])).toBe(5970);
    expect(sumCentavos([1800, 75, 140.1])).toBe(201_510);
    expect(sumCentavos([0.1, 0.2])).toBe(30);
    expect(reaisOf(sumCentavos([0.1, 0.2]))).toBe(0.3);
  });

  it('rounds an amount in reais to the nearest centavo', () => {
    expect(centavosOf(1237.02)).toBe(123_702);
    expect(centavosOf(19.99)).toBe(1999);
    expect(centavosOf(0)).toBe(0);
  });
});
