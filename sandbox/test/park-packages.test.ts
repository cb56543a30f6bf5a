import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdicionaisCancelaveisResponse } from '../../src/api/contract/add-on-cancellation';
import type { SimularCancelamentoResponse } from '../../src/api/contract/cancellation';
import type { PreReservaResponse } from '../../src/api/contract/checkout';
import type { LinhaDisponibilidade } from '../../src/api/contract/search';
import { TICKETS_USER_HEADER } from '../../src/api/contract/tickets';
import { PACKAGE_RULE } from '../src/shared/park-package-terms';
import { type Day, toIso, toWire } from '../src/shared/calendar';
import {
  api,
  confirmBody,
  groupId,
  guests,
  heldRooms,
  holdBody,
  openStay,
  testClock,
} from './booking-helpers';
import { cardPaymentRequest, gateway, pixTotalOf } from './payment-helpers';
import { login, startSandbox, type TestSandbox } from './helpers';

/**
 * 'Hospedagem + Parque' (issue 29 part 3, README "Packages"): the search shows it where the
 * hotel sells it, with the saving; the hold takes the park's places with the room; the group
 * pays it once; it cannot be split; cancelled, it follows the stricter rule of its two parts.
 */
const clock = testClock();
const DAY = 86_400_000;
let sandbox: TestSandbox;
let maria: string;
beforeAll(async () => {
  sandbox = startSandbox({}, { now: clock.now });
  maria = await login(sandbox.app);
});
afterAll(() => sandbox.close());

const PACKAGE_HOTEL = 3;
let offset = 50;

async function parkDay(day: Day) {
  const r = await sandbox.app.inject({
    method: 'POST',
    url: '/tickets/pos/categorias',
    headers: { authorization: 'Bearer sandbox-tickets-token' },
    payload: { data_visita: toIso(day) },
  });
  return r.json() as {
    dia: { restantes: number; fechado: boolean };
    categorias: { cti_id: number; cti_valor: number }[];
  };
}
const price = async (day: Day, cti: number) =>
  (await parkDay(day)).categorias.find((c) => c.cti_id === cti)!.cti_valor;

/** Holds one room of hotel 3 (2 adults and a child of `age`), as a package when asked. */
/** A two-night stay whose package day (the day after the arrival) the park opens. */
async function openParkStay() {
  for (;;) {
    const stay = openStay((offset += 3), 2);
    if (!(await parkDay(stay.arrival + 1)).dia.fechado) return stay;
  }
}

async function holdPackage(age = 6, pacote: unknown = true) {
  const stay = await openParkStay();
  const identificador = groupId(PACKAGE_HOTEL);
  const body = await holdBody(
    sandbox.app,
    { hotel: PACKAGE_HOTEL, uh: 301, ...stay, ages: [age], identificador },
    maria,
  );
  const r = await api(
    sandbox.app,
    '/api/reserva/v2/pre-reserva',
    { ...body, pacote_parque: pacote },
    maria,
  );
  return {
    ...stay,
    identificador,
    status: r.status,
    body: r.body as PreReservaResponse & { erro?: string },
  };
}

async function confirmAndPay(held: Awaited<ReturnType<typeof holdPackage>>) {
  expect(held.status, JSON.stringify(held.body)).toBe(200);
  const room = heldRooms(sandbox.db, held.identificador)[0]!;
  const confirmed = await api(
    sandbox.app,
    '/api/reserva',
    confirmBody({ ...room, identificador: held.identificador }, guests(2, [6])),
    maria,
  );
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  const total = room.valor_total_centavos + held.body.pacote_parque!.valor_total * 100;
  const pem = (await gateway(sandbox.app, `/public_key/${PACKAGE_HOTEL}`, {})).mensagem as string;
  const roomsOnly = await gateway(
    sandbox.app,
    `/pagar/${PACKAGE_HOTEL}`,
    await cardPaymentRequest(pem, held.identificador, room.valor_total_centavos),
  );
  expect(roomsOnly.erro).toMatch(/não confere com o total do grupo/);
  const paid = await gateway(
    sandbox.app,
    `/pagar/${PACKAGE_HOTEL}`,
    await cardPaymentRequest(pem, held.identificador, total),
  );
  expect(paid.status).toBe('aprovado');
  return { room: room.id_reservas_front, total };
}

const simulate = async (room: number) =>
  (await api(sandbox.app, '/api/reserva/cancelamento/simular', { id_reservas_front: room }, maria))
    .body as SimularCancelamentoResponse;
const refundedThrough = (identificador: string) =>
  sandbox.db
    .prepare(
      `SELECT t.valor_centavos,
         (SELECT COALESCE(SUM(reembolso_centavos), 0) FROM reservation_cancellations WHERE transacao_token = t.token)
         + (SELECT COALESCE(SUM(reembolso_centavos), 0) FROM addon_cancellations WHERE transacao_token = t.token) AS reembolsado
       FROM payment_transactions t WHERE referencia = ? AND status IN ('aprovado', 'pago')`,
    )
    .get(identificador) as { valor_centavos: number; reembolsado: number };

describe('Hospedagem + Parque', () => {
  it('is shown on the rows of the hotels that sell it, with the party’s tickets and the saving', async () => {
    const stay = await openParkStay();
    const search = async (hotel: number, ages: number[]) =>
      (
        await api(sandbox.app, '/api/disponibilidade/v2/consultar', {
          data_chegada: toWire(stay.arrival),
          data_partida: toWire(stay.departure),
          id_hotel: hotel,
          id_uh: 0,
          cupom: '',
          apartamentos: [
            {
              qtd_adulto: [],
              criancas: ages.map((idade) => ({ idade })),
              qtd_adultos: 2,
              qtd_criancas: ages.length,
              qtd_criancas_pagantes: ages.filter((a) => a >= 4).length,
              qtd_criancas_nao_pagantes: ages.filter((a) => a < 4).length,
            },
          ],
        })
      ).body as LinhaDisponibilidade[];
    const rows = await search(PACKAGE_HOTEL, [6, 2]);
    expect(rows.length).toBeGreaterThan(0);
    const day = stay.arrival + 1;
    const full = 2 * (await price(day, 1)) + (await price(day, 2));
    // Each plan's terms are the room's and the tickets' as one price, each 3% off by PIX.
    const pix = (cents: number) => cents - Math.floor((cents * 3 + 50) / 100);
    const tickets = (full - Math.floor(full * 0.2)) * 100;
    for (const row of rows) {
      const { parcelamento, ...pacote } = row.pacote_parque!;
      expect(pacote).toEqual({
        nome: 'Hospedagem + Parque',
        data_parque: toWire(day),
        pessoas: 4,
        valor_ingressos: full,
        desconto: Math.floor(full * 0.2),
        regra_cancelamento: PACKAGE_RULE,
      });
      if (row.disponiveis === 0) continue;
      const room = Math.round(row.valor_cafe_promo * 100);
      expect(parcelamento!.cafe).toEqual({
        parcelas: 10,
        valor_parcela: Math.ceil((room + tickets) / 10) / 100,
        valor_pix: (pix(room) + pix(tickets)) / 100,
      });
    }
    // A hotel that does not sell it shows none.
    expect((await search(1, [])).some((row) => row.pacote_parque)).toBe(false);
  });

  it('is held with its room: the park’s places taken, one line that cannot be split', async () => {
    const held = await holdPackage();
    expect(held.status, JSON.stringify(held.body)).toBe(200);
    const day = held.arrival + 1;
    const full = 2 * (await price(day, 1)) + (await price(day, 2));
    expect(held.body.pacote_parque).toMatchObject({
      data: toWire(day),
      pessoas: 3,
      valor_total: full - Math.floor(full * 0.2),
      pacote: { nome: 'Hospedagem + Parque', desconto: Math.floor(full * 0.2) },
    });
    expect(held.body.politica_cancelamento).toMatchObject({
      tipo: 'nao_reembolsavel',
      texto: PACKAGE_RULE,
    });
    const split = await api(sandbox.app, '/api/reserva/ingressos/cancelar', {
      identificador: held.identificador,
      chave_grupo: held.body.chave_grupo,
      id: held.body.pacote_parque!.id,
    });
    expect(split.status).toBe(409);
    expect(split.body.erro).toMatch(/saem só com o quarto/);

    // Paid by PIX, the room and its tickets are the package: 3% off each (README "PIX price").
    const roomCents = heldRooms(sandbox.db, held.identificador)[0]!.valor_total_centavos;
    const ticketCents = held.body.pacote_parque!.valor_total * 100;
    const pix = (cents: number) => cents - Math.floor((cents * 3 + 50) / 100);
    expect(await pixTotalOf(sandbox.app, held.identificador)).toBe(
      pix(roomCents) + pix(ticketCents),
    );

    // Letting the room go gives the park's places back with it.
    const before = (await parkDay(day)).dia.restantes;
    const released = await api(sandbox.app, '/api/reserva/cancelar', {
      id_reservas_front: held.body.id_reservas_front,
      chave_grupo: held.body.chave_grupo,
      observacoes: 'Desisti',
    });
    expect(released.status, JSON.stringify(released.body)).toBe(200);
    expect((await parkDay(day)).dia.restantes).toBe(before + 3);
  });

  it('refuses in Portuguese where there is no package', async () => {
    const stay = openStay((offset += 3), 2);
    const body = await holdBody(sandbox.app, { hotel: 1, uh: 101, ...stay }, maria);
    const none = await api(
      sandbox.app,
      '/api/reserva/v2/pre-reserva',
      { ...body, pacote_parque: true },
      maria,
    );
    expect(none.status).toBe(400);
    expect(none.body.erro).toBe('Este hotel não oferece o pacote Hospedagem + Parque.');
    // The park closed on the package's day: no package in the search, and the hold says why.
    const closed = await openParkStay();
    sandbox.db
      .prepare(
        `INSERT OR REPLACE INTO ticket_day_overrides (data, capacidade, reservados, fechado, motivo)
         VALUES (?, 3000, 0, 1, 'Manutenção')`,
      )
      .run(toIso(closed.arrival + 1));
    const row = await holdBody(sandbox.app, { hotel: PACKAGE_HOTEL, uh: 301, ...closed }, maria);
    const quoteRows = (
      await api(sandbox.app, '/api/disponibilidade/v2/consultar', {
        data_chegada: row.data_chegada,
        data_partida: row.data_partida,
        id_hotel: PACKAGE_HOTEL,
        id_uh: 0,
        cupom: '',
        apartamentos: [
          {
            qtd_adulto: [],
            criancas: [],
            qtd_adultos: 2,
            qtd_criancas: 0,
            qtd_criancas_pagantes: 0,
            qtd_criancas_nao_pagantes: 0,
          },
        ],
      })
    ).body as LinhaDisponibilidade[];
    expect(quoteRows.length).toBeGreaterThan(0);
    expect(quoteRows.some((r) => r.pacote_parque)).toBe(false);
    const refused = await api(
      sandbox.app,
      '/api/reserva/v2/pre-reserva',
      { ...row, pacote_parque: true },
      maria,
    );
    expect(refused.status).toBe(409);
    expect(refused.body.erro).toBe(
      `O parque não abre em ${toWire(closed.arrival + 1)}, o dia do pacote: escolha a hospedagem sem o parque.`,
    );
    const badValue = await holdPackage(6, 'sim');
    expect(badValue.status).toBe(400);
    expect(badValue.body.erro).toBe('pacote_parque inválido: use true ou false.');
  });

  it('is paid once with the room, and cancelled whole: all back within 7 days, nothing after', async () => {
    const held = await holdPackage();
    const { room } = await confirmAndPay(held);
    // Paid: Meus ingressos and the add-ons list will not split it.
    const items = (
      await api(
        sandbox.app,
        '/api/reserva/adicionais/cancelamento/simular',
        { id_reservas_front: room },
        maria,
      )
    ).body as AdicionaisCancelaveisResponse;
    expect(items.itens).toEqual([
      expect.objectContaining({
        tipo: 'ingressos',
        pode_cancelar: false,
        motivo: expect.stringMatching(/cancelados com o quarto/),
      }),
    ]);
    const mariaId = (
      sandbox.db.prepare('SELECT id FROM users WHERE cpf = ?').get('52998224725') as { id: number }
    ).id;
    const withdraw = await sandbox.app.inject({
      method: 'POST',
      url: '/tickets/pos/voucher/cancelar',
      headers: { authorization: 'Bearer sandbox-tickets-token', [TICKETS_USER_HEADER]: maria },
      payload: { voucher_id: items.itens[0]!.id, pessoa_id: mariaId },
    });
    expect(withdraw.statusCode).toBe(409);

    // Within 7 days: the room and the tickets come back whole, through the one charge.
    const figures = await simulate(room);
    expect(figures.multa).toBe(0);
    expect(figures.adicionais).toEqual([
      expect.objectContaining({
        nome: 'Ingressos do pacote Hospedagem + Parque',
        multa: 0,
        pode_cancelar: true,
      }),
    ]);
    const day = held.arrival + 1;
    const placesBefore = (await parkDay(day)).dia.restantes;
    const cancelled = await api(
      sandbox.app,
      '/api/reserva/cancelar',
      { id_reservas_front: room, observacoes: 'Mudança' },
      maria,
    );
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const charge = refundedThrough(held.identificador);
    expect(charge.reembolsado).toBe(charge.valor_centavos);
    expect((await parkDay(day)).dia.restantes).toBe(placesBefore + 3);

    // Another, 8 days after paying: the stricter part rules; nothing comes back.
    const late = await holdPackage();
    const paidLate = await confirmAndPay(late);
    clock.advance(8 * DAY);
    const lateFigures = await simulate(paidLate.room);
    expect(lateFigures.reembolso).toBe(0);
    expect(lateFigures.multa).toBe(lateFigures.valor_pago);
    expect(lateFigures.motivo).toMatch(/não é reembolsável, nem em parte/);
    expect(lateFigures.adicionais?.[0]).toMatchObject({ reembolso: 0 });
    expect(
      (
        await api(
          sandbox.app,
          '/api/reserva/cancelar',
          { id_reservas_front: paidLate.room, observacoes: 'Mudança' },
          maria,
        )
      ).status,
    ).toBe(200);
    expect(refundedThrough(late.identificador).reembolsado).toBe(0);
  });
});
