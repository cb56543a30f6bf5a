import { afterAll, expect } from 'vitest';
import type { LinhaDisponibilidade } from '../../src/api/contract/search';
import { startSandbox, MARIA } from './helpers';
import { findStay } from './search-helpers';

/**
 * The availability tests' sandbox and search call.
 * A test file calls openAvailabilitySandbox() once, at its top.
 */

export function openAvailabilitySandbox(): void {}

export const sandbox = startSandbox();
afterAll(() => sandbox.close());

export const plain = findStay('baixa', 2, { weekday: 1 }); // Monday and Tuesday nights, low season

export const expectPrices = (
  row: LinhaDisponibilidade | undefined,
  original: number[],
  promo: number[],
) => {
  expect(row).toBeDefined();
  expect([row!.valor_sem, row!.valor_cafe, row!.valor_meia, row!.valor_inteira]).toEqual(original);
  expect([
    row!.valor_hospedagem_promo,
    row!.valor_cafe_promo,
    row!.valor_meia_promo,
    row!.valor_inteira_promo,
  ]).toEqual(promo);
};

export const JOAO = { ...MARIA, usuario: '11144477735' };
