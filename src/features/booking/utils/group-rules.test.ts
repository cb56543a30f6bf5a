import { describe, expect, it } from 'vitest';
import { extrasCentavos, orderCentavos, ticketsCentavos } from './group-rules';

describe('the order’s totals, in whole centavos', () => {
  it('adds park tickets as it adds the extras: no float drift', () => {
    const ingressos = [{ valor_total: 19.9 }, { valor_total: 19.9 }, { valor_total: 19.9 }];
    // In reais the sum is 59.699999999999996.
    expect(ticketsCentavos(ingressos)).toBe(5970);
    expect(extrasCentavos([{ valor: 0.1 }, { valor: 0.2 }])).toBe(30);
  });

  it('is the rooms, the extras and the tickets together', () => {
    const escolha = (valor_total: number) => ({ escolha: { valor_total } });
    const held = {
      hold: { grupo: [escolha(900.1), escolha(899.95)] },
      extras: [{ valor: 75 }, { valor: 140.1 }],
      ingressos: [{ valor_total: 19.9 }],
    } as unknown as Parameters<typeof orderCentavos>[0];
    expect(orderCentavos(held)).toBe(90_010 + 89_995 + 7500 + 14_010 + 1990);
  });
});
