import { describe, expect, it } from 'vitest';
import { parseReais } from './reais-input';

describe('an amount typed in reais', () => {
  it('reads the ways people write it', () => {
    expect(parseReais('1.500,00')).toBe(1500);
    expect(parseReais('1500')).toBe(1500);
    expect(parseReais('R$ 800,5')).toBe(800.5);
    expect(parseReais(' 12.345.678,90 ')).toBe(12345678.9);
  });

  it('refuses what is not an amount', () => {
    for (const text of ['', 'mil', '1,500.00', '15.00', '1.50', '-10', '10,123', '1..500']) {
      expect(parseReais(text), text).toBeNull();
    }
  });
});
