import { afterAll, describe, expect, it } from 'vitest';
import type { AlternativasResponse } from '../../src/api/contract/stay-alternatives';
import { parseWireDate, toIso, today, toWire, type Day } from '../src/shared/calendar';
import { startSandbox } from './helpers';
import { nextDate, request, room, rows, search } from './search-helpers';

const sandbox = startSandbox();
afterAll(() => sandbox.close());

const party = (adults: number, ages: number[] = []) => ({
  qtd_adultos: adults,
  criancas: ages.map((idade) => ({ idade })),
});

async function alternatives(body: unknown) {
  const response = await sandbox.app.inject({
    method: 'POST',
    url: '/api/disponibilidade/alternativas',
    payload: body as Record<string, unknown>,
  });
  return { status: response.statusCode, body: response.json() as unknown };
}

const stay = (arrival: Day, nights: number, hotel: number, rooms = [party(2)]) => ({
  data_chegada: toWire(arrival),
  data_partida: toWire(arrival + nights),
  id_hotel: hotel,
  apartamentos: rooms,
});

/** Every room type of a hotel sold out on a day. */
function sellOut(hotel: number, day: Day) {
  sandbox.db
    .prepare(
      'UPDATE room_nights SET reservados = allotment WHERE data = ? AND room_type_id IN (SELECT id FROM room_types WHERE hotel_id = ?)',
    )
    .run(toIso(day), hotel);
}

/** The lowest total the search shows for a one-room party (no coupon), or null. */
async function searched(arrival: Day, nights: number, hotel: number) {
  const { body } = await search(
    sandbox.app,
    request(arrival, nights, [room(2)], { id_hotel: hotel }),
  );
  const offered = rows(body).filter((r) => r.disponiveis > 0);
  if (offered.length === 0) return null;
  return Math.min(
    ...offered.map((r) =>
      Math.min(
        r.valor_hospedagem_promo,
        r.valor_cafe_promo,
        r.valor_meia_promo,
        r.valor_inteira_promo,
      ),
    ),
  );
}

describe('alternatives when nothing fits (POST /disponibilidade/alternativas, issue 28)', () => {
  it('offers the nearest stays of the same length and the other hotels, at the search prices', async () => {
    const arrival = nextDate(16);
    sellOut(12, arrival + 1);
    expect(await searched(arrival, 2, 12)).toBeNull();
    const { status, body } = await alternatives(stay(arrival, 2, 12));
    expect(status).toBe(200);
    const { datas, hoteis } = body as AlternativasResponse;
    // Nearest first, the earlier of two as near; never the stay asked, nor the one from the next
    // day (its first night is the sold-out one).
    expect(datas.map((d) => d.data_chegada)).toEqual(
      [arrival - 1, arrival - 2, arrival + 2, arrival - 3, arrival + 3, arrival - 4].map(toWire),
    );
    for (const d of datas.slice(0, 3)) {
      expect(d.data_partida).toBe(toWire(fromWire(d.data_chegada) + 2));
      expect(d.valor).toBe(await searched(fromWire(d.data_chegada), 2, 12));
    }
    expect(hoteis.length).toBe(12);
    expect(hoteis.some((h) => h.id_hotel === 12 || h.id_hotel === 5)).toBe(false);
    expect(hoteis.map((h) => h.valor)).toEqual(
      [...hoteis.map((h) => h.valor)].sort((a, b) => a - b),
    );
    const cheapest = hoteis[0]!;
    expect(cheapest.hotel_nome).not.toBe('');
    expect(cheapest.valor).toBe(await searched(arrival, 2, cheapest.id_hotel));
  });

  it('proposes no other hotel for a search of all hotels, and nothing when nothing fits', async () => {
    const arrival = today() + 30;
    const all = (await alternatives(stay(arrival, 2, 0))).body as AlternativasResponse;
    expect(all.hoteis).toEqual([]);
    expect(all.datas).toHaveLength(6);
    const tooMany = (await alternatives(stay(arrival, 2, 0, [party(7)]))).body;
    expect(tooMany).toEqual({ datas: [], hoteis: [] });
  });

  it('never proposes a day before today', async () => {
    const arrival = today() + 2;
    const { datas } = (await alternatives(stay(arrival, 1, 1))).body as AlternativasResponse;
    expect(datas.every((d) => fromWire(d.data_chegada) >= today())).toBe(true);
    expect(datas.map((d) => d.data_chegada)).toContain(toWire(today()));
  });

  it('refuses bad input with a 400 and a message', async () => {
    const arrival = today() + 5;
    const cases: [unknown, string][] = [
      [[1, 2], 'Dados da pesquisa inválidos.'],
      [
        { ...stay(arrival, 2, 0), data_partida: toWire(arrival) },
        'A data de partida deve ser posterior à data de chegada.',
      ],
      [{ ...stay(arrival, 2, 0), apartamentos: [] }, 'Adicione pelo menos um quarto.'],
      [{ ...stay(arrival, 2, 0), id_hotel: 99 }, 'Hotel inválido.'],
      [
        stay(arrival, 2, 5),
        'Este hotel é exclusivo para associados do clube: consulte com o seu contrato.',
      ],
    ];
    for (const [body, erro] of cases) {
      expect(await alternatives(body)).toEqual({ status: 400, body: { erro } });
    }
  });
});

function fromWire(wire: string): Day {
  return parseWireDate(wire)!;
}
