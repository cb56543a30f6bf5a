import { describe, expect, it } from 'vitest';
import type { LinhaDisponibilidade } from '@/api/contract/search';
import { mixedHotelsMessage, notCombinableReason, roomChoice } from './room-choice';

const row: LinhaDisponibilidade = {
  quarto: 0,
  id_hotel: 3,
  hotel_nome: 'Império Romano',
  id_uh: 31,
  uh_nome: 'Luxo Duplo',
  uh_descricao: '',
  capacidade: 4,
  id_allotx_tipo_uh: 310,
  qtd_noites: 2,
  disponiveis: 3,
  valor_sem: 800,
  valor_cafe: 900,
  valor_meia: 1100,
  valor_inteira: 1300,
  valor_hospedagem_promo: 720,
  valor_cafe_promo: 810.5,
  valor_meia_promo: 990,
  valor_inteira_promo: 1170,
  tarifa: 'TAR-IR-31',
  array_tarifa: [],
};

describe('roomChoice', () => {
  it.each([
    ['sem', 800, 720],
    ['cafe', 900, 810.5],
    ['meia', 1100, 990],
    ['inteira', 1300, 1170],
  ] as const)(
    'plan %s takes only its own original and charged totals',
    (pensao, original, promo) => {
      const choice = roomChoice(row, pensao);
      expect(choice).toMatchObject({
        id_hotel: 3,
        id_uh: 31,
        tarifa: 'TAR-IR-31',
        cod_pensao: pensao,
        qtd_noites: 2,
        valor_original: original,
        valor_total: promo,
      });
    },
  );
});

describe('a group is one hotel', () => {
  const imperio = { id_hotel: 3, hotel_nome: 'Império Romano' };
  it('names the room already in another hotel', () => {
    expect(notCombinableReason([imperio, null], 1, 4)).toBe(
      'Um grupo de quartos é de um só hotel, e o quarto 1 já está no Império Romano.',
    );
    expect(notCombinableReason([imperio, null], 1, 3)).toBeNull();
    expect(notCombinableReason([imperio, null], 0, 4)).toBeNull();
  });

  it('says when the choices span hotels', () => {
    expect(mixedHotelsMessage([imperio, { id_hotel: 4, hotel_nome: 'Villas' }])).toMatch(
      /^Um grupo de quartos é de um só hotel/,
    );
    expect(mixedHotelsMessage([imperio, imperio, null])).toBeNull();
  });
});
