import { describe, expect, it } from 'vitest';
import { feeText, pointsText, signedPoints, UNIT_CODE_TEXT } from './club-text';

describe('club text', () => {
  it('writes points with thousands dots and the sign of a movement', () => {
    expect(pointsText(16820)).toBe('16.820 pontos');
    expect(pointsText(1)).toBe('1 ponto');
    expect(signedPoints(12000)).toBe('+12.000');
    expect(signedPoints(-4200)).toBe('−4.200');
    // product-rules §2: the usage fee reads 'R$ {value},00'.
    expect(feeText(420)).toBe('R$ 420,00');
  });

  it('decodes the unit codes of product-rules §3', () => {
    expect(UNIT_CODE_TEXT.H).toBe('Hoteleira');
    expect(UNIT_CODE_TEXT.S).toBe('Estúdio');
    expect(UNIT_CODE_TEXT['3']).toBe('3 Quartos');
  });
});
