import { describe, expect, it } from 'vitest';
import { policySummary } from './cancellation-policy';

describe('policySummary', () => {
  it('gives the last free day (day and month) of a flexible rate', () => {
    expect(
      policySummary({
        tipo: 'flexivel',
        dias_gratis: 7,
        gratis_ate: '03/08/2026',
        multa: 'uma diária',
        texto: '…',
      }),
    ).toBe('Cancelamento grátis até 03/08');
  });

  it('says a promotional rate is non-refundable', () => {
    expect(
      policySummary({ tipo: 'nao_reembolsavel', multa: '100% do valor pago', texto: '…' }),
    ).toBe('Não reembolsável');
  });
});
