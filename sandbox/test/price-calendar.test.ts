import { afterAll, describe, expect, it } from 'vitest';
import type {
  CalendarioPrecosResponse,
  QuartoCalendario,
} from '../../src/api/contract/price-calendar';
import type { LinhaDisponibilidade } from '../../src/api/contract/search';
import { toIso, today, toWire, type Day } from '../src/shared/calendar';
import { startSandbox } from './helpers';
import { nextDate, request, room, rows, search } from './search-helpers';

const sandbox = startSandbox();
afterAll(() => sandbox.close());

const party = (adults: number, ages: number[] = []): QuartoCalendario => ({
  qtd_adultos: adults,
  criancas: ages.map((idade) => ({ idade })),
});

async function calendar(body: unknown, headers: Record<string, string> = {}) {
  const response = await sandbox.app.inject({
    method: 'POST',
    url: '/api/disponibilidade/calendario',
    headers,
    payload: body as Record<string, unknown>,
  });
  return { status: response.statusCode, body: response.json() as unknown };
}

async function prices(from: Day, to: Day, hotel: number, rooms: QuartoCalendario[], arrival?: Day) {
  const { status, body } = await calendar({
    data_inicio: toWire(from),
    data_fim: toWire(to),
    id_hotel: hotel,
    apartamentos: rooms,
    ...(arrival === undefined ? {} : { data_chegada: toWire(arrival) }),
  });
  expect(status).toBe(200);
  return body as CalendarioPrecosResponse;
}

/** The lowest plan of a search row, as the results show it (promotion applied, no coupon). */
const lowestPlan = (row: LinhaDisponibilidade) =>
  Math.min(
    row.valor_hospedagem_promo,
    row.valor_cafe_promo,
    row.valor_meia_promo,
    row.valor_inteira_promo,
  );

/** What the search says a one-room party pays at least for the stay, or null (nothing fits). */
async function searchedLowest(
  arrival: Day,
  nights: number,
  hotel: number,
  adults: number,
  ages: number[] = [],
) {
  const { body } = await search(
    sandbox.app,
    request(arrival, nights, [room(adults, ages)], { id_hotel: hotel }),
  );
  const offered = rows(body).filter((r) => r.disponiveis > 0 && lowestPlan(r) > 0);
  return offered.length === 0 ? null : Math.min(...offered.map(lowestPlan));
}

/** Sets every room type of a hotel on a day: closed, or sold out. */
function setHotelDay(hotel: number, day: Day, change: 'fechado' | 'esgotado') {
  const set = change === 'fechado' ? 'fechado = 1' : 'reservados = allotment';
  sandbox.db
    .prepare(
      `UPDATE room_nights SET ${set} WHERE data = ? AND room_type_id IN (SELECT id FROM room_types WHERE hotel_id = ?)`,
    )
    .run(toIso(day), hotel);
}

describe('the calendar prices (POST /disponibilidade/calendario, issue 28)', () => {
  it('gives each day the lowest price the search shows for that night, for one hotel and for all', async () => {
    const from = today() + 1;
    const to = from + 61;
    const one = await prices(from, to, 1, [party(2)]);
    expect(one.dias).toHaveLength(62);
    expect(one.estadias).toEqual([]);
    // Every 5th day, and the seeded closed (13th) and sold-out (20th) days of room types.
    const sample = [...Array(62).keys()].filter(
      (i) => i % 5 === 0 || [13, 20].includes(new Date(toIso(from + i)).getUTCDate()),
    );
    for (const i of sample) {
      const day = one.dias[i]!;
      expect(day.data).toBe(toWire(from + i));
      expect(day.valor).toBe(await searchedLowest(from + i, 1, 1, 2));
      expect(day.motivo).toBeNull();
    }
    const all = await prices(from, from + 9, 0, [party(2)]);
    for (let i = 0; i < 10; i += 3) {
      expect(all.dias[i]!.valor).toBe(await searchedLowest(from + i, 1, 0, 2));
    }
  });

  it('prices the party: paying children from 11, and only room types that seat everyone', async () => {
    const day = today() + 10;
    const family = await prices(day, day, 0, [party(2, [4, 8, 12])]);
    expect(family.dias[0]!.valor).toBe(await searchedLowest(day, 1, 0, 2, [4, 8, 12]));
    const adultsOnly = await prices(day, day, 0, [party(2)]);
    // One paying child (12) at half the adult tariff: more than the couple, less than 3 adults.
    expect(family.dias[0]!.valor!).toBeGreaterThan(adultsOnly.dias[0]!.valor!);
    // Seven adults fit no room type (at most 6 adults): no price, and why.
    const seven = await prices(day, day, 0, [party(7)]);
    expect(seven.dias[0]).toEqual({ data: toWire(day), valor: null, motivo: 'sem_acomodacao' });
  });

  it('gives each stay from a chosen arrival its lowest total, as the search does', async () => {
    const arrival = today() + 20;
    const answer = await prices(arrival, arrival + 40, 3, [party(2)], arrival);
    expect(answer.estadias).toHaveLength(30);
    expect(answer.estadias[0]).toMatchObject({ data_partida: toWire(arrival + 1), noites: 1 });
    expect(answer.estadias[29]).toMatchObject({ data_partida: toWire(arrival + 30), noites: 30 });
    for (const nights of [1, 2, 5, 12]) {
      expect(answer.estadias[nights - 1]!.valor).toBe(await searchedLowest(arrival, nights, 3, 2));
    }
  });

  it('gives each price its terms: the card plan and the same set’s PIX price (issue 52)', async () => {
    const day = today() + 12;
    const pixOf = (cents: number) => cents - Math.floor((cents * 5 + 50) / 100);
    const one = (await prices(day, day, 4, [party(2)])).dias[0]!;
    const cents = Math.round(one.valor! * 100);
    expect(one.parcelamento).toEqual({
      parcelas: 10,
      valor_parcela: Math.ceil(cents / 10) / 100,
      valor_pix: pixOf(cents) / 100,
    });
    // Two rooms of one type: each room at its PIX price, as the gateway charges them.
    const two = (await prices(day, day, 4, [party(2), party(2)], day)).dias[0]!;
    expect(two.valor).toBe((cents * 2) / 100);
    expect(two.parcelamento!.valor_pix).toBe((pixOf(cents) * 2) / 100);
    const stay = (await prices(day, day + 3, 4, [party(2)], day)).estadias[2]!;
    expect(stay.parcelamento!.valor_pix).toBe(pixOf(Math.round(stay.valor! * 100)) / 100);
    // A hotel without a PIX price: the card plan only.
    const none = (await prices(day, day, 19, [party(2)])).dias[0]!;
    expect(none.valor).not.toBeNull();
    expect(none.parcelamento!.valor_pix).toBeUndefined();
  });

  it('counts units: two rooms of a party never share the last unit of a room type', async () => {
    const day = nextDate(9);
    const one = await prices(day, day, 4, [party(2)]);
    const two = await prices(day, day, 4, [party(2), party(2)]);
    expect(two.dias[0]!.valor).toBe(one.dias[0]!.valor! * 2);
    // The cheapest room type keeps one unit: the second room takes the next cheapest.
    const { body } = await search(sandbox.app, request(day, 1, [room(2)], { id_hotel: 4 }));
    const offered = rows(body)
      .filter((r) => r.disponiveis > 0)
      .sort((a, b) => lowestPlan(a) - lowestPlan(b));
    const [cheapest, next] = offered;
    sandbox.db
      .prepare(
        'UPDATE room_nights SET reservados = allotment - 1 WHERE data = ? AND room_type_id = ?',
      )
      .run(toIso(day), cheapest!.id_uh);
    const scarce = await prices(day, day, 4, [party(2), party(2)]);
    expect(scarce.dias[0]!.valor).toBe(
      Math.round((lowestPlan(cheapest!) + lowestPlan(next!)) * 100) / 100,
    );
  });

  it('says why a day has no price: every room closed, or every room sold out', async () => {
    const closed = nextDate(16);
    const soldOut = closed + 1;
    setHotelDay(7, closed, 'fechado');
    setHotelDay(7, soldOut, 'esgotado');
    const answer = await prices(closed, soldOut, 7, [party(2)]);
    expect(answer.dias).toEqual([
      { data: toWire(closed), valor: null, motivo: 'fechado' },
      { data: toWire(soldOut), valor: null, motivo: 'esgotado' },
    ]);
    // All hotels together still have rooms those days.
    const all = await prices(closed, soldOut, 0, [party(2)]);
    expect(all.dias.every((d) => d.valor !== null && d.motivo === null)).toBe(true);
    // A stay across the sold-out night has no total; one that ends on it has.
    const stays = await prices(closed - 1, soldOut + 1, 7, [party(2)], closed - 1);
    expect(stays.estadias.map((s) => s.valor === null)).toEqual([false, true, true]);
  });

  it('gives the results’ reason when the only room type that seats the party is sold out', async () => {
    // The seed sells out the last room type of every hotel on the 20th (SOLD_OUT_DAY_OF_MONTH).
    // Find a hotel and a party that only that room type seats, as Aurora Fiori's family of four.
    const types = sandbox.db
      .prepare(
        `SELECT rt.id, rt.hotel_id, rt.capacidade, rt.max_adultos FROM room_types rt
         JOIN hotels h ON h.id = rt.hotel_id WHERE h.tipo = 1 AND h.exclusivo_clube = 0
         ORDER BY rt.hotel_id, rt.id`,
      )
      .all() as { id: number; hotel_id: number; capacidade: number; max_adultos: number }[];
    const seats = (t: (typeof types)[number], adults: number, guests: number) =>
      adults <= t.max_adultos && guests <= t.capacidade;
    let found: { hotel: number; typeId: number; adults: number; children: number } | null = null;
    for (const hotel of new Set(types.map((t) => t.hotel_id))) {
      const own = types.filter((t) => t.hotel_id === hotel);
      const last = own[own.length - 1]!;
      const adults = Math.min(2, last.max_adultos);
      const children = last.capacidade - adults;
      if (own.slice(0, -1).every((t) => !seats(t, adults, adults + children))) {
        found = { hotel, typeId: last.id, adults, children };
        break;
      }
    }
    expect(found).not.toBeNull();
    const { hotel, typeId, adults, children } = found!;
    const ages = Array.from({ length: children }, () => 6);
    const day = nextDate(20);
    const answer = await prices(day, day, hotel, [party(adults, ages)]);
    expect(answer.dias[0]).toEqual({ data: toWire(day), valor: null, motivo: 'esgotado' });
    // The search lists that room type for the party, with no unit left: the results' 'esgotado'.
    const { body } = await search(
      sandbox.app,
      request(day, 1, [room(adults, ages)], { id_hotel: hotel }),
    );
    expect(rows(body).map((r) => [r.id_uh, r.disponiveis])).toEqual([[typeId, 0]]);
  });

  it('refuses what it cannot answer with a 400 and a message, never a 5xx', async () => {
    const day = today() + 3;
    const base = {
      data_inicio: toWire(day),
      data_fim: toWire(day + 10),
      id_hotel: 0,
      apartamentos: [party(2)],
    };
    const cases: [unknown, string][] = [
      [[], 'Dados do calendário inválidos.'],
      [{ ...base, data_inicio: '2026-12-01' }, 'Data inicial inválida: use o formato dd/MM/aaaa.'],
      [{ ...base, data_fim: '31/02/2027' }, 'Data final inválida: use o formato dd/MM/aaaa.'],
      [
        { ...base, data_inicio: toWire(today() - 1) },
        'A data inicial não pode ser anterior a hoje.',
      ],
      [
        { ...base, data_fim: toWire(day - 1) },
        'A data final deve ser igual ou posterior à data inicial.',
      ],
      [
        { ...base, data_fim: toWire(day + 62) },
        'O calendário cobre no máximo 62 dias por consulta.',
      ],
      [{ ...base, data_chegada: 'amanhã' }, 'Data de chegada inválida: use o formato dd/MM/aaaa.'],
      [
        { ...base, data_chegada: toWire(today() - 2) },
        'A data de chegada não pode ser anterior a hoje.',
      ],
      [{ ...base, apartamentos: [] }, 'Adicione pelo menos um quarto.'],
      [
        { ...base, apartamentos: [party(2, [14])] },
        'Quarto 1: a idade de cada criança deve ser um número inteiro de 0 a 13 anos.',
      ],
      [{ ...base, id_hotel: 2 }, 'Hotel inválido.'],
      [
        { ...base, id_hotel: 5 },
        'Este hotel é exclusivo para associados do clube: seus preços não aparecem no calendário.',
      ],
    ];
    for (const [body, erro] of cases) {
      expect(await calendar(body)).toEqual({ status: 400, body: { erro } });
    }
    expect((await calendar({ ...base, data_fim: toWire(day + 61) })).status).toBe(200);
    expect(await calendar(base, { authorization: 'Bearer x.y.z' })).toEqual({
      status: 401,
      body: { erro: 'Token de autorização não encontrado ou inválido' },
    });
  });
});
