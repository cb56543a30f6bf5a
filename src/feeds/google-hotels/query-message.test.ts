import { describe, expect, it } from 'vitest';
import { readPriceQuery } from './query-message';

const TODAY = new Date(2027, 0, 5);
const read = (xml: string) => readPriceQuery(xml, TODAY);
const properties = (ids: string[]) =>
  `<PropertyList>${ids.map((id) => `<Property>${id}</Property>`).join('')}</PropertyList>`;

describe("Google's Query message", () => {
  it('reads one itinerary, for the default party of 2 adults', () => {
    expect(
      read(
        `<?xml version="1.0" encoding="UTF-8"?><Query><Checkin>2027-01-10</Checkin><Nights>3</Nights><DeadlineMs>500</DeadlineMs>${properties(['1', '6'])}</Query>`,
      ),
    ).toEqual({
      ok: true,
      query: {
        checkins: ['2027-01-10'],
        nights: [3],
        properties: ['1', '6'],
        adults: 2,
        childAges: [],
        single: true,
      },
    });
  });

  it('reads a range of check-in days, for every length we price or the one asked', () => {
    const range = read(
      `<Query><FirstDate>2027-01-30</FirstDate><LastDate>2027-02-02</LastDate>${properties(['1'])}</Query>`,
    );
    expect(range).toMatchObject({
      ok: true,
      query: {
        checkins: ['2027-01-30', '2027-01-31', '2027-02-01', '2027-02-02'],
        nights: [1, 2, 3, 4, 5, 6, 7],
        single: false,
      },
    });
    const oneLength = read(
      `<Query><FirstDate>2027-01-30</FirstDate><LastDate>2027-01-30</LastDate><Nights>2</Nights>${properties(['1'])}</Query>`,
    );
    expect(oneLength).toMatchObject({ ok: true, query: { nights: [2], single: false } });
  });

  it("reads the party from the query's context: adults and children's ages, or the occupancy", () => {
    const details = read(
      `<Query><Checkin>2027-01-10</Checkin><Nights>1</Nights>${properties(['1'])}<Context><Occupancy>4</Occupancy><OccupancyDetails><NumAdults>2</NumAdults><Children><Child age="12"/><Child age="4"/></Children></OccupancyDetails><UserCountry>BR</UserCountry><UserDevice>mobile</UserDevice></Context></Query>`,
    );
    expect(details).toMatchObject({ ok: true, query: { adults: 2, childAges: [12, 4] } });
    const occupancy = read(
      `<Query><Checkin>2027-01-10</Checkin><Nights>1</Nights>${properties(['1'])}<Context><Occupancy>3</Occupancy></Context></Query>`,
    );
    expect(occupancy).toMatchObject({ ok: true, query: { adults: 3, childAges: [] } });
  });

  it.each([
    ['<Query><Checkin>2027-01-10</Checkin><Nights>1</Nights>', 'XML malformado.'],
    ['<Hint><Item/></Hint>', 'A mensagem deve ter a raiz <Query>.'],
    [
      `<Query><Checkin>2027-01-10</Checkin><Nights>1</Nights></Query>`,
      'Informe ao menos um <Property> em <PropertyList>.',
    ],
    [
      `<Query><Checkin>10/01/2027</Checkin><Nights>1</Nights>${properties(['1'])}</Query>`,
      '<Checkin> inválida: use o formato AAAA-MM-DD.',
    ],
    [
      `<Query><Checkin>2027-02-30</Checkin><Nights>1</Nights>${properties(['1'])}</Query>`,
      '<Checkin> inválida: use o formato AAAA-MM-DD.',
    ],
    [
      `<Query><Checkin>2027-01-10</Checkin><Nights>0</Nights>${properties(['1'])}</Query>`,
      '<Nights> inválido: use um número de 1 a 30.',
    ],
    [
      `<Query><Checkin>2027-01-10</Checkin><Nights>31</Nights>${properties(['1'])}</Query>`,
      '<Nights> inválido: use um número de 1 a 30.',
    ],
    [
      `<Query>${properties(['1'])}</Query>`,
      'Informe <Checkin> e <Nights>, ou <FirstDate> e <LastDate>.',
    ],
    [
      `<Query><FirstDate>2027-01-10</FirstDate><LastDate>2027-01-09</LastDate>${properties(['1'])}</Query>`,
      '<LastDate> anterior a <FirstDate>.',
    ],
    [
      `<Query><FirstDate>2027-01-10</FirstDate><LastDate>2027-03-13</LastDate>${properties(['1'])}</Query>`,
      'No máximo 62 dias de check-in por consulta.',
    ],
    [
      `<Query><Checkin>2027-12-02</Checkin><Nights>1</Nights>${properties(['1'])}</Query>`,
      'Check-in além de 330 dias não é consultado.',
    ],
    [
      `<Query><Checkin>2027-01-10</Checkin><Nights>1</Nights>${properties(['1', '1'])}</Query>`,
      '<Property> repetido.',
    ],
    [
      `<Query><Checkin>2027-01-10</Checkin><Nights>1</Nights>${properties(['<b>'.replace('<', '&lt;')])}</Query>`,
      '<Property> inválido.',
    ],
    [
      `<Query><Checkin>2027-01-10</Checkin><Nights>1</Nights>${properties(Array.from({ length: 51 }, (_, i) => String(i + 1)))}</Query>`,
      'No máximo 50 hotéis por consulta.',
    ],
    [
      `<Query><FirstDate>2027-01-10</FirstDate><LastDate>2027-03-12</LastDate>${properties(Array.from({ length: 20 }, (_, i) => String(i + 1)))}</Query>`,
      'Itinerários demais numa consulta (8680); o máximo é 7000.',
    ],
    [
      `<Query><Checkin>2027-01-10</Checkin><Nights>1</Nights>${properties(['1'])}<Context><OccupancyDetails><NumAdults>2</NumAdults><Children><Child age="20"/></Children></OccupancyDetails></Context></Query>`,
      'Idade de criança inválida: de 0 a 17.',
    ],
    [
      `<Query><Checkin>2027-01-10</Checkin><Nights>1</Nights>${properties(['1'])}<Context><Occupancy>2</Occupancy></Context><Context><Occupancy>3</Occupancy></Context></Query>`,
      'Envie no máximo um <Context> por consulta.',
    ],
    [
      '<?xml version="1.0"?><!DOCTYPE q [<!ENTITY a "aaaa">]><Query><Checkin>2027-01-10</Checkin></Query>',
      'Declarações DOCTYPE não são aceitas.',
    ],
    [
      `<Query><HotelInfoProperties/>${properties(['1'])}</Query>`,
      'Consultas de metadados não são atendidas: os quartos vêm nas respostas de preço.',
    ],
  ])('refuses %s', (xml, erro) => {
    expect(read(xml)).toEqual({ ok: false, erro });
  });
});
