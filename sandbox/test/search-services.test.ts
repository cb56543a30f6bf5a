import { afterAll, describe, expect, it } from 'vitest';
import type {
  CupomCheckResponse,
  FormularioHoteisResponse,
  UhImagensResponse,
  UpsellResponse,
} from '../../src/api/contract/search';
import { extendInventory } from '../src/seed/search';
import {
  dayOf,
  holidaysOf,
  parseWireDate,
  partsOf,
  seasonOf,
  toIso,
  today,
  toWire,
} from '../src/shared/calendar';
import { SERVICES, startSandbox } from './helpers';

const sandbox = startSandbox();
afterAll(() => sandbox.close());

const post = async (url: string, payload: unknown, headers: Record<string, string> = SERVICES) => {
  const response = await sandbox.app.inject({
    method: 'POST',
    url,
    headers,
    payload: payload as Record<string, unknown>,
  });
  return { status: response.statusCode, body: response.json() as unknown };
};

const coupon = (cupom: string, chegada: string, partida: string, id_hotel = 0) =>
  post('/services/site/cupom/check', {
    cupom,
    data_chegada: chegada,
    data_partida: partida,
    valor: 0,
    id_reservas_front: 0,
    id_hotel,
  });

/** A date of next year's July (always ahead of today, never more than ~20 months away). */
const julyYear = partsOf(today()).month < 7 ? partsOf(today()).year : partsOf(today()).year + 1;
const july = (date: number) => toWire(dayOf(julyYear, 7, date));
const soon = (days: number) => toWire(today() + days);

describe('coupon check', () => {
  it('requires the services token', async () => {
    const { status } = await post('/services/site/cupom/check', {}, {});
    expect(status).toBe(401);
  });

  it('applies AURORA10 (10 %, any hotel, any date) and answers the string true', async () => {
    const { status, body } = await coupon('aurora10', soon(10), soon(12), 6);
    expect(status).toBe(200);
    expect(body).toEqual({ CUPOM_APLICADO: 'true', tipo_desconto: 'percentual', desconto: 10 });
    expect(typeof (body as CupomCheckResponse).CUPOM_APLICADO).toBe('string');
  });

  it('limits FERIAS15 to July stays of at least 3 nights', async () => {
    expect((await coupon('FERIAS15', july(10), july(14))).body).toEqual({
      CUPOM_APLICADO: 'true',
      tipo_desconto: 'percentual',
      desconto: 15,
    });
    expect((await coupon('FERIAS15', july(29), toWire(dayOf(julyYear, 8, 2)))).body).toEqual({
      CUPOM_APLICADO: 'false',
      mensagem: 'Cupom não válido para estas datas.',
    });
    expect((await coupon('FERIAS15', july(10), july(12))).body).toEqual({
      CUPOM_APLICADO: 'false',
      mensagem: 'Cupom válido apenas para estadias de 3 noites ou mais.',
    });
  });

  it('gives THERMAS50 (R$ 50 fixed) only at hotel 1 (or when no hotel is chosen)', async () => {
    const fixed = { CUPOM_APLICADO: 'true', tipo_desconto: 'valor', desconto: 50 };
    expect((await coupon('THERMAS50', soon(5), soon(7), 1)).body).toEqual(fixed);
    expect((await coupon('THERMAS50', soon(5), soon(7), 0)).body).toEqual(fixed);
    expect((await coupon('THERMAS50', soon(5), soon(7), 3)).body).toEqual({
      CUPOM_APLICADO: 'false',
      mensagem: 'Cupom não válido para este hotel.',
    });
  });

  it('refuses EXPIRADO, unknown codes and PASCOA20 outside Semana Santa 2027', async () => {
    expect((await coupon('EXPIRADO', soon(5), soon(7))).body).toEqual({
      CUPOM_APLICADO: 'false',
      mensagem: 'Cupom expirado.',
    });
    expect((await coupon('NAOEXISTE', soon(5), soon(7))).body).toEqual({
      CUPOM_APLICADO: 'false',
      mensagem: 'Cupom não encontrado.',
    });
    const pascoa = await coupon('PASCOA20', '25/03/2027', '29/03/2027');
    const outside = await coupon('PASCOA20', '24/03/2027', '27/03/2027');
    if (toIso(today()) <= '2027-03-28') {
      expect(pascoa.body).toEqual({
        CUPOM_APLICADO: 'true',
        tipo_desconto: 'percentual',
        desconto: 20,
      });
      expect(outside.body).toEqual({
        CUPOM_APLICADO: 'false',
        mensagem: 'Cupom não válido para estas datas.',
      });
    } else {
      expect(pascoa.body).toEqual({ CUPOM_APLICADO: 'false', mensagem: 'Cupom expirado.' });
    }
  });

  const invalid: [string, Record<string, unknown>, string][] = [
    ['no code', { cupom: '  ' }, 'Informe o código do cupom.'],
    ['code not text', { cupom: 10 }, 'Informe o código do cupom.'],
    ['long code', { cupom: 'A'.repeat(41) }, 'O cupom deve ter no máximo 40 caracteres.'],
    [
      'bad date',
      { data_chegada: '1/1/2027' },
      'Data de chegada inválida: use o formato dd/MM/aaaa.',
    ],
    [
      'reversed dates',
      { data_partida: soon(1) },
      'A data de partida deve ser posterior à data de chegada.',
    ],
    ['negative value', { valor: -1 }, 'Valor inválido.'],
    ['bad reservation', { id_reservas_front: 'x' }, 'Reserva inválida.'],
    ['bad hotel', { id_hotel: 9 }, 'Hotel inválido.'],
  ];
  it.each(invalid)('%s -> 400 erro', async (_name, change, erro) => {
    const body = {
      cupom: 'AURORA10',
      data_chegada: soon(5),
      data_partida: soon(7),
      valor: 0,
      id_reservas_front: 0,
      id_hotel: 0,
      ...change,
    };
    expect(await post('/services/site/cupom/check', body)).toEqual({ status: 400, body: { erro } });
  });
});

describe('upsell', () => {
  const upsell = async (checkin: number, nights: number) =>
    (
      await post('/services/site/upsell', {
        checkin: toWire(checkin),
        checkout: toWire(checkin + nights),
      })
    ).body as UpsellResponse;

  it('varies the offers with the dates', async () => {
    let monday = today() + 2;
    const lowWeek = (day: number) =>
      [0, 1, 2, 3, 4, 5].every((i) => ['baixa', 'fim_de_semana'].includes(seasonOf(day + i)));
    while (partsOf(monday).weekday !== 1 || !lowWeek(monday)) monday++;
    // One low-season Monday night: the park is closed; checkout on Tuesday allows late check-out.
    const short = await upsell(monday, 1);
    expect(short.map((o) => o.id)).toEqual([2, 3, 4]);
    const week = await upsell(monday, 5); // Monday to Saturday
    expect(week.map((o) => o.id)).toEqual([1, 2, 4, 5]);
    expect(week[0]).toMatchObject({ titulo: 'Ingresso Aurora Acqua Park', valor: 89.9 });
    expect(week[0]!.imagem).toMatch(/^upsell-parque\.jpg$/);
    const image = await sandbox.app.inject({ url: `/admin/uploads/${week[0]!.imagem}` });
    expect(image.statusCode).toBe(200);
  });

  it('offers the New Year dinner over 31 December, park at the peak price', async () => {
    const newYear = dayOf(partsOf(today()).year, 12, 30);
    const offers = await upsell(newYear, 3);
    expect(offers.find((o) => o.id === 6)).toMatchObject({ titulo: 'Ceia de Réveillon' });
    expect(offers.find((o) => o.id === 1)!.valor).toBe(109.9);
  });

  it('validates the dates', async () => {
    expect(
      await post('/services/site/upsell', { checkin: '30/02/2027', checkout: soon(3) }),
    ).toEqual({
      status: 400,
      body: { erro: 'Data de chegada inválida: use o formato dd/MM/aaaa.' },
    });
    expect(await post('/services/site/upsell', { checkin: soon(3), checkout: soon(3) })).toEqual({
      status: 400,
      body: { erro: 'A data de partida deve ser posterior à data de chegada.' },
    });
  });
});

describe('room images and the hotel form', () => {
  it('lists 3-5 images of a room type, served as photographs', async () => {
    const { status, body } = await post('/api/uh/imagens', { uh_id: 103 }, {});
    expect(status).toBe(200);
    const images = body as UhImagensResponse;
    expect(images).toHaveLength(5);
    expect(images[0]).toEqual({
      arquivo: 'thermas-aurora-uh-103-1-quarto-da-suite.jpg',
      legenda: 'Quarto da suíte',
    });
    const photo = await sandbox.app.inject({ url: `/services/fotos/${images[2]!.arquivo}` });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    const counts = sandbox.db
      .prepare('SELECT COUNT(*) AS n FROM room_type_images GROUP BY room_type_id')
      .all() as { n: number }[];
    expect(counts.length).toBe(35);
    expect(counts.every((c) => c.n >= 3 && c.n <= 5)).toBe(true);
  });

  it('answers 404 for an unknown room type and 400 for a bad id', async () => {
    expect(await post('/api/uh/imagens', { uh_id: 999 }, {})).toEqual({
      status: 404,
      body: { erro: 'Apartamento não encontrado.' },
    });
    expect(await post('/api/uh/imagens', { uh_id: 'abc' }, {})).toEqual({
      status: 400,
      body: { erro: 'Informe o apartamento (uh_id).' },
    });
  });

  it('lists the 14 search hotels', async () => {
    const { body } = await post('/api/formulario/hoteis', {}, {});
    const hotels = body as FormularioHoteisResponse;
    expect(hotels.map((h) => h.id_hotel)).toEqual([
      1, 3, 4, 5, 6, 7, 11, 12, 13, 14, 15, 16, 18, 19,
    ]);
    expect(hotels[3]).toEqual({ id_hotel: 5, nome: 'Hotel Roma' });
  });
});

describe('calendar and inventory', () => {
  it('knows the national holidays of 2026 and 2027', () => {
    const list = (year: number) =>
      [...holidaysOf(year).entries()]
        .map(([day, name]) => `${toWire(day)} ${name}`)
        .sort((a, b) => a.slice(3, 5).localeCompare(b.slice(3, 5)) || a.localeCompare(b));
    expect(list(2027)).toEqual([
      '01/01/2027 Confraternização Universal',
      '06/02/2027 Carnaval',
      '07/02/2027 Carnaval',
      '08/02/2027 Carnaval',
      '09/02/2027 Carnaval',
      '25/03/2027 Semana Santa',
      '26/03/2027 Semana Santa',
      '27/03/2027 Semana Santa',
      '28/03/2027 Semana Santa',
      '21/04/2027 Tiradentes',
      '01/05/2027 Dia do Trabalho',
      '27/05/2027 Corpus Christi',
      '07/09/2027 Independência do Brasil',
      '12/10/2027 Nossa Senhora Aparecida',
      '02/11/2027 Finados',
      '15/11/2027 Proclamação da República',
      '20/11/2027 Dia Nacional de Zumbi e da Consciência Negra',
      '25/12/2027 Natal',
    ]);
    const y2026 = holidaysOf(2026);
    for (const date of ['14/02/2026', '17/02/2026', '03/04/2026', '05/04/2026', '04/06/2026']) {
      expect(y2026.has(parseWireDate(date)!)).toBe(true);
    }
    expect(seasonOf(parseWireDate('25/12/2026')!)).toBe('feriado');
    expect(seasonOf(parseWireDate('15/12/2026')!)).toBe('alta');
    expect(seasonOf(parseWireDate('14/12/2026')!)).toBe('baixa');
    expect(seasonOf(parseWireDate('11/12/2026')!)).toBe('fim_de_semana');
  });

  it('holds 540 days of inventory from today, 3-12 units a night, and tops it up', () => {
    const span = sandbox.db
      .prepare(
        'SELECT MIN(data) AS a, MAX(data) AS b, MIN(allotment) AS lo, MAX(allotment) AS hi FROM room_nights',
      )
      .get() as { a: string; b: string; lo: number; hi: number };
    expect(span).toEqual({ a: toIso(today()), b: toIso(today() + 539), lo: 3, hi: 12 });
    const before = sandbox.db
      .prepare(
        'SELECT allotment FROM room_nights WHERE room_type_id = 101 ORDER BY data DESC LIMIT 1',
      )
      .get();
    expect(extendInventory(sandbox.db, today() + 2)).toBe(2 * 35);
    expect(extendInventory(sandbox.db, today() + 2)).toBe(0);
    expect(
      sandbox.db
        .prepare('SELECT allotment FROM room_nights WHERE room_type_id = 101 AND data = ?')
        .get(span.b),
    ).toEqual(before);
  });
});
