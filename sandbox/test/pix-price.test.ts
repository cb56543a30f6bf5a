import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SimularCancelamentoResponse } from '../../src/api/contract/cancellation';
import type { ExtrasResponse } from '../../src/api/contract/extras';
import { PENSOES, type LinhaDisponibilidade } from '../../src/api/contract/search';
import { planCents } from '../src/booking/place-hold';
import { partsOf, today, toWire } from '../src/shared/calendar';
import { openDatabase } from '../src/seed/open-database';
import {
  api,
  confirmBody,
  groupId,
  guests,
  heldRooms,
  hold,
  keyOf,
  openStay,
  testClock,
  VISITOR,
} from './booking-helpers';
import { ADMIN, login, startSandbox, type TestSandbox } from './helpers';
import { cardPaymentRequest, gateway, pixOrBoletoRequest, pixTotalOf } from './payment-helpers';
import { request, room, rows, search } from './search-helpers';

/**
 * The PIX price (issue 52 part 1, README "PIX price"): a merchant's whole percent per product,
 * taken item by item, half up; the search shows it beside each plan, the order's terms give it
 * before and after the rooms are confirmed, and the gateway charges exactly it for a PIX (and
 * refuses it for a card). The admin sets it, 0 to 30.
 */

let sandbox: TestSandbox;
beforeAll(() => {
  sandbox = startSandbox();
});
afterAll(() => sandbox.close());

const pixOf = (cents: number, percent: number) => cents - Math.floor((cents * percent + 50) / 100);
const reais = (cents: number) => cents / 100;

/** What cancelling the room would pay back, as the guest's page asks it. */
const simulateCancel = async (app: FastifyInstance, room: number, token: string) =>
  (await api(app, '/api/reserva/cancelamento/simular', { id_reservas_front: room }, token))
    .body as SimularCancelamentoResponse;

const setPercent = (body: unknown) =>
  sandbox.app.inject({
    method: 'PUT',
    url: '/admin/descontos-pix',
    headers: ADMIN,
    payload: body as object,
  });

const terms = async (referencia: string) => {
  const r = await sandbox.app.inject({
    method: 'POST',
    url: '/api/pagamento/condicoes',
    payload: { transacao_referencia: referencia },
  });
  return { status: r.statusCode, body: r.json() as Record<string, unknown> };
};

async function rowsOf(hotel: number, offset: number): Promise<LinhaDisponibilidade[]> {
  const body = request(today() + offset, 2, [room(2)]);
  return rows((await search(sandbox.app, { ...body, id_hotel: hotel })).body).filter(
    (r) => r.disponiveis > 0,
  );
}

describe('the PIX price in the search', () => {
  it('is each plan’s promotional total less the hotel’s percent, and absent where it gives none', async () => {
    const aurora = await rowsOf(1, 44);
    expect(aurora.length).toBeGreaterThan(0);
    for (const row of aurora) {
      for (const pensao of PENSOES) {
        const cents = planCents(row, pensao);
        expect(row.parcelamento![pensao].valor_pix).toBe(reais(pixOf(cents, 5)));
      }
    }
    // Spazzio Aurora gives no PIX discount: the line says nothing of PIX.
    const roma = await rowsOf(19, 44);
    expect(roma.length).toBeGreaterThan(0);
    expect(
      roma.every((r) => PENSOES.every((p) => r.parcelamento![p].valor_pix === undefined)),
    ).toBe(true);
  });

  it('follows what the admin sets, within 0 to 30, and refuses the rest in Portuguese', async () => {
    const refusals: [unknown, number, string][] = [
      [
        { id_hotel: 1, produto: 'quartos', percentual: 31 },
        400,
        'O desconto no PIX é um percentual inteiro de 0 a 30.',
      ],
      [
        { id_hotel: 1, produto: 'quartos', percentual: 2.5 },
        400,
        'O desconto no PIX é um percentual inteiro de 0 a 30.',
      ],
      [
        { id_hotel: 1, produto: 'quartos', percentual: -1 },
        400,
        'O desconto no PIX é um percentual inteiro de 0 a 30.',
      ],
      [
        { id_hotel: 1, produto: 'spa', percentual: 5 },
        400,
        'Informe o produto: quartos, ingressos, extras ou pacotes.',
      ],
      [{ id_hotel: 999, produto: 'quartos', percentual: 5 }, 404, 'Hotel não encontrado.'],
    ];
    for (const [body, status, erro] of refusals) {
      const r = await setPercent(body);
      expect(r.statusCode, JSON.stringify(body)).toBe(status);
      expect(r.json()).toEqual({ erro });
    }
    const noToken = await sandbox.app.inject({
      method: 'PUT',
      url: '/admin/descontos-pix',
      payload: { id_hotel: 1, produto: 'quartos', percentual: 0 },
    });
    expect(noToken.statusCode).toBe(401);

    expect((await setPercent({ id_hotel: 1, produto: 'quartos', percentual: 10 })).statusCode).toBe(
      200,
    );
    const ten = (await rowsOf(1, 45))[0]!;
    expect(ten.parcelamento!.cafe.valor_pix).toBe(
      reais(pixOf(Math.round(ten.valor_cafe_promo * 100), 10)),
    );
    const zero = await setPercent({ id_hotel: 1, produto: 'quartos', percentual: 0 });
    expect(zero.json().descontos).toContainEqual({
      id_hotel: 1,
      produto: 'quartos',
      percentual: 0,
    });
    expect((await rowsOf(1, 45))[0]!.parcelamento!.cafe.valor_pix).toBeUndefined();
    await setPercent({ id_hotel: 1, produto: 'quartos', percentual: 5 });
  });

  it('prices a basket not yet held by the park’s own percent', async () => {
    const r = await sandbox.app.inject({
      method: 'POST',
      url: '/api/pagamento/parcelamento',
      payload: {
        id_hotel: 9,
        itens: [
          { produto: 'ingressos', valor_centavos: 12_990 },
          { produto: 'ingressos', valor_centavos: 6_495 },
        ],
      },
    });
    expect(r.json()).toEqual({
      parcelas: 10,
      valor_parcela: 19.49,
      valor_pix: reais(pixOf(12_990, 5) + pixOf(6_495, 5)),
    });
  });
});

describe('the PIX price of an order', () => {
  let offset = 60;
  /** A visitor's one-room group at hotel 11 from a Tuesday, with a late check-out held. */
  async function groupWithExtra(token?: string) {
    let stay = openStay((offset += 7), 2);
    while (partsOf(stay.arrival).weekday !== 2) stay = openStay(++offset, 2);
    const identificador = groupId(11);
    await hold(sandbox.app, { hotel: 11, uh: 1101, ...stay, identificador }, token);
    const extras = (
      await api(sandbox.app, '/api/reserva/extras', {
        id_hotel: 11,
        data_inicio: toWire(stay.arrival),
        data_fim: toWire(stay.departure),
        qtd_adultos: 2,
        qtd_criancas: 0,
      })
    ).body as ExtrasResponse;
    const late = extras.extras.find((e) => e.nome.startsWith('Late check-out'))!;
    const extra = await api(sandbox.app, '/api/reserva/extras/reservar', {
      identificador,
      chave_grupo: keyOf(identificador),
      id_extra: late.id,
      data: late.dias[0]!.data,
      quantidade: 1,
    });
    expect(extra.status).toBe(200);
    const roomRow = heldRooms(sandbox.db, identificador)[0]!;
    const extraCents = Math.round((extra.body as { valor: number }).valor * 100);
    return { identificador, roomRow, extraCents };
  }

  it('is given at the review, is the one charged, and a card pays the full total', async () => {
    const { identificador, roomRow, extraCents } = await groupWithExtra();
    const total = roomRow.valor_total_centavos + extraCents;
    // Rooms 5%, extras 0% at this hotel (seed/pix-discounts.ts), each item on its own.
    const pix = pixOf(roomRow.valor_total_centavos, 5) + extraCents;
    const atReview = await terms(identificador);
    expect(atReview).toEqual({
      status: 200,
      body: {
        valor: reais(total),
        valor_pix: reais(pix),
        parcelas: 10,
        valor_parcela: reais(Math.ceil(total / 10)),
      },
    });

    const visitor = (await api(sandbox.app, '/api/usuario/pre-reserva', VISITOR)).body
      .token_jwt as string;
    const held = { ...roomRow, identificador };
    expect(
      (await api(sandbox.app, '/api/reserva', confirmBody(held, guests(2)), visitor)).status,
    ).toBe(200);
    expect(await terms(identificador)).toEqual(atReview);
    expect(await pixTotalOf(sandbox.app, identificador)).toBe(pix);

    const pem = (await gateway(sandbox.app, '/public_key/11', {})).mensagem as string;
    const cardAtPix = await gateway(
      sandbox.app,
      '/pagar/11',
      await cardPaymentRequest(pem, identificador, pix),
    );
    expect(cardAtPix.erro).toBe(
      `transacao_valor não confere com o total do grupo: ${total} centavos.`,
    );
    const paid = await gateway(sandbox.app, '/pagar/11', pixOrBoletoRequest(identificador, pix));
    expect(paid.status).toBe('pendente');
    const charged = sandbox.db
      .prepare(
        "SELECT valor_centavos FROM payment_transactions WHERE referencia = ? AND metodo = 'pix'",
      )
      .get(identificador) as { valor_centavos: number };
    expect(charged.valor_centavos).toBe(pix);
  });

  it('is what a cancellation refunds, item by item, whatever the percents are by then', async () => {
    const maria = await login(sandbox.app);
    const { identificador, roomRow, extraCents } = await groupWithExtra(maria);
    const held = { ...roomRow, identificador };
    expect(
      (await api(sandbox.app, '/api/reserva', confirmBody(held, guests(2)), maria)).status,
    ).toBe(200);
    const pix = await pixTotalOf(sandbox.app, identificador);
    const charge = await gateway(sandbox.app, '/pagar/11', pixOrBoletoRequest(identificador, pix));
    const bank = await sandbox.app.inject({
      method: 'POST',
      url: `/payments/sandbox/pix/${charge.token as string}/pagar`,
    });
    expect(bank.json()).toEqual({ status: 'pago' });
    // The hotel changes its PIX price afterwards: what was paid stays what was paid.
    await setPercent({ id_hotel: 11, produto: 'quartos', percentual: 20 });
    const simulated = await simulateCancel(sandbox.app, roomRow.id_reservas_front, maria);
    expect(simulated.valor_pago).toBe(reais(pixOf(roomRow.valor_total_centavos, 5)));
    expect(simulated.adicionais).toEqual([
      expect.objectContaining({ valor_pago: reais(extraCents) }),
    ]);
    const cancelled = await api(
      sandbox.app,
      '/api/reserva/cancelar',
      { id_reservas_front: roomRow.id_reservas_front, observacoes: 'Mudança de planos' },
      maria,
    );
    expect(cancelled.status).toBe(200);
    // Refunded through the PIX charge: never more than it charged.
    const refunded = sandbox.db
      .prepare(
        `SELECT (SELECT COALESCE(SUM(reembolso_centavos), 0) FROM reservation_cancellations WHERE transacao_token = t.token)
           + (SELECT COALESCE(SUM(reembolso_centavos), 0) FROM addon_cancellations WHERE transacao_token = t.token) AS r,
           t.valor_centavos AS v
         FROM payment_transactions t WHERE t.token = ?`,
      )
      .get(charge.token) as { r: number; v: number };
    expect(refunded.v).toBe(pix);
    expect(refunded.r).toBe(
      Math.round((simulated.reembolso + simulated.adicionais![0]!.reembolso) * 100),
    );
    expect(refunded.r).toBeLessThanOrEqual(pix);
    await setPercent({ id_hotel: 11, produto: 'quartos', percentual: 5 });
  });

  it('refuses what is no order, in Portuguese', async () => {
    expect(await terms('1-naoexiste')).toEqual({
      status: 404,
      body: { erro: 'Nenhuma reserva confirmada para esta referência.' },
    });
    expect(await terms('ING-NAOEXISTE')).toEqual({
      status: 404,
      body: { erro: 'Compra de ingressos não encontrada.' },
    });
    const empty = await sandbox.app.inject({
      method: 'POST',
      url: '/api/pagamento/condicoes',
      payload: {},
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      erro: 'Informe a referência do pedido (transacao_referencia).',
    });
  });
});

describe('a database made before the PIX price', () => {
  it('gets the seeded percents when it opens', () => {
    const file = sandbox.config.dbFile;
    const before = sandbox.db.prepare('SELECT COUNT(*) AS n FROM pix_discounts').get() as {
      n: number;
    };
    expect(before.n).toBeGreaterThan(40);
    sandbox.db.prepare('DELETE FROM pix_discounts').run();
    const reopened = openDatabase(file);
    try {
      const after = reopened.prepare('SELECT COUNT(*) AS n FROM pix_discounts').get() as {
        n: number;
      };
      expect(after.n).toBe(before.n);
      expect(
        reopened
          .prepare(
            "SELECT percentual FROM pix_discounts WHERE hotel_id = 9 AND produto = 'ingressos'",
          )
          .get(),
      ).toEqual({ percentual: 5 });
    } finally {
      reopened.close();
    }
  });
});

describe('a one-night penalty on a room paid by PIX', () => {
  it('is a night of what was paid', async () => {
    const clock = testClock();
    const own = startSandbox({}, { now: clock.now });
    try {
      const maria = await login(own.app);
      const stay = openStay(12, 2);
      const identificador = groupId(4);
      await hold(own.app, { hotel: 4, uh: 401, ...stay, identificador }, maria);
      const roomRow = heldRooms(own.db, identificador)[0]!;
      const held = { ...roomRow, identificador };
      expect((await api(own.app, '/api/reserva', confirmBody(held, guests(2)), maria)).status).toBe(
        200,
      );
      const pix = await pixTotalOf(own.app, identificador);
      const charge = await gateway(own.app, '/pagar/4', pixOrBoletoRequest(identificador, pix));
      await own.app.inject({
        method: 'POST',
        url: `/payments/sandbox/pix/${charge.token as string}/pagar`,
      });
      // Eight days on: past the 7 days of withdrawal, and under 7 days from the arrival.
      clock.advance(8 * 86_400_000);
      const simulated = await simulateCancel(own.app, roomRow.id_reservas_front, maria);
      expect(simulated.valor_pago).toBe(reais(pix));
      expect(simulated.multa).toBe(reais(Math.round(pix / 2)));
      expect(simulated.reembolso).toBe(reais(pix - Math.round(pix / 2)));
    } finally {
      await own.close();
    }
  });
});
