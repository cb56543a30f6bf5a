import { describe, expect, it } from 'vitest';
import { offeredPaymentMethods } from './payment-methods';

describe('payment methods offered', () => {
  it('visitors get card (1) first, then PIX (9)', () => {
    expect(offeredPaymentMethods(null).map((m) => m.id)).toEqual([1, 9]);
  });

  it("boleto only when the user's list has it, after card and PIX", () => {
    const list = [
      { forma_pagamento_id: 3, descricao: 'Boleto bancário' },
      { forma_pagamento_id: 9, descricao: 'PIX' },
      { forma_pagamento_id: 1, descricao: 'Cartão de crédito' },
    ];
    expect(offeredPaymentMethods(list).map((m) => m.id)).toEqual([1, 9, 3]);
    expect(offeredPaymentMethods(list.slice(1)).map((m) => m.id)).toEqual([1, 9]);
    expect(offeredPaymentMethods([list[2]!]).map((m) => m.id)).toEqual([1]);
  });

  it('no boleto while extras are held: their places cannot wait for it to clear', () => {
    const list = [
      { forma_pagamento_id: 1, descricao: 'Cartão de crédito' },
      { forma_pagamento_id: 3, descricao: 'Boleto bancário' },
    ];
    expect(offeredPaymentMethods(list, { withExtras: true }).map((m) => m.id)).toEqual([1]);
    expect(offeredPaymentMethods([list[1]!], { withExtras: true }).map((m) => m.id)).toEqual([
      1, 9,
    ]);
  });
});
