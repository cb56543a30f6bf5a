import { describe, expect, it } from 'vitest';
import {
  askFromLink,
  blankGuests,
  EMPTY_ASK,
  guestsForParty,
  joinRequest,
  lastWaitingDay,
} from './booking-waitlist-ask';

describe('a waitlist request’s ask', () => {
  it('takes from a link only what is valid, and keeps the saved ask without one', () => {
    const saved = { ...EMPTY_ASK, hotel: 3, uh: 301 };
    expect(askFromLink(new URLSearchParams(''), saved)).toBe(saved);
    expect(
      askFromLink(
        new URLSearchParams(
          'contrato=502&hotel=1&chegada=10/01/2027&partida=12/01/2027&adultos=3&idades=7,12',
        ),
        saved,
      ),
    ).toEqual({
      ...EMPTY_ASK,
      contrato: 502,
      hotel: 1,
      chegada: '10/01/2027',
      partida: '12/01/2027',
      adultos: 3,
      idades: [7, 12],
    });
    expect(
      askFromLink(
        new URLSearchParams('contrato=x&hotel=1&chegada=31/02/2027&adultos=40&idades=7,15'),
        saved,
      ),
    ).toEqual({ ...EMPTY_ASK, hotel: 1 });
  });

  it('keeps the guests typed for the same party, and starts a blank list for another', () => {
    const typed = blankGuests(2, [7]).map((g) => ({ ...g, nome: 'X' }));
    expect(guestsForParty(typed, 2, [7])).toEqual(typed);
    expect(guestsForParty(typed, 2, [8])).toEqual(blankGuests(2, [8]));
    expect(guestsForParty(null, 1, [])).toEqual(blankGuests(1, []));
    expect(blankGuests(2, [7]).map((g) => [g.tipo, g.principal, g.nome])).toEqual([
      ['adulto', true, ''],
      ['adulto', false, ''],
      ['crianca', false, ''],
    ]);
  });

  it('waits at most until the day before the latest arrival accepted', () => {
    expect(lastWaitingDay('10/01/2027', 0)).toBe('09/01/2027');
    expect(lastWaitingDay('10/01/2027', 3)).toBe('12/01/2027');
  });

  it('makes the body only when every choice is made', () => {
    const ask = { ...EMPTY_ASK, hotel: 1, chegada: '10/01/2027', partida: '12/01/2027' };
    expect(joinRequest(ask, 'VIP-1', [], true)).toBeNull();
    expect(joinRequest({ ...ask, uh: 101, expira_em: '09/01/2027' }, 'VIP-1', [], true)).toEqual({
      numero_contrato: 'VIP-1',
      id_hotel: 1,
      data_chegada: '10/01/2027',
      data_partida: '12/01/2027',
      qtd_adultos: 2,
      idades_criancas: [],
      id_uh: 101,
      cod_pensao: 'cafe',
      flexibilidade_dias: 0,
      expira_em: '09/01/2027',
      hospede: [],
      aceite: true,
    });
  });
});
