import { describe, expect, it } from 'vitest';
import type { LinhaDisponibilidade } from '../../src/api/contract/search';
import { toWire } from '../src/shared/calendar';
import { api, groupId, hold, holdBody, openStay, VISITOR } from './booking-helpers';
import { login, startSandbox } from './helpers';
import { find, request, room, rows, search } from './search-helpers';
import { afterAll } from 'vitest';
import { plain } from './availability-setup';

const sandbox = startSandbox();
afterAll(() => sandbox.close());

const totals = (row: LinhaDisponibilidade) => [
  row.valor_hospedagem_promo,
  row.valor_cafe_promo,
  row.valor_meia_promo,
  row.valor_inteira_promo,
];

async function searched(hotel: number, token?: string, arrival = plain) {
  const { status, body } = await search(
    sandbox.app,
    request(arrival, 2, [room(2)], { id_hotel: hotel }),
    { token },
  );
  expect(status).toBe(200);
  return rows(body);
}

describe('member prices (the rate reserved to registered customers)', () => {
  it('prices it in for a logged-in customer, and shows a visitor what it saves', async () => {
    const visitor = find(await searched(1), 101)!;
    const maria = await login(sandbox.app);
    const member = find(await searched(1, maria), 101)!;

    // Standard on two low-season weekday nights: no promotion, the flexible counter rate.
    expect(visitor).toMatchObject({ tarifa: 'BALCAO' });
    expect(visitor.preco_cadastrados).toBeUndefined();
    expect(member).toMatchObject({ tarifa: 'CLIENTE', preco_cadastrados: true });
    expect(member.economia_cadastrados).toBeUndefined();
    // 5 % off each night, rounded half up per night: 2 adults x R$ 180 = 360 -> 342 a night.
    expect(member.valor_hospedagem_promo).toBe(684);
    expect(visitor.valor_hospedagem_promo).toBe(720);
    // The originals stay: the card shows 'de R$ 720,00 por R$ 684,00'.
    expect(member.valor_sem).toBe(visitor.valor_sem);
    // What the visitor is told they would save is, to the cent, what the customer pays less.
    const saving = visitor.economia_cadastrados!;
    expect([saving.sem, saving.cafe, saving.meia, saving.inteira]).toEqual(
      totals(visitor).map((v, i) => Math.round((v - totals(member)[i]!) * 100) / 100),
    );
    expect(saving.sem).toBe(36);
    // Still the flexible policy: free cancellation.
    expect(member.politica_cancelamento?.tipo).toBe('flexivel');
    expect(member.array_tarifa[0]).toMatchObject({ data: toWire(plain), valor_sem: 342 });
  });

  it('leaves a larger promotion alone, and the hotels without the rate', async () => {
    const maria = await login(sandbox.app);
    // Luxo (102) has the weekday promotion, 15 %: larger than the member's 5 %.
    const promo = find(await searched(1, maria), 102)!;
    expect(promo.tarifa).toBe('PROMO');
    expect(promo.preco_cadastrados).toBeUndefined();
    expect(find(await searched(1), 102)!.economia_cadastrados).toBeUndefined();
    // Império Romano (3) has no member rate.
    for (const row of [...(await searched(3)), ...(await searched(3, maria))]) {
      expect(row.tarifa).toBe(row.tarifa.startsWith('PROMO') ? row.tarifa : 'BALCAO');
      expect(row.economia_cadastrados).toBeUndefined();
      expect(row.preco_cadastrados).toBeUndefined();
    }
  });

  it("a visitor's temporary user is not a registered customer", async () => {
    const temp = await api(sandbox.app, '/api/usuario/pre-reserva', VISITOR);
    const row = find(await searched(1, temp.body.token_jwt as string), 101)!;
    expect(row.tarifa).toBe('BALCAO');
    expect(row.economia_cadastrados?.sem).toBe(36);
  });

  it('holds at the member price for the customer only', async () => {
    const stay = openStay(70);
    const maria = await login(sandbox.app);
    const held = await hold(sandbox.app, { hotel: 1, uh: 101, ...stay, pensao: 'sem' }, maria);
    const saved = sandbox.db
      .prepare('SELECT tarifa, valor_total_centavos FROM reservations WHERE id_reservas_front = ?')
      .get(held.id_reservas_front) as { tarifa: string; valor_total_centavos: number };
    expect(saved.tarifa).toBe('CLIENTE');
    const quoted = find(
      rows(
        (
          await search(
            sandbox.app,
            {
              ...request(stay.arrival, stay.departure - stay.arrival, [room(2)]),
              id_uh: 101,
            },
            { token: maria },
          )
        ).body,
      ),
      101,
    )!;
    expect(saved.valor_total_centavos).toBe(Math.round(quoted.valor_hospedagem_promo * 100));

    // A visitor who sends the member's price is refused: the server prices the counter rate.
    const body = await holdBody(
      sandbox.app,
      { hotel: 1, uh: 101, ...stay, pensao: 'sem', identificador: groupId(1) },
      maria,
    );
    const refused = await api(sandbox.app, '/api/reserva/v2/pre-reserva', body);
    expect(refused.status).toBe(400);
    expect(refused.body.erro).toMatch(/^O valor da reserva não confere com a tarifa atual/);
  });

  it("the calendar's prices follow the customer's rate", async () => {
    const maria = await login(sandbox.app);
    const day = (token?: string) =>
      api(
        sandbox.app,
        '/api/disponibilidade/calendario',
        {
          data_inicio: toWire(plain),
          data_fim: toWire(plain),
          id_hotel: 1,
          apartamentos: [room(2)],
        },
        token,
      );
    const visitor = await day();
    const member = await day(maria);
    expect(visitor.status).toBe(200);
    // The cheapest night of Thermas for 2 adults: the Luxo's promotion or the Standard's rate.
    const lowest = async (token?: string) => {
      const list = await searched(1, token, plain);
      return Math.min(...list.map((r) => r.valor_hospedagem_promo)) / 2;
    };
    expect(visitor.body.dias[0].valor).toBe(await lowest());
    expect(member.body.dias[0].valor).toBe(await lowest(maria));
  });
});
