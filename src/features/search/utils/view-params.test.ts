import { describe, expect, it } from 'vitest';
import { DEFAULT_VIEW, NO_FILTERS, type ResultView } from './result-view';
import { readView, viewQuery, writeView } from './view-params';

const full: ResultView = {
  ordem: 'menor-preco',
  filtros: {
    hoteis: [1, 6],
    precoMin: 500,
    precoMax: 2000,
    pensoes: ['cafe', 'meia'],
    cancelamentoGratis: true,
    capacidades: [3, 4],
    camas: ['casal', 'beliche'],
    acessivel: true,
  },
  destaque: 101,
};

describe('the view in the query string', () => {
  it('reads back what it writes', () => {
    expect(readView(writeView(full, new URLSearchParams()))).toEqual(full);
    const onlyMax: ResultView = { ...DEFAULT_VIEW, filtros: { ...NO_FILTERS, precoMax: 900 } };
    expect(viewQuery(onlyMax)).toBe('?preco=-900');
    expect(readView(new URLSearchParams('preco=-900'))).toEqual(onlyMax);
  });

  it('writes nothing for the default view, and keeps the query’s other keys', () => {
    expect(viewQuery(DEFAULT_VIEW)).toBe('');
    const kept = writeView(full, new URLSearchParams('utm_source=whatsapp&ordem=hotel'));
    expect(kept.get('utm_source')).toBe('whatsapp');
    expect(kept.get('ordem')).toBe('menor-preco');
    expect(writeView(DEFAULT_VIEW, kept).toString()).toBe('utm_source=whatsapp');
  });

  it('leaves out what it cannot read instead of refusing the link', () => {
    const view = readView(
      new URLSearchParams(
        'ordem=barato&hotel=1,x,-2,1&preco=900-100&pensao=cafe,tudo&camas=rede&capacidade=4,2&acessivel=sim&destaque=x',
      ),
    );
    expect(view).toEqual({
      ordem: 'recomendados',
      filtros: { ...NO_FILTERS, hoteis: [1], pensoes: ['cafe'], capacidades: [2, 4] },
    });
  });
});
