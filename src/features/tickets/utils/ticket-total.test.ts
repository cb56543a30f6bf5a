import { describe, expect, it } from 'vitest';
import type { TicketCategory } from '@/api/contract/tickets';
import { ticketCount, ticketPrice, ticketTotal } from './ticket-total';

const category = (cti_id: number, cti_valor: unknown): TicketCategory => ({
  cti_id,
  cti_nome: `Categoria ${cti_id}`,
  cti_valor: cti_valor as number,
  observacao: '',
});

describe('ticketPrice (product-rules §5: parsed as an integer)', () => {
  it('reads whole reais from numbers and strings', () => {
    expect(ticketPrice(120)).toBe(120);
    expect(ticketPrice('120')).toBe(120);
    expect(ticketPrice('120.90')).toBe(120);
    expect(ticketPrice(59.5)).toBe(59);
  });

  it('reads anything unreadable or negative as 0', () => {
    expect(ticketPrice('grátis')).toBe(0);
    expect(ticketPrice(undefined)).toBe(0);
    expect(ticketPrice(-10)).toBe(0);
  });
});

describe('ticketTotal (product-rules §9: the sum of quantity times price)', () => {
  const categories = [category(1, 160), category(2, '80'), category(3, 0), category(5, 80)];

  it('sums quantity × price over the chosen categories', () => {
    expect(ticketTotal(categories, { 1: 2, 2: 1, 3: 1, 5: 1 })).toBe(2 * 160 + 80 + 0 + 80);
  });

  it('is 0 with nothing chosen, and ignores quantities of unknown categories', () => {
    expect(ticketTotal(categories, {})).toBe(0);
    expect(ticketTotal(categories, { 99: 3 })).toBe(0);
  });

  it('counts every person, free children included', () => {
    expect(ticketCount({ 1: 2, 3: 1 })).toBe(3);
  });
});
