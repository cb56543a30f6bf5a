import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { decodeSearchLink } from '@/features/search/utils/decode-search-link';
import { googleLandingPath, landingPagesXml } from './landing';

const NOW = new Date('2027-01-05T15:00:00Z');

/** The search link and the results' query a landing address leads to. */
function landing(query: string) {
  const path = googleLandingPath(query);
  const match = /^\/hotelSearch\/([\w-]+)\?(.*)$/.exec(path);
  expect(match, path).not.toBeNull();
  return { link: decodeSearchLink(match![1]!, NOW), view: new URLSearchParams(match![2]) };
}

describe("Google's landing page (issue 30)", () => {
  it('opens the search of that hotel, stay and party, by price, with the room and plan clicked first', () => {
    const { link, view } = landing(
      'hotel=6&chegada=2027-01-10&noites=3&adultos=3&criancas=1&quarto=602&plano=cafe&idioma=pt-BR&moeda=BRL',
    );
    expect(link).toMatchObject({
      ok: true,
      criteria: { data_chegada: '10/01/2027', data_partida: '13/01/2027', id_hotel: 6 },
    });
    const [room] = link.ok ? link.criteria.apartamentos : [];
    expect(room!.qtd_adulto).toHaveLength(3);
    expect(room!.criancas.map((c) => c.idade)).toEqual(['0']);
    expect(Object.fromEntries(view)).toEqual({
      ordem: 'menor-preco',
      destaque: '602',
      pensao: 'cafe',
    });
  });

  it('without a room (a hotel-level price), orders by price alone', () => {
    const { link, view } = landing('hotel=1&chegada=2027-02-01&noites=1&adultos=2&criancas=0');
    expect(link).toMatchObject({ ok: true, criteria: { id_hotel: 1 } });
    expect(Object.fromEntries(view)).toEqual({ ordem: 'menor-preco' });
  });

  it('passes on what Google sent wrong, for the search link to say what it is', () => {
    expect(landing('hotel=1&chegada=2027-01-01&noites=2&adultos=2').link).toEqual({
      ok: false,
      reason: 'A data de chegada já passou.',
    });
    expect(landing('hotel=1&chegada=amanha&noites=2').link).toEqual({
      ok: false,
      reason: 'Data de chegada inválida (use dd/mm/aaaa).',
    });
    expect(landing('hotel=1&chegada=2027-02-01&noites=2&adultos=40').link.ok).toBe(false);
    expect(landing('hotel=999&chegada=2027-02-01&noites=2').link).toEqual({
      ok: false,
      reason: 'Hotel desconhecido.',
    });
    // A plan or a room that is not one is left out, not refused.
    expect(
      Object.fromEntries(landing('hotel=1&chegada=2027-02-01&noites=2&quarto=x&plano=tudo').view),
    ).toEqual({ ordem: 'menor-preco' });
  });

  it("writes Hotel Center's landing pages file with our URL template", () => {
    const xml = landingPagesXml('https://reservas.aurora.example/', 'Hotéis Aurora & Cia');
    expect(XMLValidator.validate(xml)).toBe(true);
    const file = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' }).parse(xml);
    expect(file.PointsOfSale.PointOfSale).toMatchObject({
      '@id': 'site',
      DisplayNames: { '@display_text': 'Hotéis Aurora & Cia', '@display_language': 'pt' },
      Match: { '@status': 'yes', '@country': 'BR' },
      URL: 'https://reservas.aurora.example/google/hotel?hotel=(PARTNER-HOTEL-ID)&chegada=(CHECKINYEAR)-(CHECKINMONTH)-(CHECKINDAY)&noites=(LENGTH)&adultos=(NUM-ADULTS)&criancas=(NUM-CHILDREN)&quarto=(PARTNER-ROOM-ID)&plano=(RATE-PLAN-ID)&idioma=(USER-LANGUAGE)&moeda=(USER-CURRENCY)',
    });
  });
});
