import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReservaResumo } from '../../src/api/contract/account';
import type { ContractDetail } from '../../src/api/contract/club';
import type { SimularCancelamentoResponse } from '../../src/api/contract/cancellation';
import { today, toWire } from '../src/shared/calendar';
import { balanceOf } from '../src/club/club-ledger';
import { changeStatus, findReservationById, STATUS } from '../src/booking/reservations';
import { api, confirmBody, guests, hold, holdBody, openStay, testClock } from './booking-helpers';
import { login, MARIA, startSandbox, type TestSandbox } from './helpers';
import { pixOrBoletoRequest } from './payment-helpers';

/**
 * Contract bookings (README "Contract bookings"): the points chart in the search rows, the
 * hold that spends them (or is refused before anything is held), the return rule on every way a
 * room stops holding its unit, the simulation shown before cancelling, `/relatorio-drvc/reservas`
 * and parallel holds spending the same points.
 */

const clock = testClock();
const MINUTE = 60_000;
let sandbox: TestSandbox;
let joao: string;
let maria: string;

const GOLD_ID = 45701;
const SILVER_ID = 58932;
const SMALL_ID = 90004;

const movementsOf = (reservationId: number) =>
  sandbox.db
    .prepare(
      'SELECT tipo, pontos FROM contract_point_movements WHERE id_reservas_front = ? ORDER BY id',
    )
    .all(reservationId) as { tipo: string; pontos: number }[];
const net = (reservationId: number) => movementsOf(reservationId).reduce((s, m) => s + m.pontos, 0);
const ledgerSum = (contratosId: number) =>
  (
    sandbox.db
      .prepare(
        'SELECT COALESCE(SUM(pontos), 0) AS s FROM contract_point_movements WHERE contratos_id = ?',
      )
      .get(contratosId) as { s: number }
  ).s;
const lastSaldo = (contratosId: number) =>
  (
    sandbox.db
      .prepare(
        'SELECT saldo FROM contract_point_movements WHERE contratos_id = ? ORDER BY id DESC LIMIT 1',
      )
      .get(contratosId) as { saldo: number }
  ).saldo;

beforeAll(async () => {
  sandbox = startSandbox({}, { now: clock.now });
  joao = await login(sandbox.app, { ...MARIA, usuario: '11144477735' });
  maria = await login(sandbox.app, MARIA);
  const t = today(new Date(clock.now()));
  sandbox.db
    .prepare(
      `INSERT INTO contracts (contratos_id, numero_contrato, user_id, produto, pontos, status, data_inicio, data_fim)
       VALUES (?, 'DRVC-TESTE-0004', 2, 'Teste', 5000, 'ativo', ?, ?)`,
    )
    .run(SMALL_ID, toWire(t - 10), toWire(t + 3650));
});

afterAll(async () => {
  await sandbox.close();
});

describe('points come back', () => {
  it('in full when the hold expires unpaid', async () => {
    const stay = openStay(90, 2);
    const held = await hold(sandbox.app, { hotel: 1, uh: 101, ...stay, contrato: GOLD_ID }, joao);
    // Every unpaid hold of the contract (this one and earlier tests') gives all its points back.
    const holdsUsed = (
      sandbox.db
        .prepare(
          'SELECT id_reservas_front AS id FROM reservations WHERE contrato_id = ? AND status_id = 1',
        )
        .all(GOLD_ID) as { id: number }[]
    ).reduce((s, r) => s - net(r.id), 0);
    expect(holdsUsed).toBeGreaterThanOrEqual(held.pontos as number);
    const before = balanceOf(sandbox.db, GOLD_ID) + holdsUsed;
    clock.advance(31 * MINUTE);
    // Any request runs the sweep; the group's state is one.
    await api(sandbox.app, '/api/reserva/grupo', {
      identificador: held.identificador,
      chave_grupo: held.chave_grupo,
    });
    expect(findReservationById(sandbox.db, held.id_reservas_front)?.status_id).toBe(
      STATUS.expirada,
    );
    expect(net(held.id_reservas_front)).toBe(0);
    expect(balanceOf(sandbox.db, GOLD_ID)).toBe(before);
  });

  async function paidBooking(daysAhead: number) {
    const stay = openStay(daysAhead, 1);
    const held = await hold(sandbox.app, { hotel: 1, uh: 101, ...stay, contrato: GOLD_ID }, joao);
    const confirmed = await api(
      sandbox.app,
      '/api/reserva-drvc',
      { ...confirmBody(held, guests(2)), contrato_id: GOLD_ID },
      joao,
    );
    expect(confirmed.status).toBe(200);
    // The payment itself is the gateway's (payments tests); here the room is simply paid.
    const row = findReservationById(sandbox.db, held.id_reservas_front)!;
    changeStatus(sandbox.db, row, STATUS.confirmada);
    return { held, arrival: stay.arrival };
  }

  const simulate = async (id: number) =>
    (await api(sandbox.app, '/api/reserva/cancelamento/simular', { id_reservas_front: id }, joao))
      .body as SimularCancelamentoResponse;
  const cancel = (id: number) =>
    api(
      sandbox.app,
      '/api/reserva-drvc/cancelar',
      { id_reservas_front: id, observacoes: 'Mudança de planos' },
      joao,
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
      const before = balanceOf(sandbox.db, GOLD_ID);
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
      expect(balanceOf(sandbox.db, GOLD_ID)).toBe(
        before + (simulation.pontos_devolvidos as number),
      );
      expect(lastSaldo(GOLD_ID)).toBe(ledgerSum(GOLD_ID));
    },
  );
});

describe('/relatorio-drvc/reservas', () => {
  it("lists the member's contract bookings with the contract and the net points", async () => {
    const stay = openStay(100, 2);
    const held = await hold(sandbox.app, { hotel: 1, uh: 101, ...stay, contrato: GOLD_ID }, joao);
    const all = await api(sandbox.app, '/api/relatorio-drvc/reservas', {}, joao);
    expect(all.status).toBe(200);
    const mine = (all.body as ReservaResumo[]).find(
      (r) => r.id_reservas_front === held.id_reservas_front,
    );
    expect(mine).toMatchObject({ numero_contrato: 'DRVC-2021-00457', pontos: held.pontos });
    expect((all.body as ReservaResumo[]).every((r) => r.numero_contrato !== undefined)).toBe(true);
    const one = await api(
      sandbox.app,
      '/api/relatorio-drvc/reservas',
      { numero_contrato: 'DRVC-TESTE-0004' },
      joao,
    );
    expect(
      (one.body as ReservaResumo[]).every((r) => r.numero_contrato === 'DRVC-TESTE-0004'),
    ).toBe(true);
  });

  it('keeps others out: 403 for another type, 404 for a foreign contract, 400 malformed', async () => {
    expect((await api(sandbox.app, '/api/relatorio-drvc/reservas', {}, maria)).status).toBe(403);
    expect((await api(sandbox.app, '/api/relatorio-drvc/reservas', {})).status).toBe(401);
    const foreign = await api(
      sandbox.app,
      '/api/relatorio-drvc/reservas',
      { numero_contrato: 'DRVC-2024-00612' },
      joao,
    );
    expect(foreign.status).toBe(404);
    expect(
      (await api(sandbox.app, '/api/relatorio-drvc/reservas', { numero_contrato: 42 }, joao))
        .status,
    ).toBe(400);
  });
});

describe("paying a parcela's segunda via", () => {
  const PAY = { authorization: 'Bearer sandbox-payments-token' };
  const gateway = async (url: string, payload: unknown) => {
    const r = await sandbox.app.inject({
      method: 'POST',
      url: `/payments${url}`,
      payload: payload as Record<string, unknown>,
      headers: PAY,
    });
    return { status: r.statusCode, body: r.json() as Record<string, unknown> };
  };
  const silver = async () =>
    (await api(sandbox.app, '/api/contrato-drvc', { numero_contrato: 'DRVC-2023-01288' }, joao))
      .body as ContractDetail;

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
    const settle = await sandbox.app.inject({
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
      sandbox.app,
      { hotel: 1, uh: 101, ...openStay(85, 1), contrato: SILVER_ID },
      joao,
    );
    expect((await api(sandbox.app, '/api/reserva/pre-reserva', body, joao)).status).toBe(200);
  });
});
