import { describe, expect, it } from 'vitest';
import { partsOf, seasonOf, toIso, today, toWire } from '../src/shared/calendar';
import { find, findStay, nextDate, request, room, rows, search } from './search-helpers';
import { expectPrices, openAvailabilitySandbox, plain, sandbox } from './availability-setup';

openAvailabilitySandbox();

describe('availability search: pricing', () => {
  it('prices a known stay exactly (Thermas Aurora, 2 adults + children of 12 and 10, 2 nights)', async () => {
    const { status, body } = await search(sandbox.app, request(plain, 2, [room(2, ['12', '10'])]));
    expect(status).toBe(200);
    const list = rows(body);
    // Standard (capacity 3) cannot take 4 guests; Luxo and Suíte Master can.
    expect(list.map((r) => r.id_uh)).toEqual([102, 103]);
    const suite = find(list, 103)!;
    // Suíte: R$ 320 / 355 / 405 / 460 per adult per night; the 12-year-old pays 50 %, the
    // 10-year-old nothing: 2 x 320 + 160 = 800 a night.
    expectPrices(suite, [1600, 1775, 2025, 2300], [1600, 1775, 2025, 2300]);
    expect(suite).toMatchObject({
      quarto: 0,
      id_hotel: 1,
      hotel_nome: 'Thermas Aurora',
      uh_nome: 'Suíte Master',
      capacidade: 4,
      id_allotx_tipo_uh: 50103,
      qtd_noites: 2,
      tarifa: 'BALCAO',
    });
    expect(suite.array_tarifa).toEqual([
      {
        data: toWire(plain),
        valor_sem: 800,
        valor_cafe: 887.5,
        valor_meia: 1012.5,
        valor_inteira: 1150,
      },
      {
        data: toWire(plain + 1),
        valor_sem: 800,
        valor_cafe: 887.5,
        valor_meia: 1012.5,
        valor_inteira: 1150,
      },
    ]);
    // Luxo has the weekday promotion (15 %), rounded half up per night: 662.50 x 0.85 = 563.125.
    const luxo = find(list, 102)!;
    expectPrices(luxo, [1150, 1325, 1575, 1850], [977.5, 1126.26, 1338.76, 1572.5]);
    expect(luxo.tarifa).toBe('PROMO');
    expect(luxo.array_tarifa[0]).toMatchObject({ valor_sem: 488.75, valor_cafe: 563.13 });
  });

  it('answers exactly the contract fields', async () => {
    const { body } = await search(sandbox.app, request(plain, 1, [room(1)]));
    expect(Object.keys(rows(body)[0]!).sort()).toEqual(
      [
        'quarto',
        'id_hotel',
        'hotel_nome',
        'id_uh',
        'uh_nome',
        'uh_descricao',
        'capacidade',
        'id_allotx_tipo_uh',
        'qtd_noites',
        'disponiveis',
        'valor_sem',
        'valor_cafe',
        'valor_meia',
        'valor_inteira',
        'valor_hospedagem_promo',
        'valor_cafe_promo',
        'valor_meia_promo',
        'valor_inteira_promo',
        'tarifa',
        'array_tarifa',
        'politica_cancelamento',
        'camas',
        'acessivel',
        // A visitor's row of a hotel with a member rate: what logging in would save.
        'economia_cadastrados',
        // Issue 52: the card's longest interest-free plan per meal plan.
        'parcelamento',
      ].sort(),
    );
  });

  it("carries each room type's beds and accessibility, for the results' filters", async () => {
    const { body } = await search(sandbox.app, request(plain, 1, [room(2)]));
    const list = rows(body);
    expect(find(list, 101)).toMatchObject({
      uh_nome: 'Apartamento Standard',
      camas: [
        { tipo: 'casal', quantidade: 1 },
        { tipo: 'solteiro', quantidade: 1 },
      ],
      acessivel: true,
    });
    expect(find(list, 103)).toMatchObject({
      uh_nome: 'Suíte Master',
      camas: [{ tipo: 'casal', quantidade: 1 }],
      acessivel: false,
    });
    // Every row says both, so a filter never meets a room type it cannot place.
    for (const row of list) {
      expect(row.camas?.length).toBeGreaterThan(0);
      expect(typeof row.acessivel).toBe('boolean');
    }
  });

  it('applies the weekend (+25 %), high season (+40 %) and holiday (+50 %) multipliers', async () => {
    const suiteOneAdult = async (arrival: number) =>
      find(
        rows((await search(sandbox.app, request(arrival, 1, [room(1)], { id_uh: 103 }))).body),
        103,
      )!;
    expectPrices(await suiteOneAdult(plain), [320, 355, 405, 460], [320, 355, 405, 460]);
    const weekend = await suiteOneAdult(findStay('fim_de_semana', 1, { weekday: 5 }));
    expectPrices(weekend, [400, 443.75, 506.25, 575], [400, 443.75, 506.25, 575]);
    const high = await suiteOneAdult(findStay('alta', 1));
    expectPrices(high, [448, 497, 567, 644], [448, 497, 567, 644]);
    const holiday = await suiteOneAdult(findStay('feriado', 1, { after: 1 }));
    expectPrices(holiday, [480, 532.5, 607.5, 690], [480, 532.5, 607.5, 690]);
  });

  it('charges children from 11 years: 10 is free, 11 pays half', async () => {
    const price = async (age: number) =>
      find(rows((await search(sandbox.app, request(plain, 1, [room(2, [age])]))).body), 103)!
        .valor_sem;
    expect(await price(0)).toBe(640);
    expect(await price(10)).toBe(640);
    expect(await price(11)).toBe(800);
    expect(await price(13)).toBe(800);
  });

  it('shows promotional values below the originals (Aurora Resort first week, 20 %)', async () => {
    // Nights of the 2nd and 3rd of a month, neither in high season nor a holiday.
    const regular = (d: number) => ['baixa', 'fim_de_semana'].includes(seasonOf(d));
    let day = today() + 3;
    while (partsOf(day).date !== 2 || !regular(day) || !regular(day + 1)) day++;
    const list = rows(
      (await search(sandbox.app, request(day, 2, [room(2)], { id_hotel: 6 }))).body,
    );
    expect(list).toHaveLength(4);
    for (const row of list) {
      expect(row.tarifa).toBe('PROMO');
      expect(row.valor_hospedagem_promo).toBeLessThan(row.valor_sem);
    }
  });

  it('prices every requested room separately, with its index', async () => {
    const list = rows(
      (await search(sandbox.app, request(plain, 1, [room(1), room(2, [12]), room(3)]))).body,
    );
    expect(list.filter((r) => r.quarto === 0).map((r) => r.id_uh)).toEqual([101, 102, 103]);
    expect(list.filter((r) => r.quarto === 1).map((r) => r.id_uh)).toEqual([101, 102, 103]);
    // 3 adults: the Suíte Master takes 2 adults at most.
    expect(list.filter((r) => r.quarto === 2).map((r) => r.id_uh)).toEqual([101, 102]);
    expect(find(list, 101, 0)!.valor_sem).toBe(180);
    expect(find(list, 101, 1)!.valor_sem).toBe(450);
  });

  it('filters out room types whose capacity cannot take the guests', async () => {
    const four = rows((await search(sandbox.app, request(plain, 1, [room(4)]))).body);
    expect(four).toEqual([]);
    const flats = rows(
      (await search(sandbox.app, request(plain, 1, [room(6)], { id_hotel: 3 }))).body,
    );
    expect(flats.map((r) => r.id_uh)).toEqual([302]);
    const tooMany = rows(
      (await search(sandbox.app, request(plain, 1, [room(7)], { id_hotel: 0 }))).body,
    );
    expect(tooMany).toEqual([]);
  });

  it('reports the minimum free units over the stay', async () => {
    const list = rows((await search(sandbox.app, request(plain, 2, [room(1)]))).body);
    const min = sandbox.db
      .prepare(
        'SELECT MIN(allotment - reservados) AS n FROM room_nights WHERE room_type_id = 102 AND data >= ? AND data < ?',
      )
      .get(toIso(plain), toIso(plain + 2)) as { n: number };
    expect(find(list, 102)!.disponiveis).toBe(min.n);
    expect(min.n).toBeGreaterThanOrEqual(3);
    expect(min.n).toBeLessThanOrEqual(12);
  });

  it('returns a zero-priced row when a night is closed (room type 1 on the 13th)', async () => {
    const thirteenth = nextDate(13);
    const list = rows((await search(sandbox.app, request(thirteenth - 1, 2, [room(1)]))).body);
    const closed = find(list, 101)!;
    expectPrices(closed, [0, 0, 0, 0], [0, 0, 0, 0]);
    expect(closed.disponiveis).toBe(0);
    expect(closed.array_tarifa[0]!.valor_sem).toBeGreaterThan(0);
    expect(closed.array_tarifa[1]).toMatchObject({ data: toWire(thirteenth), valor_sem: 0 });
    expect(find(list, 102)!.valor_sem).toBeGreaterThan(0);
  });

  it('returns a zero-priced row when a room type is sold out (last type on the 20th)', async () => {
    const twentieth = nextDate(20);
    const night = sandbox.db
      .prepare(
        'SELECT allotment, reservados FROM room_nights WHERE room_type_id = 103 AND data = ?',
      )
      .get(toIso(twentieth)) as { allotment: number; reservados: number };
    expect(night.reservados).toBe(night.allotment);
    const list = rows((await search(sandbox.app, request(twentieth, 1, [room(1)]))).body);
    expectPrices(find(list, 103), [0, 0, 0, 0], [0, 0, 0, 0]);
    expect(find(list, 103)!.disponiveis).toBe(0);
    expect(find(list, 102)!.disponiveis).toBeGreaterThan(0);
  });

  it('applies a valid coupon to the promotional values, per hotel for restricted ones', async () => {
    const base = rows((await search(sandbox.app, request(plain, 2, [room(2, ['12', '10'])]))).body);
    const aurora = rows(
      (await search(sandbox.app, request(plain, 2, [room(2, ['12', '10'])], { cupom: 'aurora10' })))
        .body,
    );
    expectPrices(find(aurora, 103), [1600, 1775, 2025, 2300], [1440, 1597.5, 1822.5, 2070]);
    expect(find(aurora, 103)!.tarifa).toBe('BALCAO+AURORA10');
    expect(find(aurora, 102)!.valor_cafe_promo).toBe(1013.63); // 1126.26 x 0.9, half up
    const all = rows(
      (await search(sandbox.app, request(plain, 1, [room(1)], { id_hotel: 0, cupom: 'THERMAS50' })))
        .body,
    );
    expect(find(all, 103)).toMatchObject({ valor_sem: 320, valor_hospedagem_promo: 270 });
    expect(find(all, 401)!.valor_hospedagem_promo).toBe(find(all, 401)!.valor_sem);
    const expired = rows(
      (await search(sandbox.app, request(plain, 2, [room(2, ['12', '10'])], { cupom: 'EXPIRADO' })))
        .body,
    );
    expect(expired).toEqual(base);
  });
});
