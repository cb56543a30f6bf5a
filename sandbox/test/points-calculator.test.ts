import { describe, expect, it } from 'vitest';
import type { DepositWeeksResponse } from '../../src/api/contract/club';
import type { CalculatorOptions, PointsQuote } from '../../src/api/contract/points-calculator';
import { dayOf, partsOf, seasonOf, today, toWire, type Day } from '../src/shared/calendar';
import { balanceOf } from '../src/repositories/club-ledger';
import { nightPoints } from '../src/shared/club-points-chart';
import { api, hold, openStay, quote } from './booking-helpers';
import { clock, env, GOLD_ID, openContractBookingsSandbox } from './contract-bookings-setup';

/**
 * The points calculator (README "Points calculator"): public, and every figure the one the
 * bookings use: a stay's points are what the hold debits, its fees the contract search's club
 * tariff, a week's points and fee the deposits' own; bad input is a 4xx with its reason.
 */

openContractBookingsSandbox();

const calc = (path: string, payload: unknown) =>
  api(env.sandbox.app, `/api/clube/calculadora-pontos${path}`, payload);

const day = () => today(new Date(clock.now()));

/** The first Saturday at least `days` from today. */
function saturdayFrom(days: number): Day {
  let d = day() + days;
  while (partsOf(d).weekday !== 6) d++;
  return d;
}

describe('the options', () => {
  it('lists the hotels with their room types and the week resorts with their units, to anyone', async () => {
    const r = await calc('/opcoes', {});
    expect(r.status).toBe(200);
    const options = r.body as CalculatorOptions;
    const aurora = options.hoteis.find((h) => h.hotel_id === 1)!;
    expect(aurora.resort_do_clube).toBe(false);
    expect(aurora.unidades.map((u) => u.uh_id)).toContain(101);
    expect(options.hoteis.find((h) => h.hotel_id === 5)!.resort_do_clube).toBe(true);
    const resort = options.empreendimentos.find((e) => e.empreendimento_id === 2)!;
    expect(resort.unidades).toContainEqual({ br: '1', nome: '1 Quarto' });
  });
});

describe('a stay', () => {
  it('costs the points the hold debits, night by night in its season, and the club tariff', async () => {
    const stay = openStay(80, 3);
    const r = await calc('/estadia', {
      uh_id: 101,
      chegada: toWire(stay.arrival),
      partida: toWire(stay.departure),
      adultos: 2,
    });
    expect(r.status).toBe(200);
    const q = r.body as PointsQuote;
    const line = await quote(
      env.sandbox.app,
      { hotel: 1, uh: 101, ...stay, contrato: GOLD_ID },
      env.joao,
    );
    expect(q.noites.map((n) => n.data)).toEqual([0, 1, 2].map((i) => toWire(stay.arrival + i)));
    q.noites.forEach((n, i) => {
      expect(n.temporada).toBe(seasonOf(stay.arrival + i));
      expect(n.pontos).toBe(nightPoints(line.capacidade, false, n.temporada));
    });
    expect(q.total_pontos).toBe(line.pontos);
    expect(q.disponivel).toBe(true);
    // The club tariff per plan, in centavos: the contract search's own totals.
    expect(q.taxas.map((t) => [t.pensao, t.centavos])).toEqual([
      ['sem', Math.round(line.valor_hospedagem_promo * 100)],
      ['cafe', Math.round(line.valor_cafe_promo * 100)],
      ['meia', Math.round(line.valor_meia_promo * 100)],
      ['inteira', Math.round(line.valor_inteira_promo * 100)],
    ]);

    const before = balanceOf(env.sandbox.db, GOLD_ID);
    await hold(env.sandbox.app, { hotel: 1, uh: 101, ...stay, contrato: GOLD_ID }, env.joao);
    expect(before - balanceOf(env.sandbox.db, GOLD_ID)).toBe(q.total_pontos);
  });

  it('names the holiday and prices the club resorts at 90% of the chart', async () => {
    // 2027-12-24 to 2027-12-26: Christmas Eve (high season), Christmas Day (a holiday).
    const arrival = dayOf(2027, 12, 24);
    if (arrival < day()) return;
    const r = await calc('/estadia', {
      uh_id: 502,
      chegada: toWire(arrival),
      partida: toWire(arrival + 2),
      adultos: 2,
    });
    const q = r.body as PointsQuote;
    expect(q.noites[1]).toMatchObject({ temporada: 'feriado', feriado: 'Natal' });
    expect(q.regra).toMatch(/90% da tabela/);
  });

  it('refuses bad input with the reason, never a figure', async () => {
    const stay = openStay(80, 2);
    const base = {
      uh_id: 101,
      chegada: toWire(stay.arrival),
      partida: toWire(stay.departure),
      adultos: 2,
    };
    const cases: [Record<string, unknown>, number, RegExp][] = [
      [{ ...base, chegada: '31/02/2027' }, 400, /Data de chegada inválida/],
      [{ ...base, partida: base.chegada }, 400, /posterior à data de chegada/],
      [{ ...base, chegada: toWire(day() - 1) }, 400, /anterior a hoje/],
      [{ ...base, partida: toWire(stay.arrival + 31) }, 400, /no máximo 30 noites/],
      [{ ...base, uh_id: 999999 }, 404, /Tipo de apartamento não encontrado/],
      [{ ...base, uh_id: 'x' }, 400, /Escolha o tipo de apartamento/],
      [{ ...base, adultos: 9 }, 400, /no máximo \d adultos/],
      [{ ...base, adultos: 0 }, 400, /de 1 a 10 adultos/],
    ];
    for (const [payload, status, erro] of cases) {
      const r = await calc('/estadia', payload);
      expect(r.status, JSON.stringify(payload)).toBe(status);
      expect(r.body.erro).toMatch(erro);
    }
  });
});

describe('a week', () => {
  it('costs the deposits’ points and fee, with each night’s season and the window’s verdict', async () => {
    const start = saturdayFrom(60);
    const r = await calc('/semana', { empreendimento_id: 2, br: '1', inicio: toWire(start) });
    expect(r.status).toBe(200);
    const q = r.body as PointsQuote;
    const weeks = await api(
      env.sandbox.app,
      '/api/deposito-semana/semanas',
      { numero_contrato: 'DRVC-2021-00457', empreendimento_id: 2, br: '1' },
      env.joao,
    );
    const week = (weeks.body as DepositWeeksResponse).semanas.find(
      (w) => w.inicio === toWire(start),
    )!;
    expect(q.total_pontos).toBe(week.qtd_pontos);
    expect(q.taxas).toEqual([
      { pensao: null, nome: 'Taxa de utilização da semana', centavos: week.taxa_utilizacao * 100 },
    ]);
    expect(q.noites).toHaveLength(7);
    expect(q.noites.every((n) => n.pontos === null)).toBe(true);
    expect(q.aviso).toBeNull();
    expect(q.disponivel).toBe(week.disponivel);

    const soon = await calc('/semana', {
      empreendimento_id: 2,
      br: '1',
      inicio: toWire(saturdayFrom(7)),
    });
    expect((soon.body as PointsQuote).aviso).toMatch(/fecha 30 dias antes/);
  });

  it('refuses bad input with the reason', async () => {
    const start = saturdayFrom(60);
    const cases: [Record<string, unknown>, number, RegExp][] = [
      [{ empreendimento_id: 2, br: '1', inicio: toWire(start + 1) }, 400, /começam no sábado/],
      [{ empreendimento_id: 2, br: '9', inicio: toWire(start) }, 400, /Tipo de unidade inválido/],
      [{ empreendimento_id: 99, br: '1', inicio: toWire(start) }, 404, /não encontrado/],
      [{ empreendimento_id: 2, br: '1', inicio: 'amanhã' }, 400, /o sábado do check-in/],
      [
        { empreendimento_id: 2, br: '1', inicio: toWire(saturdayFrom(-7)) },
        400,
        /a partir de hoje/,
      ],
      [
        { empreendimento_id: 2, br: '1', inicio: toWire(saturdayFrom(800)) },
        400,
        /Consulte semanas até/,
      ],
    ];
    for (const [payload, status, erro] of cases) {
      const r = await calc('/semana', payload);
      expect(r.status, JSON.stringify(payload)).toBe(status);
      expect(r.body.erro).toMatch(erro);
    }
  });
});
