import { NO_ACCOUNT } from './account-in-booking';
import { describe, expect, it } from 'vitest';
import type { RetomarReservaResponse } from '@/api/contract/booking-recovery';
import { RESUMED_BOOKING } from '@/testing/fixtures/booking-recovery';
import { priceOfferOf, recoveredGuestValues } from './recovery-offer';

/** The fixture's room, and a second one whose guests were never given. */
const answer: RetomarReservaResponse = {
  ...RESUMED_BOOKING,
  quartos: [
    RESUMED_BOOKING.quartos[0]!,
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
      // No account is asked for: the guest ticks it again if they want one.
      ...NO_ACCOUNT,
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
    expect(priceOfferOf(answer)).toEqual({ token: 'token-do-preco', quartos: answer.quartos });
    expect(priceOfferOf({ ...answer, oferta_preco: null, preco_garantido_ate: null })).toBeNull();
  });
});
