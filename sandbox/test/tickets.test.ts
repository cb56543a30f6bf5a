import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import type { CategoriasResponse, TicketDay } from '../../src/api/contract/tickets';
import { partsOf, toIso, today } from '../src/shared/calendar';
import { meiaOf, WEEKDAY_PROMOTION } from '../src/tickets/ticket-sale';
import {
  buy,
  byId,
  categories,
  clock,
  dayOf,
  env,
  nextWeekday,
  openTicketsSandbox,
  payByCard,
  post,
  TOKEN,
  purchase,
} from './tickets-setup';

/**
 * The ticket API over HTTP (README "Tickets"): prices by day with meia at half the inteira
 * without promotion, the calendar, every refusal of /pos/voucher/add, places never oversold,
 * payment through the gateway, withdrawal with refund, ownership, the PDF and the gate.
 */

openTicketsSandbox();

describe('categories and prices', () => {
  it('answers flat reference prices without data_visita', async () => {
    const r = await post('/pos/categorias', {}, null);
    expect(r.status).toBe(200);
    const body = r.body as CategoriasResponse;
    expect(body.dia).toBeNull();
    expect(body.categorias.map((c) => c.cti_id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(byId(body.categorias, 1)).toMatchObject({
      cti_nome: 'Adulto',
      cti_valor: 120,
      grupo: 'adulto',
    });
    expect(byId(body.categorias, 3).cti_valor).toBe(0);
    for (const c of body.categorias) {
      expect(Number.isInteger(c.cti_valor)).toBe(true);
      expect(c.observacao).not.toBe('');
    }
  });

  it('prices a weekend and a holiday above a weekday', async () => {
    const saturday = nextWeekday(40, 6);
    const sat = await categories(saturday);
    expect(sat.dia).toMatchObject({ tipo_dia: 'fim_de_semana', valor_inteira: 160 });
    expect(byId(sat.categorias, 1).cti_valor).toBe(160);
    // Christmas, a national holiday, within the season.
    let christmas = today(new Date(clock.now()));
    while (toIso(christmas).slice(5) !== '12-25') christmas += 1;
    const xmas = await categories(christmas);
    expect(xmas.dia).toMatchObject({ tipo_dia: 'feriado', feriado: 'Natal', valor_inteira: 180 });
  });

  it('makes every meia half the day’s inteira without promotion, never promoted', async () => {
    // A Wednesday outside high season carries the weekday promotion on the inteira.
    let wednesday = nextWeekday(30, 3);
    while (
      [1, 7, 12].includes(partsOf(wednesday).month) ||
      (await categories(wednesday)).dia?.tipo_dia !== 'semana'
    ) {
      wednesday = nextWeekday(wednesday - today(new Date(clock.now())) + 1, 3);
    }
    const { categorias } = await categories(wednesday);
    const adult = byId(categorias, 1);
    expect(adult.promocao).toEqual({ nome: WEEKDAY_PROMOTION.nome, valor_sem_promocao: 120 });
    expect(adult.cti_valor).toBe(96);
    for (const id of [4, 5, 6, 7, 8]) {
      const meia = byId(categorias, id);
      expect(meia.cti_valor).toBe(60);
      expect(meia.valor_inteira).toBe(120);
      expect(meia.promocao).toBeNull();
    }
    expect(meiaOf(160)).toBe(80);
  });

  it('keeps inteira prices even, so half is whole reais', () => {
    expect(() =>
      env.sandbox.db
        .prepare("UPDATE ticket_prices SET inteira = 121 WHERE tipo_dia = 'semana'")
        .run(),
    ).toThrow(/CHECK/);
  });
});

describe('calendar', () => {
  it('shows Mondays outside high season closed, and the seeded sold-out Saturday', async () => {
    let monday = nextWeekday(20, 1);
    while ([1, 7, 12].includes(partsOf(monday).month)) monday += 7;
    const closed = await dayOf(monday);
    expect(closed).toMatchObject({ fechado: true, valor_inteira: null });
    expect(closed.motivo_fechado).toMatch(/segundas-feiras/);

    const r = await post('/pos/calendario', {
      inicio: toIso(today(new Date(clock.now()))),
      fim: toIso(today(new Date(clock.now())) + 40),
    });
    const soldOut = (r.body as { dias: TicketDay[] }).dias.filter((d) => d.esgotado);
    expect(soldOut).toHaveLength(1);
    expect(soldOut[0]).toMatchObject({ restantes: 0, fechado: false });
  });

  it('refuses bad ranges', async () => {
    expect(
      (await post('/pos/calendario', { inicio: '2026-02-30', fim: '2026-03-01' })).status,
    ).toBe(400);
    expect(
      (await post('/pos/calendario', { inicio: '2027-01-10', fim: '2027-01-01' })).status,
    ).toBe(400);
    const long = await post('/pos/calendario', { inicio: '2027-01-01', fim: '2027-04-01' });
    expect(long.body.erro).toMatch(/62 dias/);
  });
});

describe('POST /pos/voucher/add refusals', () => {
  const saturday = () => nextWeekday(50, 6);

  it.each([
    ['a quantity that is not a positive integer', { qtd: 0 }, /inteiro positivo/],
    ['a fractional quantity', { qtd: 1.5 }, /inteiro positivo/],
    ['too many of a category', { qtd: 21 }, /No máximo 20/],
    ['a unit price that differs from the day’s', { valor_unitario: 1 }, /O preço de Adulto/],
    ['an unknown category', { cti_id: 99 }, /desconhecida/],
  ])('refuses %s', async (_name, linePatch, message) => {
    const body = await purchase(saturday(), { 1: 2 });
    const line = { ...body.ingressos[0]!, ...linePatch };
    const r = await post('/pos/voucher/add', {
      ...body,
      ingressos: [line],
      valor_total: line.qtd * line.valor_unitario,
    });
    expect(r.status).toBe(400);
    expect(r.body.erro).toMatch(message);
  });

  it('refuses a total that is not the sum of quantity × price', async () => {
    const body = await purchase(saturday(), { 1: 2, 2: 1 });
    const r = await post('/pos/voucher/add', { ...body, valor_total: body.valor_total - 1 });
    expect(r).toMatchObject({ status: 400, body: { erro: expect.stringMatching(/R\$ 420,00/) } });
  });

  it('refuses a date in the past, a closed day and a sold-out day', async () => {
    const past = await purchase(
      saturday(),
      { 1: 1 },
      { data: toIso(today(new Date(clock.now())) - 1) },
    );
    expect((await post('/pos/voucher/add', past)).body.erro).toBe('A data da visita já passou.');
    let monday = nextWeekday(20, 1);
    while ([1, 7, 12].includes(partsOf(monday).month)) monday += 7;
    const closed = await post('/pos/voucher/add', {
      ...(await purchase(saturday(), { 1: 1 })),
      data: toIso(monday),
    });
    expect(closed.body.erro).toMatch(/segundas-feiras/);
    const soldOutDay = (
      (
        await post('/pos/calendario', {
          inicio: toIso(today(new Date(clock.now()))),
          fim: toIso(today(new Date(clock.now())) + 40),
        })
      ).body as { dias: TicketDay[] }
    ).dias.find((d) => d.esgotado)!;
    const r = await post('/pos/voucher/add', {
      ...(await purchase(nextWeekday(14, 6), { 1: 1 })),
      data: soldOutDay.data,
    });
    expect(r).toEqual({ status: 409, body: { erro: 'Ingressos esgotados para esta data.' } });
  });

  it('refuses free tickets alone, a companion without a person with disability, duplicated lines', async () => {
    const free = await purchase(saturday(), { 3: 2 });
    expect((await post('/pos/voucher/add', free)).body.erro).toBe(
      'Inclua ao menos um ingresso pago.',
    );
    const companion = await purchase(saturday(), { 1: 1, 7: 1 });
    expect((await post('/pos/voucher/add', companion)).body.erro).toMatch(/no máximo um por/);
    const twice = await purchase(saturday(), { 1: 1 });
    twice.ingressos.push({ ...twice.ingressos[0]! });
    twice.valor_total *= 2;
    expect((await post('/pos/voucher/add', twice)).body.erro).toMatch(/mais de uma vez/);
  });

  it('refuses malformed bodies with 4xx and erro, never a 5xx', async () => {
    for (const body of [
      null,
      [],
      'x',
      { data: 5 },
      { ...(await purchase(saturday(), { 1: 1 })), ingressos: 'x' },
      { ...(await purchase(saturday(), { 1: 1 })), ingressos: [null] },
    ]) {
      const r = await post('/pos/voucher/add', body);
      expect(r.status).toBeGreaterThanOrEqual(400);
      expect(r.status).toBeLessThan(500);
      expect(typeof r.body.erro).toBe('string');
    }
  });

  it('knows the caller: no session 401, another person 403, no fixed token 401', async () => {
    const body = await purchase(saturday(), { 1: 1 });
    expect((await post('/pos/voucher/add', body, null)).status).toBe(401);
    expect((await post('/pos/voucher/add', body, env.joao)).status).toBe(403);
    const bare = await env.sandbox.app.inject({
      method: 'POST',
      url: '/tickets/pos/categorias',
      payload: {},
    });
    expect(bare.statusCode).toBe(401);
  });
});

describe('places', () => {
  it('never sells more than a day’s places, even to parallel purchases', async () => {
    const day = nextWeekday(70, 6);
    env.sandbox.db
      .prepare(
        'INSERT OR REPLACE INTO ticket_day_overrides (data, capacidade, reservados, fechado) VALUES (?, 600, 595, 0)',
      )
      .run(toIso(day));
    const body = await purchase(day, { 1: 2 });
    await env.sandbox.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = env.sandbox.app.server.address() as AddressInfo;
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        fetch(`http://127.0.0.1:${port}/tickets/pos/voucher/add`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...TOKEN, 'x-usuario-token': env.maria },
          body: JSON.stringify(body),
        }).then(async (r) => ({ status: r.status, body: (await r.json()) as { erro?: string } })),
      ),
    );
    // 5 places: two purchases of 2 fit, the rest are refused with what is left.
    expect(results.filter((r) => r.status === 200)).toHaveLength(2);
    expect(results.filter((r) => r.status === 409)).toHaveLength(18);
    expect(results.map((r) => r.body.erro).filter(Boolean)).toContain(
      'Restam apenas 1 ingresso para esta data.',
    );
    expect(await dayOf(day)).toMatchObject({ restantes: 1, esgotado: false });
  });

  it('frees the places of a purchase never paid once its hold ends', async () => {
    const day = nextWeekday(80, 6);
    const before = (await dayOf(day)).restantes;
    const voucher = await buy(day, { 1: 3 });
    expect(voucher).toMatchObject({ status: 'pendente', valor_total: 480 });
    expect(
      voucher.unidades.every((u) => u.codigo === '' && u.status === 'aguardando_pagamento'),
    ).toBe(true);
    expect((await dayOf(day)).restantes).toBe(before - 3);
    clock.advance(16 * 60_000);
    expect((await dayOf(day)).restantes).toBe(before);
    const again = await post('/pos/voucher', {
      voucher_id: voucher.voucher_id,
      pessoa_id: env.mariaId,
    });
    expect(again.body.status).toBe('expirado');
    const late = await payByCard(voucher);
    expect(late.status).toBe(410);
  });

  it('answers the same voucher for the same chave (a retried purchase)', async () => {
    const day = nextWeekday(90, 6);
    const body = await purchase(day, { 1: 1 }, { chave: 'compra-abc-123' });
    const first = await post('/pos/voucher/add', body);
    const second = await post('/pos/voucher/add', body);
    expect(second.body.voucher_id).toBe(first.body.voucher_id);
    expect((await dayOf(day)).capacidade - (await dayOf(day)).restantes).toBe(1);
  });
});
