import { describe, expect, it } from 'vitest';
import { dayOf, toWire } from '../src/shared/calendar';
import {
  cancellationOutcome,
  type CancellationInput,
  describePolicy,
  freeUntil,
  policyKindOf,
} from '../src/booking/cancellation-policy';

/**
 * The cancellation policy's rules at each boundary (README "Cancellation policy"): the right
 * of withdrawal first (7 days from the purchase), then the rate: flexible rates free until 7
 * days before arrival and one night after; promotional rates non-refundable.
 */

const ARRIVAL = dayOf(2026, 9, 30);
/** A 3-night flexible stay of R$ 1.500,00 bought 30 days before arrival, paid in full. */
const base: CancellationInput = {
  tarifa: 'BALCAO',
  arrival: ARRIVAL,
  purchase: ARRIVAL - 30,
  today: ARRIVAL - 20,
  nights: 3,
  totalCents: 150_000,
  paidCents: 150_000,
};
const at = (today: number, patch: Partial<CancellationInput> = {}) =>
  cancellationOutcome({ ...base, ...patch, today });

describe('rate kinds', () => {
  it('promotional rates are non-refundable; counter and club rates flexible, coupon or not', () => {
    expect(policyKindOf('PROMO')).toBe('nao_reembolsavel');
    expect(policyKindOf('PROMO+AURORA10')).toBe('nao_reembolsavel');
    expect(policyKindOf('BALCAO')).toBe('flexivel');
    expect(policyKindOf('BALCAO+THERMAS50')).toBe('flexivel');
    expect(policyKindOf('CLUBE')).toBe('flexivel');
    expect(policyKindOf('')).toBe('flexivel');
  });
});

describe('flexible rate', () => {
  it('is free up to 7 days before arrival, and costs one night from 6 days before', () => {
    expect(at(ARRIVAL - 7)).toMatchObject({ penaltyCents: 0, refundCents: 150_000 });
    expect(at(ARRIVAL - 7).motivo).toBe('Cancelamento grátis até 23/09/2026: nenhuma multa.');
    const late = at(ARRIVAL - 6);
    expect(late).toEqual({
      paidCents: 150_000,
      penaltyCents: 50_000,
      refundCents: 100_000,
      motivo: 'Cancelamento a menos de 7 dias da chegada: multa de uma diária (R$ 500,00).',
    });
    expect(at(ARRIVAL - 1).penaltyCents).toBe(50_000);
  });

  it('one night is the stay average, rounded to the cent, never more than was paid', () => {
    expect(at(ARRIVAL - 2, { totalCents: 100_001, paidCents: 100_001 }).penaltyCents).toBe(33_334);
    expect(at(ARRIVAL - 2, { nights: 1, paidCents: 20_000 }).penaltyCents).toBe(20_000);
  });
});

describe('non-refundable (promotional) rate', () => {
  const promo = { tarifa: 'PROMO' };
  it('keeps everything paid once the withdrawal period is over, however early', () => {
    expect(at(ARRIVAL - 22, promo)).toMatchObject({ penaltyCents: 150_000, refundCents: 0 });
    expect(at(ARRIVAL - 22, promo).motivo).toMatch(/não reembolsável/);
  });
});

describe('right of withdrawal (CDC art. 49, product-rules §9: 7 days)', () => {
  it('refunds everything within 7 days of the purchase, whatever the rate and the arrival', () => {
    const purchase = ARRIVAL - 10;
    for (const tarifa of ['PROMO', 'BALCAO', 'CLUBE']) {
      // The 7th day after the purchase is the last of the period.
      const last = at(purchase + 7, { tarifa, purchase });
      expect(last, tarifa).toMatchObject({ penaltyCents: 0, refundCents: 150_000 });
      expect(last.motivo).toMatch(/^Direito de arrependimento/);
    }
    // The day after, the rate's rule: 2 days before arrival.
    expect(at(purchase + 8, { purchase }).penaltyCents).toBe(50_000);
    expect(at(purchase + 8, { tarifa: 'PROMO', purchase }).penaltyCents).toBe(150_000);
  });

  it('covers a booking made a few days before arrival up to the eve of arrival', () => {
    const purchase = ARRIVAL - 3;
    expect(at(ARRIVAL - 1, { purchase, tarifa: 'PROMO' }).refundCents).toBe(150_000);
  });
});

it('a hold that was never paid keeps and refunds nothing', () => {
  expect(at(ARRIVAL - 1, { paidCents: 0, tarifa: 'PROMO' })).toMatchObject({
    paidCents: 0,
    penaltyCents: 0,
    refundCents: 0,
  });
});

describe('the policy as the guest reads it', () => {
  it('states the last free day: 7 days before arrival, or the end of the withdrawal period', () => {
    expect(toWire(freeUntil(ARRIVAL, ARRIVAL - 30))).toBe('23/09/2026');
    // Bought 5 days before arrival: the withdrawal period reaches the eve of arrival.
    expect(toWire(freeUntil(ARRIVAL, ARRIVAL - 5))).toBe('29/09/2026');
    // Bought 10 days before: the withdrawal period (until 27/09) goes beyond 23/09.
    expect(toWire(freeUntil(ARRIVAL, ARRIVAL - 10))).toBe('27/09/2026');
    expect(describePolicy('BALCAO', ARRIVAL, ARRIVAL - 30)).toEqual({
      tipo: 'flexivel',
      dias_gratis: 7,
      gratis_ate: '23/09/2026',
      multa: 'uma diária',
      texto: expect.stringMatching(
        /^Cancelamento grátis até 23\/09\/2026 \(7 dias antes da chegada\)\. Depois disso, é cobrada multa de uma diária.*Direito de arrependimento/,
      ) as unknown as string,
    });
  });

  it('says a promotional rate is non-refundable, with the right of withdrawal', () => {
    const policy = describePolicy('PROMO+AURORA10', ARRIVAL, ARRIVAL - 30);
    expect(policy).toMatchObject({ tipo: 'nao_reembolsavel', multa: '100% do valor pago' });
    expect(policy.gratis_ate).toBeUndefined();
    expect(policy.texto).toMatch(/não reembolsável.*em até 7 dias da contratação/);
  });

  it('every flexible stay is free on the stated day and charged the day after', () => {
    for (const lead of [1, 3, 7, 8, 10, 15, 40]) {
      const purchase = ARRIVAL - lead;
      const until = freeUntil(ARRIVAL, purchase);
      expect(at(until, { purchase }).penaltyCents, `lead ${lead}`).toBe(0);
      if (until + 1 < ARRIVAL) {
        expect(at(until + 1, { purchase }).penaltyCents, `lead ${lead}`).toBe(50_000);
      }
    }
  });
});
