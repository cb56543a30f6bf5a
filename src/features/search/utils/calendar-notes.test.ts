import { describe, expect, it } from 'vitest';
import { calendarDayLabel, nightNote, stayNote } from './calendar-notes';

describe('calendar notes (issue 28)', () => {
  it("shows whole reais never above the price, without 'R$', and says the cents", () => {
    const note = nightNote({ data: '10/07/2026', valor: 1332.38, motivo: null });
    expect(note).toEqual({
      text: '1.332',
      muted: false,
      sentence: 'a partir de R$ 1.332,38 por noite',
      terms: null,
    });
    expect(nightNote({ data: '10/07/2026', valor: 320.99, motivo: null }).text).toBe('320');
  });

  it('says why a night has no price', () => {
    const none = (motivo: 'fechado' | 'esgotado' | 'sem_acomodacao') =>
      nightNote({ data: '13/07/2026', valor: null, motivo });
    expect(none('fechado')).toEqual({
      text: '',
      muted: true,
      sentence: 'sem venda neste dia',
      terms: null,
    });
    expect(none('esgotado')).toEqual({ text: '', muted: true, sentence: 'esgotado', terms: null });
    expect(none('sem_acomodacao')).toEqual({
      text: '',
      muted: true,
      sentence: 'nenhum tipo de quarto acomoda estes hóspedes',
      terms: null,
    });
  });

  it("gives a stay's total with its nights, one night in the singular", () => {
    expect(stayNote({ data_partida: '11/07/2026', noites: 1, valor: 320 }).sentence).toBe(
      '1 noite: a partir de R$ 320,00',
    );
    expect(stayNote({ data_partida: '12/07/2026', noites: 2, valor: 640 })).toEqual({
      text: '640',
      muted: false,
      sentence: '2 noites: a partir de R$ 640,00',
      terms: null,
    });
    expect(stayNote({ data_partida: '14/07/2026', noites: 4, valor: null })).toEqual({
      text: '',
      muted: true,
      sentence: '4 noites: nenhum quarto livre para o grupo em todas as noites',
      terms: null,
    });
  });

  it('gives the server’s terms: a night’s apart, a stay’s in its sentence (issue 52)', () => {
    const terms = { parcelas: 10, valor_parcela: 64, valor_pix: 608 };
    expect(
      nightNote({ data: '10/07/2026', valor: 320, motivo: null, parcelamento: terms }),
    ).toEqual({
      text: '320',
      muted: false,
      sentence: 'a partir de R$ 320,00 por noite',
      terms: 'ou 10x de R$ 64,00 sem juros · R$ 608,00 no PIX',
    });
    expect(
      stayNote({ data_partida: '12/07/2026', noites: 2, valor: 640, parcelamento: terms }).sentence,
    ).toBe('2 noites: a partir de R$ 640,00, ou 10x de R$ 64,00 sem juros · R$ 608,00 no PIX');
  });

  it('names the day button by what it shows first, then the date and the sentence', () => {
    const note = nightNote({ data: '10/07/2026', valor: 320, motivo: null });
    expect(calendarDayLabel(new Date(2026, 6, 10), note, false)).toBe(
      '10 320: sexta-feira, 10 de julho de 2026, a partir de R$ 320,00 por noite',
    );
    expect(calendarDayLabel(new Date(2026, 6, 10), note, true)).toMatch(/, escolhido$/);
  });
});
