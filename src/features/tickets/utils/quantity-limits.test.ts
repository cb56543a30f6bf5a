import { describe, expect, it } from 'vitest';
import type { TicketCategory } from '@/api/contract/tickets';
import { fitQuantities, maxQuantity, MAX_TICKETS_PER_PURCHASE } from './quantity-limits';

const cat = (cti_id: number, extra: Partial<TicketCategory> = {}): TicketCategory => ({
  cti_id,
  cti_nome: `Categoria ${cti_id}`,
  cti_valor: 100,
  observacao: '',
  max_por_compra: 20,
  ...extra,
});
const adult = cat(1);
const pcd = cat(6);
const companion = cat(7, { acompanha_cti_id: 6 });
const all = [adult, pcd, companion];

describe('maxQuantity', () => {
  it('is the category cap when nothing else limits it', () => {
    expect(maxQuantity(adult, all, {}, null)).toBe(20);
  });

  it('keeps the purchase within its cap', () => {
    expect(maxQuantity(pcd, all, { 1: 20 }, null)).toBe(MAX_TICKETS_PER_PURCHASE - 20);
  });

  it('keeps the purchase within the places left on the day', () => {
    expect(maxQuantity(adult, all, { 1: 2, 6: 1 }, 5)).toBe(4);
    expect(maxQuantity(adult, all, {}, 0)).toBe(0);
  });

  it('allows one companion per person with disability', () => {
    expect(maxQuantity(companion, all, {}, null)).toBe(0);
    expect(maxQuantity(companion, all, { 6: 2 }, null)).toBe(2);
  });
});

describe('fitQuantities', () => {
  it('brings the choice down to a smaller day, companions last', () => {
    expect(fitQuantities(all, { 1: 3, 6: 1, 7: 1 }, 4)).toEqual({ 1: 3, 6: 1 });
  });

  it('drops categories the day does not sell', () => {
    expect(fitQuantities([adult], { 1: 2, 9: 1 }, null)).toEqual({ 1: 2 });
  });
});
