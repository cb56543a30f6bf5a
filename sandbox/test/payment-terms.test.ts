import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PENSOES } from '../../src/api/contract/search';
import { planCents } from '../src/booking/place-hold';
import { today } from '../src/shared/calendar';
import { startSandbox, type TestSandbox } from './helpers';
import { nextDate, request, room, rows, search } from './search-helpers';

/**
 * The terms beside a price (issue 52 part 1, README "Search"): every row with a unit to sell
 * carries, per meal plan, the longest interest-free card plan for its promotional total, the
 * same plan the gateway offers for that amount at payment; a total priced elsewhere (a booking's,
 * a ticket sale's) gets its terms from /pagamento/parcelamento. The PIX price: pix-price.test.ts.
 */

let sandbox: TestSandbox;
const PAYMENTS = { authorization: 'Bearer sandbox-payments-token' };

/** The gateway's last plan for an amount (a Visa BIN), as the card form reads it. */
async function gatewayBest(cents: number) {
  const r = await sandbox.app.inject({
    method: 'POST',
    url: '/payments/parcelamento/rede/1',
    headers: PAYMENTS,
    payload: { credit_card_bin: '411111', value: cents },
  });
  const plans = (
    r.json() as {
      payment_methods: {
        credit_card: Record<
          string,
          { installment_plans: { installments: number; installment_value: number }[] }
        >;
      };
    }
  ).payment_methods.credit_card;
  return Object.values(plans)[0]!.installment_plans.at(-1)!;
}

beforeAll(() => {
  sandbox = startSandbox();
});
afterAll(async () => {
  await sandbox.close();
});

describe('the terms beside a price', () => {
  it('are on every row for sale, per plan, and equal the gateway’s plan for that total', async () => {
    const found = rows((await search(sandbox.app, request(today() + 40, 3, [room(2)]))).body);
    const forSale = found.filter((r) => r.disponiveis > 0);
    expect(forSale.length).toBeGreaterThan(0);
    const row = forSale[0]!;
    for (const pensao of PENSOES) {
      const cents = planCents(row, pensao);
      const best = await gatewayBest(cents);
      expect(row.parcelamento![pensao]).toMatchObject({
        parcelas: best.installments,
        valor_parcela: best.installment_value / 100,
      });
      // Never less than the total, by at most a cent per instalment.
      const sum = Math.round(row.parcelamento![pensao].valor_parcela * 100) * best.installments;
      expect(sum).toBeGreaterThanOrEqual(cents);
      expect(sum - cents).toBeLessThan(best.installments);
    }
  });

  it('are absent on a sold-out row', async () => {
    // The 20th is sold out in the seed (search README).
    const found = rows((await search(sandbox.app, request(nextDate(20), 1, [room(2)]))).body);
    const soldOut = found.filter((r) => r.disponiveis === 0);
    expect(soldOut.length).toBeGreaterThan(0);
    expect(soldOut.every((r) => r.parcelamento === undefined)).toBe(true);
  });

  it('are given for items priced elsewhere, and refuse what is not an item', async () => {
    const ask = (payload: unknown) =>
      sandbox.app.inject({
        method: 'POST',
        url: '/api/pagamento/parcelamento',
        payload: payload as object,
      });
    // Spazzio Aurora (19) gives no PIX discount: the card's plan only.
    const answer = await ask({
      id_hotel: 19,
      itens: [{ produto: 'quartos', valor_centavos: 123_456 }],
    });
    expect(answer.json()).toEqual({ parcelas: 10, valor_parcela: 123.46 });
    expect((await gatewayBest(123_456)).installment_value).toBe(12_346);
    for (const bad of [
      { id_hotel: 1, itens: [{ produto: 'quartos', valor_centavos: 0 }] },
      { id_hotel: 1, itens: [{ produto: 'quartos', valor_centavos: 1.5 }] },
      { id_hotel: 1, itens: [{ produto: 'spa', valor_centavos: 100 }] },
      { id_hotel: 1, itens: [] },
      { id_hotel: 1 },
      { itens: [{ produto: 'quartos', valor_centavos: 100 }] },
      { valor_centavos: 100 },
    ]) {
      const r = await ask(bad);
      expect(r.statusCode, JSON.stringify(bad)).toBe(400);
      expect(r.json()).toHaveProperty('erro');
    }
    const unknown = await ask({
      id_hotel: 999,
      itens: [{ produto: 'quartos', valor_centavos: 100 }],
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ erro: 'Hotel não encontrado.' });
  });
});
