import { afterAll, describe, expect, it } from 'vitest';
import type { Extra, ExtrasResponse } from '../../src/api/contract/extras';
import { SEARCH_HOTEL_IDS } from '../src/http/search-input';
import { startSandbox } from './helpers';

/** Tuesday 2 March 2027, 10:00 in Caldas Novas (UTC-3). */
const NOW = Date.UTC(2027, 2, 2, 13, 0);
const sandbox = startSandbox({}, { now: () => NOW });
afterAll(() => sandbox.close());

async function extras(body: unknown) {
  const response = await sandbox.app.inject({
    method: 'POST',
    url: '/api/reserva/extras',
    payload: body as Record<string, unknown>,
  });
  return { status: response.statusCode, body: response.json() as unknown };
}

/** Thermas Aurora (hotel 1, with a spa) from today to Saturday: 4 nights, 2 adults, 1 child. */
const STAY = {
  id_hotel: 1,
  data_inicio: '02/03/2027',
  data_fim: '06/03/2027',
  qtd_adultos: 2,
  qtd_criancas: 1,
};

async function offered(body: Record<string, unknown> = STAY): Promise<Extra[]> {
  const { status, body: answer } = await extras(body);
  expect(status).toBe(200);
  return (answer as ExtrasResponse).extras;
}

const byName = (list: Extra[], start: string) =>
  list.find((extra) => extra.nome.startsWith(start))!;

describe('POST /api/reserva/extras', () => {
  it('refuses what does not read, in Portuguese, never with a 5xx', async () => {
    const cases: [unknown, string][] = [
      [{ ...STAY, id_hotel: 0 }, 'Hotel inválido.'],
      [{ ...STAY, id_hotel: 9 }, 'Hotel inválido.'],
      [
        { ...STAY, data_inicio: '2027-03-02' },
        'Data de chegada inválida: use o formato dd/MM/aaaa.',
      ],
      [
        { ...STAY, data_fim: '02/03/2027' },
        'A data de partida deve ser posterior à data de chegada.',
      ],
      [{ ...STAY, data_inicio: '01/03/2027' }, 'A data de chegada não pode ser anterior a hoje.'],
      [{ ...STAY, data_fim: '02/04/2027' }, 'A estadia pode ter no máximo 30 noites.'],
      [{ ...STAY, qtd_adultos: 0 }, 'qtd_adultos deve ser um número de 1 a 50.'],
      [{ ...STAY, qtd_criancas: 21 }, 'qtd_criancas deve ser um número de 0 a 20.'],
      [{ ...STAY, qtd_adultos: '2a' }, 'qtd_adultos deve ser um número de 1 a 50.'],
      [[1, 2], 'Dados dos extras inválidos.'],
    ];
    for (const [body, erro] of cases) {
      const response = await extras(body);
      expect(response, JSON.stringify(body)).toEqual({ status: 400, body: { erro } });
    }
  });

  it('prices each extra for the party and the stay by its rule', async () => {
    const list = await offered();
    // Per person (3 guests), per night (4 nights), per stay, per unit, per time slot.
    expect(byName(list, 'Traslado rodoviária')).toMatchObject({
      categoria: 'traslado',
      regra_preco: 'por_pessoa',
      valor_unitario: 35,
      valor_estadia: 105,
      requer_horario: true,
      cancelamento_gratis_horas: 24,
    });
    expect(byName(list, 'Estacionamento')).toMatchObject({
      valor_unitario: 25,
      valor_estadia: 100,
    });
    expect(byName(list, 'Late check-out')).toMatchObject({
      valor_estadia: 120,
      requer_horario: false,
    });
    expect(byName(list, 'Café da manhã no quarto')).toMatchObject({ valor_estadia: 89 });
    expect(byName(list, 'Banho termal')).toMatchObject({
      regra_preco: 'por_horario',
      valor_estadia: 190,
    });
    expect(byName(list, 'Traslado rodoviária').foto).toMatch(/^extra-\d+\.jpg$/);
  });

  it('offers each on the days of the stay it is used, on its weekdays, and today only ahead of time', async () => {
    const list = await offered();
    // Arrival (today, 10:00: the 9:00 van has gone and 13:00 is two hours ahead) and departure.
    expect(byName(list, 'Traslado rodoviária').dias).toEqual([
      {
        data: '02/03/2027',
        restantes: null,
        horarios: [
          { hora: '13:00', restantes: 12 },
          { hora: '18:00', restantes: 12 },
        ],
      },
      {
        data: '06/03/2027',
        restantes: null,
        horarios: ['09:00', '13:00', '18:00'].map((hora) => ({ hora, restantes: 12 })),
      },
    ]);
    // The airport van runs Thursday to Sunday: not on a Tuesday arrival, on the Saturday departure.
    expect(byName(list, 'Traslado aeroporto').dias.map((d) => d.data)).toEqual(['06/03/2027']);
    expect(byName(list, 'Late check-out').dias).toEqual([
      { data: '06/03/2027', restantes: 5, horarios: [] },
    ]);
    // Breakfast in bed: the mornings after a night.
    expect(byName(list, 'Café da manhã no quarto').dias.map((d) => d.data)).toEqual([
      '03/03/2027',
      '04/03/2027',
      '05/03/2027',
      '06/03/2027',
    ]);
    // The spa, on the days with a night, is closed on Mondays.
    const weekend = await offered({ ...STAY, data_inicio: '06/03/2027', data_fim: '09/03/2027' });
    expect(byName(weekend, 'Banho termal').dias.map((d) => d.data)).toEqual([
      '06/03/2027',
      '07/03/2027',
    ]);
  });

  it('counts the places taken, and leaves out a time or a day with none left', async () => {
    const extraId = (await offered()).find((e) => e.nome.startsWith('Banho termal'))!.id;
    const lateId = (await offered()).find((e) => e.nome.startsWith('Late check-out'))!.id;
    const take = sandbox.db.prepare(
      'INSERT OR REPLACE INTO extra_places (extra_id, data, hora, reservados) VALUES (?, ?, ?, ?)',
    );
    take.run(extraId, '2027-03-03', '10:00', 3);
    take.run(extraId, '2027-03-03', '11:30', 4);
    take.run(lateId, '2027-03-06', '', 5);
    const list = await offered();
    const wednesday = byName(list, 'Banho termal').dias.find((d) => d.data === '03/03/2027')!;
    expect(wednesday.horarios.slice(0, 2)).toEqual([
      { hora: '10:00', restantes: 1 },
      { hora: '14:00', restantes: 4 },
    ]);
    expect(byName(list, 'Late check-out').dias).toEqual([]);
  });

  it('seeds every search hotel with its menu, each with a photo the photos API serves', async () => {
    const photos = new Set<string>();
    for (const id_hotel of SEARCH_HOTEL_IDS) {
      const list = await offered({ ...STAY, id_hotel });
      expect(list.length, `hotel ${id_hotel}`).toBeGreaterThanOrEqual(6);
      expect(list.every((extra) => extra.id_hotel === id_hotel)).toBe(true);
      for (const extra of list) photos.add(extra.foto);
    }
    const withSpa = await offered({ ...STAY, id_hotel: 6 });
    const withoutSpa = await offered({ ...STAY, id_hotel: 3 });
    expect(withSpa.some((e) => e.categoria === 'spa')).toBe(true);
    expect(withoutSpa.some((e) => e.categoria === 'spa')).toBe(false);
    const [first] = [...photos];
    const image = await sandbox.app.inject({
      url: `/services/fotos/${first}`,
      headers: { accept: 'image/jpeg' },
    });
    expect(image.statusCode).toBe(200);
  });
});
