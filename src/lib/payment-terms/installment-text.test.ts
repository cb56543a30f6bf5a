import { describe, expect, it } from 'vitest';
import { installmentText } from './installment-text';

describe('the line beside a price', () => {
  it('reads as Brazilian shops write it', () => {
    expect(installmentText({ parcelas: 10, valor_parcela: 123.4 })).toBe(
      'ou 10x de R$ 123,40 sem juros',
    );
    expect(installmentText({ parcelas: 3, valor_parcela: 1234.56 })).toBe(
      'ou 3x de R$ 1.234,56 sem juros',
    );
  });

  it('adds the PIX price where PIX costs less', () => {
    expect(installmentText({ parcelas: 10, valor_parcela: 123.4, valor_pix: 1172.3 })).toBe(
      'ou 10x de R$ 123,40 sem juros · R$ 1.172,30 no PIX',
    );
    expect(installmentText({ parcelas: 1, valor_parcela: 9.9, valor_pix: 9.41 })).toBe(
      'R$ 9,41 no PIX',
    );
  });

  it('says nothing for a single payment at the same price, or no terms', () => {
    expect(installmentText({ parcelas: 1, valor_parcela: 99 })).toBeNull();
    expect(installmentText(undefined)).toBeNull();
  });
});
