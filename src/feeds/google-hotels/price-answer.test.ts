import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  ITINERARY_PRICES_PATH,
  type Itinerario,
  type ItinerariosRequest,
  type TarifaItinerario,
} from '@/api/contract/itinerary-prices';
import { env } from '@/config/env';
import { server } from '@/testing/server';
import { googlePriceAnswer } from './price-answer';

const NOW = new Date('2027-01-05T15:00:00Z');

const flexible = (until: string) => ({
  tipo: 'flexivel' as const,
  dias_gratis: 7,
  gratis_ate: until,
  multa: 'uma diária',
  texto: '',
});

const standard: TarifaItinerario = {
  id_uh: 101,
  uh_nome: 'Apartamento Standard',
  capacidade: 3,
  valores: { sem: 720, cafe: 800, meia: 950, inteira: 1100 },
  valores_cadastrados: { sem: 684, cafe: 760, meia: 902.5, inteira: 1045 },
  politica_cancelamento: flexible('03/01/2027'),
};
const suite: TarifaItinerario = {
  id_uh: 102,
  uh_nome: 'Suíte Luxo & Spa',
  capacidade: 2,
  valores: { sem: 990, cafe: 1060, meia: 1200, inteira: 1350 },
  politica_cancelamento: { tipo: 'nao_reembolsavel', multa: '100%', texto: '' },
};

/** Answers the itinerary prices from `rates` (by hotel), recording each request. */
function itineraryApi(rates: Record<number, TarifaItinerario[]>) {
  const asked: ItinerariosRequest[] = [];
  server.use(
    http.post(`${env.api.main}${ITINERARY_PRICES_PATH}`, async ({ request }) => {
      const body = (await request.json()) as ItinerariosRequest;
      asked.push(body);
      const [d1, m1, y1] = body.primeira_chegada.split('/').map(Number);
      const [d2, m2, y2] = body.ultima_chegada.split('/').map(Number);
      const itinerarios: Itinerario[] = [];
      for (const id_hotel of body.hoteis) {
        for (
          let day = new Date(y1!, m1! - 1, d1!);
          day <= new Date(y2!, m2! - 1, d2!);
          day = new Date(day.getFullYear(), day.getMonth(), day.getDate() + 1)
        ) {
          const data_chegada = `${String(day.getDate()).padStart(2, '0')}/${String(day.getMonth() + 1).padStart(2, '0')}/${day.getFullYear()}`;
          for (const noites of body.noites) {
            itinerarios.push({ id_hotel, data_chegada, noites, tarifas: rates[id_hotel] ?? [] });
          }
        }
      }
      return HttpResponse.json({ itinerarios });
    }),
  );
  return asked;
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  isArray: (name) =>
    ['Result', 'RoomBundle', 'RoomData', 'PackageData', 'PropertyDataSet'].includes(name),
});

type Node = Record<string, unknown>;
function transaction(body: string) {
  expect(XMLValidator.validate(body)).toBe(true);
  return (parser.parse(body) as { Transaction: Node }).Transaction;
}
const results = (t: Node) => t.Result as Node[];
const money = (value: string) => ({ '#text': value, '@currency': 'BRL' });

describe("the price endpoint's answer (issue 30)", () => {
  it('prices one itinerary with its lowest total, the customers’ rate, and every room and meal plan', async () => {
    const asked = itineraryApi({ 1: [standard, suite], 6: [] });
    const answer = await googlePriceAnswer(
      `<Query><Checkin>2027-01-10</Checkin><Nights>2</Nights><PropertyList><Property>1</Property><Property>6</Property><Property>5</Property><Property>01</Property></PropertyList></Query>`,
      NOW,
    );
    expect(answer.status).toBe(200);
    expect(answer.contentType).toBe('application/xml; charset=utf-8');
    // The club's own hotel (5) and an id not ours ('01') are not asked: they have no price.
    expect(asked).toEqual([
      {
        hoteis: [1, 6],
        primeira_chegada: '10/01/2027',
        ultima_chegada: '10/01/2027',
        noites: [2],
        quarto: { qtd_adultos: 2, criancas: [] },
      },
    ]);
    const t = transaction(answer.body);
    expect(t['@timestamp']).toBe('2027-01-05T15:00:00Z');
    const [thermas, resort, roma, odd] = results(t);
    expect(thermas).toMatchObject({
      Property: '1',
      Checkin: '2027-01-10',
      Nights: '2',
      Baserate: money('720.00'),
      Tax: money('0.00'),
      OtherFees: money('0.00'),
      Occupancy: '2',
      // Free until 03/01... of a stay from 10/01: 7 days before check-in.
      Refundable: { '@available': '1', '@refundable_until_days': '7' },
      Rates: { Rate: { '@rate_rule_id': 'cadastrados', Baserate: money('684.00') } },
    });
    const bundles = thermas!.RoomBundle as Node[];
    expect(bundles.map((b) => [b.RoomID, b.PackageID, (b.Baserate as Node)['#text']])).toEqual([
      ['101', 'sem', '720.00'],
      ['101', 'cafe', '800.00'],
      ['101', 'meia', '950.00'],
      ['101', 'inteira', '1100.00'],
      ['102', 'sem', '990.00'],
      ['102', 'cafe', '1060.00'],
      ['102', 'meia', '1200.00'],
      ['102', 'inteira', '1350.00'],
    ]);
    expect(bundles[2]).toMatchObject({
      Rates: { Rate: { '@rate_rule_id': 'cadastrados', Baserate: money('902.50') } },
    });
    expect(bundles[4]).toMatchObject({ Refundable: { '@available': '0' } });
    expect(bundles[4]!.Rates).toBeUndefined();
    for (const none of [resort, roma, odd]) {
      expect(none).toMatchObject({ Unavailable: { NoVacancy: '' } });
      expect(none!.Baserate).toBeUndefined();
    }
    expect(odd!.Property).toBe('01');
    // The rooms and plans, named as the landing page names them (the name escaped).
    const [data] = t.PropertyDataSet as Node[];
    expect(data!.Property).toBe('1');
    expect((data!.RoomData as Node[]).map((r) => (r.Name as Node).Text)).toEqual([
      { '@text': 'Apartamento Standard', '@language': 'pt' },
      { '@text': 'Suíte Luxo & Spa', '@language': 'pt' },
    ]);
    expect(answer.body).toContain('text="Suíte Luxo &amp; Spa"');
    expect((data!.PackageData as Node[]).map((p) => [p.PackageID, p.BreakfastIncluded])).toEqual([
      ['sem', '0'],
      ['cafe', '1'],
      ['meia', '1'],
      ['inteira', '1'],
    ]);
  });

  it('answers a range with one lowest price per stay, and check-in days already past as unavailable', async () => {
    const asked = itineraryApi({ 1: [suite] });
    const answer = await googlePriceAnswer(
      `<Query><FirstDate>2027-01-04</FirstDate><LastDate>2027-01-06</LastDate><Nights>1</Nights><PropertyList><Property>1</Property></PropertyList><Context><OccupancyDetails><NumAdults>2</NumAdults><Children><Child age="12"/></Children></OccupancyDetails></Context></Query>`,
      NOW,
    );
    expect(asked).toEqual([
      expect.objectContaining({
        primeira_chegada: '05/01/2027',
        ultima_chegada: '06/01/2027',
        quarto: { qtd_adultos: 2, criancas: [{ idade: 12 }] },
      }),
    ]);
    const t = transaction(answer.body);
    expect(t.PropertyDataSet).toBeUndefined();
    const [past, first, second] = results(t);
    expect(past).toMatchObject({ Checkin: '2027-01-04', Unavailable: { NoVacancy: '' } });
    for (const stay of [first, second]) {
      expect(stay).toMatchObject({
        Baserate: money('990.00'),
        Occupancy: '3',
        OccupancyDetails: { NumAdults: '2', Children: { Child: { '@age': '12' } } },
      });
      expect(stay!.RoomBundle).toBeUndefined();
      expect(stay!.Rates).toBeUndefined();
    }
  });

  it('splits a large query into calls the API accepts (20 hotels, 5 000 stays at most)', async () => {
    const asked = itineraryApi({});
    const ids = [1, 3, 4, 5, 6, 7, 11, 12, 13, 14, 15, 16, 18, 19];
    const answer = await googlePriceAnswer(
      `<Query><FirstDate>2027-01-10</FirstDate><LastDate>2027-03-12</LastDate><PropertyList>${ids.map((id) => `<Property>${id}</Property>`).join('')}</PropertyList></Query>`,
      NOW,
    );
    expect(answer.status).toBe(200);
    // 62 days x 7 lengths = 434 stays a hotel: 11 hotels a call.
    expect(asked.map((call) => call.hoteis)).toEqual([
      [1, 3, 4, 6, 7, 11, 12, 13, 14, 15, 16],
      [18, 19],
    ]);
    expect(results(transaction(answer.body))).toHaveLength(14 * 62 * 7);
  });

  it('prices a teenager as an adult, and a party no room seats as unavailable', async () => {
    const asked = itineraryApi({ 1: [standard] });
    const context = (ages: number[], adults = 2) =>
      `<Context><OccupancyDetails><NumAdults>${adults}</NumAdults><Children>${ages.map((age) => `<Child age="${age}"/>`).join('')}</Children></OccupancyDetails></Context>`;
    const query = (extra: string) =>
      `<Query><Checkin>2027-01-10</Checkin><Nights>1</Nights><PropertyList><Property>1</Property></PropertyList>${extra}</Query>`;
    await googlePriceAnswer(query(context([15, 9])), NOW);
    expect(asked[0]!.quarto).toEqual({ qtd_adultos: 3, criancas: [{ idade: 9 }] });
    const crowded = await googlePriceAnswer(query(context([16, 17], 9)), NOW);
    expect(asked).toHaveLength(1);
    expect(results(transaction(crowded.body))[0]).toMatchObject({
      Unavailable: { NoVacancy: '' },
    });
  });

  it('refuses a bad query with its reason, and says so when the prices cannot be had', async () => {
    const bad = await googlePriceAnswer('<Query/>', NOW);
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.body)).toEqual({
      erro: 'Informe ao menos um <Property> em <PropertyList>.',
    });
    server.use(
      http.post(`${env.api.main}${ITINERARY_PRICES_PATH}`, () =>
        HttpResponse.json({ erro: 'indisponível' }, { status: 503 }),
      ),
    );
    const down = await googlePriceAnswer(
      '<Query><Checkin>2027-01-10</Checkin><Nights>1</Nights><PropertyList><Property>1</Property></PropertyList></Query>',
      NOW,
    );
    expect(down.status).toBe(503);
    expect(JSON.parse(down.body)).toEqual({
      erro: 'Preços indisponíveis no momento. Tente novamente.',
    });
  });
});
