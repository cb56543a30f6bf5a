import { describe, expect, it } from 'vitest';
import type { ReservaResumo } from '../../src/api/contract/account';
import type { ContractDetail } from '../../src/api/contract/club';
import type { SimularCancelamentoResponse } from '../../src/api/contract/cancellation';
import { today } from '../src/shared/calendar';
import { balanceOf } from '../src/repositories/club-ledger';
import { changeStatus, findReservationById, STATUS } from '../src/booking/reservations';
import { api, confirmBody, guests, hold, holdBody, openStay } from './booking-helpers';
import { pixOrBoletoRequest } from './payment-helpers';
import {
  GOLD_ID,
  MINUTE,
  SILVER_ID,
  clock,
  env,
  lastSaldo,
  ledgerSum,
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

describe('points come back', () => {
  it('in full when the hold expires unpaid', async () => {
    const stay = openStay(90, 2);
    const held = await hold(
      env.sandbox.app,
      { hotel: 1, uh: 101, ...stay, contrato: GOLD_ID },
      env.joao,
    );
    // Every unpaid hold of the contract (this one and earlier tests') gives all its points back.
    const holdsUsed = (
      env.sandbox.db
        .prepare(
          'SELECT id_reservas_front AS id FROM reservations WHERE contrato_id = ? AND status_id = 1',
        )
        .all(GOLD_ID) as { id: number }[]
    ).reduce((s, r) => s - net(r.id), 0);
    expect(holdsUsed).toBeGreaterThanOrEqual(held.pontos as number);
    const before = balanceOf(env.sandbox.db, GOLD_ID) + holdsUsed;
    clock.advance(31 * MINUTE);
    // Any request runs the sweep; the group's state is one.
    await api(env.sandbox.app, '/api/reserva/grupo', {
      identificador: held.identificador,
      chave_grupo: held.chave_grupo,
    });
    expect(findReservationById(env.sandbox.db, held.id_reservas_front)?.status_id).toBe(
      STATUS.expirada,
    );
    expect(net(held.id_reservas_front)).toBe(0);
    expect(balanceOf(env.sandbox.db, GOLD_ID)).toBe(before);
  });

  async function paidBooking(daysAhead: number) {
    const stay = openStay(daysAhead, 1);
    const held = await hold(
      env.sandbox.app,
      { hotel: 1, uh: 101, ...stay, contrato: GOLD_ID },
      env.joao,
    );
    const confirmed = await api(
      env.sandbox.app,
      '/api/reserva-drvc',
      { ...confirmBody(held, guests(2)), contrato_id: GOLD_ID },
      env.joao,
    );
    expect(confirmed.status).toBe(200);
    // The payment itself is the gateway's (payments tests); here the room is simply paid.
    const row = findReservationById(env.sandbox.db, held.id_reservas_front)!;
    changeStatus(env.sandbox.db, row, STATUS.confirmada);
    return { held, arrival: stay.arrival };
  }

  const simulate = async (id: number) =>
    (
      await api(
        env.sandbox.app,
        '/api/reserva/cancelamento/simular',
        { id_reservas_front: id },
        env.joao,
      )
    ).body as SimularCancelamentoResponse;
  const cancel = (id: number) =>
    api(
      env.sandbox.app,
      '/api/reserva-drvc/cancelar',
      { id_reservas_front: id, observacoes: 'Mudança de planos' },
      env.joao,
    );

  it.each([
    [45, 100],
    [20, 50],
    [5, 0],
  ])(
    'a paid booking cancelled %i days ahead gets %i percent back, as simulated',
    async (days, pct) => {
      const { held, arrival } = await paidBooking(days);
      const used = held.pontos as number;
      const before = balanceOf(env.sandbox.db, GOLD_ID);
      const simulation = await simulate(held.id_reservas_front);
      const left = arrival - today(new Date(clock.now()));
      const expectedPct = left >= 30 ? 100 : left >= 15 ? 50 : 0;
      expect(expectedPct).toBe(pct);
      expect(simulation).toMatchObject({
        pontos_usados: used,
        pontos_devolvidos: Math.floor((used * pct) / 100),
      });
      expect(simulation.regra_pontos).toMatch(/pontos/);
      expect((await cancel(held.id_reservas_front)).status).toBe(200);
      expect(balanceOf(env.sandbox.db, GOLD_ID)).toBe(
        before + (simulation.pontos_devolvidos as number),
      );
      expect(lastSaldo(GOLD_ID)).toBe(ledgerSum(GOLD_ID));
    },
  );
});

describe('/relatorio-drvc/reservas', () => {
  it("lists the member's contract bookings with the contract and the net points", async () => {
    const stay = openStay(100, 2);
    const held = await hold(
      env.sandbox.app,
      { hotel: 1, uh: 101, ...stay, contrato: GOLD_ID },
      env.joao,
    );
    const all = await api(env.sandbox.app, '/api/relatorio-drvc/reservas', {}, env.joao);
    expect(all.status).toBe(200);
    const mine = (all.body as ReservaResumo[]).find(
      (r) => r.id_reservas_front === held.id_reservas_front,
    );
    expect(mine).toMatchObject({ numero_contrato: 'DRVC-2021-00457', pontos: held.pontos });
    expect((all.body as ReservaResumo[]).every((r) => r.numero_contrato !== undefined)).toBe(true);
    const one = await api(
      env.sandbox.app,
      '/api/relatorio-drvc/reservas',
      { numero_contrato: 'DRVC-TESTE-0004' },
      env.joao,
    );
    expect(
      (one.body as ReservaResumo[]).every((r) => r.numero_contrato === 'DRVC-TESTE-0004'),
    ).toBe(true);
  });

  it('keeps others out: 403 for another type, 404 for a foreign contract, 400 malformed', async () => {
    expect((await api(env.sandbox.app, '/api/relatorio-drvc/reservas', {}, env.maria)).status).toBe(
      403,
    );
    expect((await api(env.sandbox.app, '/api/relatorio-drvc/reservas', {})).status).toBe(401);
    const foreign = await api(
      env.sandbox.app,
      '/api/relatorio-drvc/reservas',
      { numero_contrato: 'DRVC-2024-00612' },
      env.joao,
    );
    expect(foreign.status).toBe(404);
    expect(
      (
        await api(
          env.sandbox.app,
          '/api/relatorio-drvc/reservas',
          { numero_contrato: 42 },
          env.joao,
        )
      ).status,
    ).toBe(400);
  });
});

describe("paying a parcela's segunda via", () => {
  const PAY = { authorization: 'Bearer sandbox-payments-token' };
  const gateway = async (url: string, payload: unknown) => {
    const r = await env.sandbox.app.inject({
      method: 'POST',
      url: `/payments${url}`,
      payload: payload as Record<string, unknown>,
      headers: PAY,
    });
    return { status: r.statusCode, body: r.json() as Record<string, unknown> };
  };
  const silver = async () =>
    (
      await api(
        env.sandbox.app,
        '/api/contrato-drvc',
        { numero_contrato: 'DRVC-2023-01288' },
        env.joao,
      )
    ).body as ContractDetail;

  it('pays the overdue line by PIX through the gateway, which clears the contract', async () => {
    const before = await silver();
    expect(before.valor_em_atraso).toBe(740);
    expect(before.estabelecimento_pagamento).toEqual({ id: 5, nome: 'Hotel Roma' });
    const line = before.parcelas.find((p) => p.status === 'vencida')!;
    expect(line.referencia_pagamento).toBe(`PARC-${line.parcela_id}`);
    expect(
      before.parcelas
        .filter((p) => p.status === 'paga')
        .every((p) => p.referencia_pagamento === null),
    ).toBe(true);
    const ref = line.referencia_pagamento!;
    const cents = Math.round(line.valor * 100);

    // Refusals first: another merchant, a card, a wrong amount, an unknown line.
    expect((await gateway('/pagar/1', pixOrBoletoRequest(ref, cents))).body.erro).toMatch(
      /Estabelecimento não corresponde à parcela/,
    );
    const card = await gateway('/pagar/5', {
      ...pixOrBoletoRequest(ref, cents),
      transacao_forma_pagamento: 1,
      transacao_integrador: 3,
    });
    expect(card.status).toBe(400);
    expect((await gateway('/pagar/5', pixOrBoletoRequest(ref, 100))).body.erro).toMatch(
      /não confere com o valor da parcela/,
    );
    expect((await gateway('/pagar/5', pixOrBoletoRequest('PARC-999999', cents))).status).toBe(404);

    const pix = await gateway('/pagar/5', pixOrBoletoRequest(ref, cents));
    expect(pix.body.status).toBe('pendente');
    // Still overdue until the money arrives.
    expect((await silver()).valor_em_atraso).toBe(740);
    const settle = await env.sandbox.app.inject({
      method: 'POST',
      url: `/payments/sandbox/pix/${pix.body.token as string}/pagar`,
    });
    expect(settle.json()).toEqual({ status: 'pago' });

    const after = await silver();
    expect(after.valor_em_atraso).toBe(0);
    const paid = after.parcelas.find((p) => p.parcela_id === line.parcela_id)!;
    expect(paid).toMatchObject({
      status: 'paga',
      forma_pagamento: 'pix',
      referencia_pagamento: null,
    });
    // Paying again answers the settled charge: nothing is charged twice.
    const again = await gateway('/pagar/5', pixOrBoletoRequest(ref, cents, 3));
    expect(again.body.token).toBe(pix.body.token);
    expect(again.body.status).not.toBe('pendente');
    // And the contract may book again.
    const body = await holdBody(
      env.sandbox.app,
      { hotel: 1, uh: 101, ...openStay(85, 1), contrato: SILVER_ID },
      env.joao,
    );
    expect((await api(env.sandbox.app, '/api/reserva/pre-reserva', body, env.joao)).status).toBe(
      200,
    );
  });
});
