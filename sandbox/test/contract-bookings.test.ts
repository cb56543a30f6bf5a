import { describe, expect, it } from 'vitest';
import type { LinhaDisponibilidade } from '../../src/api/contract/search';
import { dayOf, seasonOf, type Day } from '../src/shared/calendar';
import { balanceOf } from '../src/repositories/club-ledger';
import { nightPoints, pointsReturnOf, stayPoints } from '../src/shared/club-points-chart';
import { changeStatus, findReservationById, freeUnits, STATUS } from '../src/booking/reservations';
import { api, hold, holdBody, openStay, quote } from './booking-helpers';
import {
  GOLD_ID,
  SILVER_ID,
  SMALL_ID,
  env,
  lastSaldo,
  ledgerSum,
  movementsOf,
  net,
  openContractBookingsSandbox,
} from './contract-bookings-setup';

/**
 * Contract bookings (README "Contract bookings"): the points chart in the search rows, the
 * hold that spends them (or is refused before anything is held), the return rule on every way a
 * room stops holding its unit, the simulation shown before cancelling, `/relatorio-drvc/reservas`
 * and parallel holds spending the same points.
 */

openContractBookingsSandbox();

describe('the points chart and the return rule', () => {
  it('prices a night by capacity, season and the club resorts, to tens', () => {
    expect(nightPoints(2, false, 'baixa')).toBe(1200);
    expect(nightPoints(3, false, 'fim_de_semana')).toBe(1880); // 1 500 x 1.25 = 1 875
    expect(nightPoints(4, false, 'alta')).toBe(2520);
    expect(nightPoints(6, false, 'feriado')).toBe(3300);
    expect(nightPoints(2, true, 'feriado')).toBe(1620); // the club's own resorts: 90%
    expect(nightPoints(5, true, 'baixa')).toBe(1980);
  });

  it('adds up the nights of a stay, each in its own season', () => {
    // 2026-12-31 (Thursday, high season) and 2027-01-01 (holiday) and 2027-01-02 (high season).
    const arrival = dayOf(2026, 12, 31);
    expect([0, 1, 2].map((i) => seasonOf(arrival + i))).toEqual(['alta', 'feriado', 'alta']);
    expect(stayPoints(4, false, arrival, arrival + 3)).toBe(2520 + 2700 + 2520);
    expect(stayPoints(4, false, arrival, arrival)).toBe(0);
  });

  it('gives all back for an unpaid hold, then 100%, 50% or nothing by the days left', () => {
    const arrival: Day = dayOf(2027, 3, 10);
    expect(pointsReturnOf(false, arrival, arrival).pct).toBe(100);
    expect(pointsReturnOf(true, arrival, arrival - 30).pct).toBe(100);
    expect(pointsReturnOf(true, arrival, arrival - 29).pct).toBe(50);
    expect(pointsReturnOf(true, arrival, arrival - 15).pct).toBe(50);
    expect(pointsReturnOf(true, arrival, arrival - 14).pct).toBe(0);
  });
});

describe('the contract search', () => {
  it('shows each row its points by the chart; the public search shows none', async () => {
    const stay = openStay(60, 3);
    const line = await quote(
      env.sandbox.app,
      { hotel: 1, uh: 101, ...stay, contrato: GOLD_ID },
      env.joao,
    );
    expect(line.pontos).toBe(stayPoints(line.capacidade, false, stay.arrival, stay.departure));
    const club = await quote(
      env.sandbox.app,
      { hotel: 5, uh: 502, ...stay, contrato: GOLD_ID },
      env.joao,
    );
    expect(club.pontos).toBe(stayPoints(club.capacidade, true, stay.arrival, stay.departure));
    const pub = await quote(env.sandbox.app, { hotel: 1, uh: 101, ...stay });
    expect((pub as LinhaDisponibilidade).pontos).toBeUndefined();
  });
});

describe('holds spend points', () => {
  it('debits the chart points with the hold, linked to the reservation', async () => {
    const stay = openStay(70, 2);
    const before = balanceOf(env.sandbox.db, GOLD_ID);
    const line = await quote(
      env.sandbox.app,
      { hotel: 1, uh: 101, ...stay, contrato: GOLD_ID },
      env.joao,
    );
    const held = await hold(
      env.sandbox.app,
      { hotel: 1, uh: 101, ...stay, contrato: GOLD_ID },
      env.joao,
    );
    expect(held.pontos).toBe(line.pontos);
    expect(net(held.id_reservas_front)).toBe(-(line.pontos as number));
    expect(movementsOf(held.id_reservas_front).every((m) => m.tipo === 'uso_reserva')).toBe(true);
    expect(balanceOf(env.sandbox.db, GOLD_ID)).toBe(before - (line.pontos as number));
    expect(lastSaldo(GOLD_ID)).toBe(ledgerSum(GOLD_ID));
  });

  it('refuses before the hold when the points do not reach, naming both figures', async () => {
    const stay = openStay(75, 4); // 4 nights of a 3-guest room: well over 5 000 points
    const body = await holdBody(
      env.sandbox.app,
      { hotel: 1, uh: 101, ...stay, contrato: SMALL_ID },
      env.joao,
    );
    const free = freeUnits(env.sandbox.db, 101, stay.arrival, stay.departure);
    const count = () =>
      (env.sandbox.db.prepare('SELECT COUNT(*) AS n FROM reservations').get() as { n: number }).n;
    const reservations = count();
    const r = await api(env.sandbox.app, '/api/reserva/pre-reserva', body, env.joao);
    expect(r.status).toBe(403);
    expect(r.body.erro).toMatch(
      /^Pontos insuficientes no contrato DRVC-TESTE-0004: esta reserva custa [\d.]+ pontos e o contrato tem 5\.000 pontos disponíveis\.$/,
    );
    expect(count()).toBe(reservations);
    expect(freeUnits(env.sandbox.db, 101, stay.arrival, stay.departure)).toBe(free);
    const spentBySmall = env.sandbox.db
      .prepare(
        "SELECT COUNT(*) AS n FROM contract_point_movements WHERE contratos_id = ? AND tipo = 'uso_reserva'",
      )
      .get(SMALL_ID) as { n: number };
    expect(spentBySmall.n).toBe(0);
  });

  it('refuses a contract with an overdue parcela, naming the amount', async () => {
    const stay = openStay(80, 1);
    const body = await holdBody(
      env.sandbox.app,
      { hotel: 1, uh: 101, ...stay, contrato: SILVER_ID },
      env.joao,
    );
    const r = await api(env.sandbox.app, '/api/reserva/pre-reserva', body, env.joao);
    expect(r).toEqual({
      status: 403,
      body: {
        erro: 'O contrato DRVC-2023-01288 tem R$ 740,00 em atraso. Pague a parcela vencida para usar o contrato.',
      },
    });
  });

  it('never overspends when parallel holds compete for the same points', async () => {
    // 5 000 points; each 2-night low-season stay of a 3-guest room costs 3 000: one fits.
    const bodies = await Promise.all(
      [0, 1, 2, 3, 4, 5].map((i) => {
        const stay = openStay(120 + i * 7, 2);
        return holdBody(
          env.sandbox.app,
          { hotel: 1, uh: 101, ...stay, contrato: SMALL_ID },
          env.joao,
        );
      }),
    );
    const results = await Promise.all(
      bodies.map((b) => api(env.sandbox.app, '/api/reserva/pre-reserva', b, env.joao)),
    );
    const ok = results.filter((r) => r.status === 200);
    const spent = ok.reduce((s, r) => s + (r.body.pontos as number), 0);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    expect(spent).toBeLessThanOrEqual(5000);
    for (const r of results.filter((x) => x.status !== 200)) {
      expect(r.status).toBe(403);
      expect(r.body.erro).toMatch(/Pontos insuficientes/);
    }
    expect(balanceOf(env.sandbox.db, SMALL_ID)).toBe(5000 - spent);
    expect(lastSaldo(SMALL_ID)).toBe(ledgerSum(SMALL_ID));
    // Release them, so the small contract is whole again for the tests below.
    for (const r of ok) {
      const row = findReservationById(env.sandbox.db, r.body.id_reservas_front as number)!;
      changeStatus(env.sandbox.db, row, STATUS.expirada);
    }
    expect(balanceOf(env.sandbox.db, SMALL_ID)).toBe(5000);
  });
});
