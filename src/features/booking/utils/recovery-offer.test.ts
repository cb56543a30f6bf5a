import { describe, expect, it } from 'vitest';
import type { RetomarReservaResponse } from '@/api/contract/booking-recovery';
import { priceOfferOf, recoveredGuestValues } from './recovery-offer';

const answer: RetomarReservaResponse = {
  id_hotel: 1,
  hotel_nome: 'Thermas Aurora',
  data_chegada: '10/07/2030',
  data_partida: '12/07/2030',
  valor_total: 1500,
  oferta_preco: 'token',
  preco_garantido_ate: '2030-06-02T15:00:00.000Z',
  quartos: [
    {
      id_uh: 101,
      uh_nome: 'Standard',
      id_allotx_tipo_uh: 1010,
      cod_pensao: 'cafe',
      qtd_adultos: 2,
      idades_criancas: [],
      valor_total: 700,
      hospedes: [
        {
          tipo: 'adulto',
          nome: 'Paula',
          sobrenome: 'Ribeiro',
          email: 'paula@example.com',
          telefone: '64999998888',
          estado: '',
          cidade: '',
          tipo_documento: 'CPF',
          numero_documento: '39053344705',
          principal: true,
          idade: null,
        },
      ],
    },
    {
      id_uh: 102,
      uh_nome: 'Luxo',
      id_allotx_tipo_uh: 1020,
      cod_pensao: 'sem',
      qtd_adultos: 1,
      idades_criancas: [12, 4],
      valor_total: 800,
      hospedes: [],
    },
  ],
};

describe('coming back from a recovery e-mail (issue 30)', () => {
  it('fills the guests step with the guests given before, empty where nothing was given', () => {
    expect(recoveredGuestValues(answer.quartos)).toEqual({
      quartos: [
        {
          principal: '0',
          adultos: [
            {
              nome: 'Paula',
              sobrenome: 'Ribeiro',
              email: 'paula@example.com',
              telefone: '64999998888',
              numero_documento: '390.533.447-05',
            },
            { nome: '', sobrenome: '', email: '', telefone: '', numero_documento: '' },
          ],
          criancas: [],
        },
        {
          principal: '0',
          adultos: [{ nome: '', sobrenome: '', email: '', telefone: '', numero_documento: '' }],
          criancas: [
            { nome: '', sobrenome: '', idade: '12' },
            { nome: '', sobrenome: '', idade: '4' },
          ],
        },
      ],
    });
  });

  it("has no price offer once the e-mail's price no longer holds", () => {
    expect(priceOfferOf(answer)).toEqual({ token: 'token', quartos: answer.quartos });
    expect(priceOfferOf({ ...answer, oferta_preco: null, preco_garantido_ate: null })).toBeNull();
  });
});
