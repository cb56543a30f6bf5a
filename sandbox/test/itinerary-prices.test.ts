import { afterAll, describe, expect, it } from 'vitest';
import type {
  Itinerario,
  ItinerariosResponse,
  TarifaItinerario,
} from '../../src/api/contract/itinerary-prices';
import type { LinhaDisponibilidade } from '../../src/api/contract/search';
import { type Day, parseWireDate, today, toIso, toWire } from '../src/shared/calendar';
import { login, startSandbox } from './helpers';
import { nextDate, request, room, rows, search } from './search-helpers';

const sandbox = startSandbox();
afterAll(() => sandbox.close());

async function itineraries(body: unknown) {
  const response = await sandbox.app.inject({
    method: 'POST',
    url: '/api/disponibilidade/itinerarios',
    payload: body as Record<string, unknown>,
  });
  return { status: response.statusCode, body: response.json() as unknown };
}

const ask = (over: Record<string, unknown> = {}) => ({
  hoteis: [1],
  primeira_chegada: toWire(today() + 1),
  ultima_chegada: toWire(today() + 1),
  noites: [1],
  quarto: { qtd_adultos: 2, criancas: [] },
  ...over,
});

/** The search's rows on sale for one hotel and stay, as a visitor or a logged-in customer. */
async function onSale(hotel: number, arrival: Day, nights: number, ages: number[], token?: string) {
  const { body } = await search(
    sandbox.app,
    request(arrival, nights, [room(2, ages)], { id_hotel: hotel }),
    { token },
  );
  return rows(body).filter((r) => r.disponiveis > 0 && r.valor_hospedagem_promo > 0);
}

const plans = (row: LinhaDisponibilidade) => ({
  sem: row.valor_hospedagem_promo,
  cafe: row.valor_cafe_promo,
  meia: row.valor_meia_promo,
  inteira: row.valor_inteira_promo,
});

describe('itinerary prices (POST /disponibilidade/itinerarios, issue 30)', () => {
  it('prices each stay as the search does, to the cent, for visitors and for customers', async () => {
    const maria = await login(sandbox.app);
    // A promotion (first week), a closed day (13th), a sold-out day (20th), weekdays and weekends.
    const stays: [number, Day][] = [
      [1, nextDate(2)],
      [1, nextDate(12)],
      [3, nextDate(19)],
      [4, today() + 1],
      [1, today() + 40],
    ];
    for (const ages of [[], [12, 4]]) {
      for (const [hotel, first] of stays) {
        const { status, body } = await itineraries(
          ask({
            hoteis: [hotel],
            primeira_chegada: toWire(first),
            ultima_chegada: toWire(first + 1),
            noites: [1, 3],
            quarto: { qtd_adultos: 2, criancas: ages.map((idade) => ({ idade })) },
          }),
        );
        expect(status).toBe(200);
        const list = (body as ItinerariosResponse).itinerarios;
        expect(list.map((i) => [i.data_chegada, i.noites])).toEqual([
          [toWire(first), 1],
          [toWire(first), 3],
          [toWire(first + 1), 1],
          [toWire(first + 1), 3],
        ]);
        for (const it of list) {
          const arrival = parseWireDate(it.data_chegada)!;
          const visitor = await onSale(hotel, arrival, it.noites, ages);
          const member = await onSale(hotel, arrival, it.noites, ages, maria);
          const expected = visitor.map((row): TarifaItinerario => {
            const own = member.find((m) => m.id_uh === row.id_uh)!;
            return {
              id_uh: row.id_uh,
              uh_nome: row.uh_nome,
              capacidade: row.capacidade,
              valores: plans(row),
              ...(own.preco_cadastrados ? { valores_cadastrados: plans(own) } : {}),
              politica_cancelamento: row.politica_cancelamento!,
            };
          });
          expect(it.tarifas, `${hotel} ${it.data_chegada} ${it.noites}`).toEqual(expected);
        }
      }
    }
  });

  it('lists a stay nothing is on sale for with no rates', async () => {
    const closed = today() + 50;
    sandbox.db
      .prepare(
        'UPDATE room_nights SET fechado = 1 WHERE data = ? AND room_type_id IN (SELECT id FROM room_types WHERE hotel_id = 1)',
      )
      .run(toIso(closed));
    const { body } = await itineraries(
      ask({ primeira_chegada: toWire(closed), ultima_chegada: toWire(closed), noites: [1, 2] }),
    );
    const list = (body as ItinerariosResponse).itinerarios;
    expect(list.map((i: Itinerario) => i.tarifas)).toEqual([[], []]);
  });

  it('answers the 13 public hotels x 31 check-in days x 3 lengths in one call', async () => {
    const hoteis = [1, 3, 4, 5, 6, 7, 11, 12, 13, 14, 15, 16, 18, 19];
    const started = performance.now();
    const { status, body } = await itineraries(
      ask({
        hoteis: hoteis.filter((id) => id !== 5),
        ultima_chegada: toWire(today() + 31),
        noites: [1, 2, 7],
      }),
    );
    expect(status).toBe(200);
    expect((body as ItinerariosResponse).itinerarios).toHaveLength(13 * 31 * 3);
    // Not a benchmark (npm run bench:google is); a guard against a call per stay.
    expect(performance.now() - started).toBeLessThan(5000);
  });

  it.each([
    [{ hoteis: [] }, 'Informe hotéis.'],
    [{ hoteis: [1, 1] }, 'Lista de hotéis com repetições.'],
    [{ hoteis: [2] }, 'Hotel inválido: 2.'],
    [{ hoteis: 'todos' }, 'Informe de 1 a 20 hotéis.'],
    [{ primeira_chegada: '31/02/2027' }, 'Primeira chegada inválida: use o formato dd/MM/aaaa.'],
    [{ primeira_chegada: toWire(today() - 1) }, 'A primeira chegada não pode ser anterior a hoje.'],
    [
      { ultima_chegada: toWire(today()) },
      'A última chegada deve ser igual ou posterior à primeira.',
    ],
    [{ ultima_chegada: toWire(today() + 63) }, 'Consulte no máximo 62 dias de chegada por vez.'],
    [{ noites: [0] }, 'Lista de noites inválida.'],
    [{ noites: [31] }, 'Lista de noites inválida.'],
    [{ noites: [] }, 'Informe noites.'],
    [
      { quarto: { qtd_adultos: 0, criancas: [] } },
      'Quarto 1: é preciso pelo menos 1 adulto por quarto.',
    ],
    [
      {
        hoteis: [1, 3, 4, 6, 7, 11, 12, 13, 14, 15, 16, 18, 19],
        ultima_chegada: toWire(today() + 62),
        noites: [1, 2, 3, 4, 5, 6, 7],
      },
      'Itinerários demais numa consulta (5642); o máximo é 5000.',
    ],
  ])('refuses %j with a message', async (over, erro) => {
    const { status, body } = await itineraries(ask(over));
    expect(status).toBe(400);
    expect(body).toEqual({ erro });
  });

  it('refuses a club-only hotel and a body that is not an object', async () => {
    const club = await itineraries(ask({ hoteis: [5] }));
    expect(club.status).toBe(400);
    expect(club.body).toEqual({ erro: 'O hotel 5 é exclusivo para associados do clube.' });
    const response = await sandbox.app.inject({
      method: 'POST',
      url: '/api/disponibilidade/itinerarios',
      headers: { 'content-type': 'application/json' },
      payload: '[1]',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ erro: 'Dados dos itinerários inválidos.' });
  });
});
