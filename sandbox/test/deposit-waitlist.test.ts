import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WaitlistRequestView } from '../../src/api/contract/deposit-waitlist';
import { partsOf, today, toWire, type Day } from '../src/shared/calendar';
import { appendMovement, lotBalances } from '../src/repositories/club-ledger';
import { listOutbox } from '../src/repositories/mail-outbox';
import { weekPoints } from '../src/club/week-deposits';
import { testClock } from './booking-helpers';
import { login, MARIA, startSandbox, type TestSandbox } from './helpers';

/**
 * The week deposits' waitlist (README "Deposit waitlist"): who may wait and for what, the queue
 * served oldest first when a unit frees up (a lapsed request), a contract that cannot pay passed
 * over with its reason, parallel sweeps giving a unit once, and the member's changes.
 */

const clock = testClock();
const HOUR = 3_600_000;
let sandbox: TestSandbox;
let joao: string;

const GOLD = 'DRVC-2021-00457';
const RICH = 'DRVC-TESTE-0002';
const SMALL = 'DRVC-TESTE-0003';
const POOR = 'DRVC-TESTE-0004';
const POOR_ID = 90004;
const FIRST = 'DRVC-TESTE-0005';
const SECOND = 'DRVC-TESTE-0006';

async function post(url: string, payload: unknown) {
  const r = await sandbox.app.inject({
    method: 'POST',
    url: `/api${url}`,
    payload: payload as Record<string, unknown>,
    headers: { authorization: `Bearer ${joao}` },
  });
  return { status: r.statusCode, body: r.json() as Record<string, unknown> };
}

const day = () => today(new Date(clock.now()));
function saturdayFrom(days: number): Day {
  let d = day() + days;
  while (partsOf(d).weekday !== 6) d++;
  return d;
}

/** Asks deposits of the week's '4' units until none is left (RICH's, never confirmed). */
async function fillWeek(week: Day): Promise<number> {
  let asked = 0;
  for (;;) {
    const r = await post('/deposito-semana/solicitar', {
      numero_contrato: RICH,
      empreendimento_id: 2,
      br: '4',
      inicio: toWire(week),
    });
    if (r.status !== 200) {
      expect(r.body.erro).toBe('Não há mais unidades deste tipo livres nesta semana.');
      return asked;
    }
    asked++;
  }
}

const join = (numero: string, week: Day, patch: Record<string, unknown> = {}) =>
  post('/deposito-semana/lista-espera', {
    numero_contrato: numero,
    empreendimento_id: 2,
    br: '4',
    inicio: toWire(week),
    expira_em: toWire(week - 30),
    aceite: true,
    ...patch,
  });

const list = async () =>
  (await post('/deposito-semana/lista-espera/pedidos', {}))
    .body as unknown as WaitlistRequestView[];
const viewOf = async (id: number) => (await list()).find((r) => r.pedido_id === id)!;

beforeAll(async () => {
  sandbox = startSandbox({ SANDBOX_ABUSE_LIMITS: '0' }, { now: clock.now });
  joao = await login(sandbox.app, { ...MARIA, usuario: '11144477735' });
  const t = today(new Date(clock.now()));
  const insert = sandbox.db.prepare(
    `INSERT INTO contracts (contratos_id, numero_contrato, user_id, produto, pontos, status, data_inicio, data_fim)
     VALUES (?, ?, 2, 'Teste', ?, 'ativo', ?, ?)`,
  );
  insert.run(90002, RICH, 60000, toWire(t - 10), toWire(t + 3650));
  insert.run(90003, SMALL, 6000, toWire(t - 10), toWire(t + 3650));
  insert.run(POOR_ID, POOR, 13000, toWire(t - 10), toWire(t + 3650));
  insert.run(90005, FIRST, 60000, toWire(t - 10), toWire(t + 3650));
  insert.run(90006, SECOND, 60000, toWire(t - 10), toWire(t + 3650));
});

afterAll(async () => {
  await sandbox.close();
});

describe('joining', () => {
  it('refuses a week that still has a unit, a contract that could not pay, and bad dates', async () => {
    const free = await join(GOLD, saturdayFrom(120));
    expect(free.status).toBe(409);
    expect(free.body.erro).toMatch(/Ainda há unidade livre nesta semana/);

    const week = saturdayFrom(127);
    await fillWeek(week);
    const small = await join(SMALL, week);
    expect(small.status).toBe(409);
    expect(small.body.erro).toMatch(/^Pontos insuficientes/);
    const late = await join(GOLD, week, { expira_em: toWire(week - 29) });
    expect(late.status).toBe(400);
    expect(late.body.erro).toBe(
      `Escolha até quando esperar: de ${toWire(day())} a ${toWire(week - 30)}.`,
    );
    const noRules = await join(GOLD, week, { aceite: false });
    expect(noRules.status).toBe(400);
    const tooClose = await join(GOLD, saturdayFrom(7));
    expect(tooClose.status).toBe(409);
    expect(tooClose.body.erro).toMatch(/fecha 30 dias antes/);
  });

  it('queues in order, once per week, and at most two requests per contract', async () => {
    const week = saturdayFrom(134);
    await fillWeek(week);
    const first = await join(GOLD, week);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      status: 'ativo',
      posicao: 1,
      qtd_pontos: weekPoints('4', week),
    });
    const second = await join(RICH, week);
    expect(second.body).toMatchObject({ posicao: 2 });
    expect((await join(GOLD, week)).body.erro).toBe(
      'Este contrato já está na lista de espera desta semana.',
    );
    const other = saturdayFrom(141);
    await fillWeek(other);
    expect((await join(GOLD, other)).status).toBe(200);
    const third = saturdayFrom(148);
    await fillWeek(third);
    const refused = await join(GOLD, third);
    expect(refused.status).toBe(409);
    expect(refused.body.erro).toBe(
      `O contrato ${GOLD} já tem 2 pedidos na lista de espera: cancele um para fazer outro.`,
    );
    // Cancelling one makes room.
    await post('/deposito-semana/lista-espera/cancelar', { pedido_id: first.body.pedido_id });
    expect((await viewOf(Number(first.body.pedido_id))).status).toBe('cancelado');
    expect((await viewOf(Number(second.body.pedido_id))).posicao).toBe(1);
    expect((await join(GOLD, third)).status).toBe(200);
  });
});

describe('serving', () => {
  it('confirms the oldest request that can pay when a unit frees up, passing over one that cannot', async () => {
    const week = saturdayFrom(162);
    await fillWeek(week);
    const points = weekPoints('4', week);
    // POOR could pay when it joined; by the time a unit frees, its points are gone.
    const poor = await join(POOR, week);
    expect(poor.status).toBe(200);
    const rich = await join(RICH, week);
    expect(rich.body).toMatchObject({ posicao: 2 });
    const [lot] = lotBalances(sandbox.db, POOR_ID);
    appendMovement(sandbox.db, {
      contratosId: POOR_ID,
      data: day(),
      tipo: 'ajuste',
      pontos: -(lot!.pontos - 100),
      validade: lot!.validade,
      descricao: 'Teste: pontos usados noutro lugar',
    });
    const mails = listOutbox(sandbox.db).length;

    // The deposits asked by fillWeek lapse after 48 hours: their units free up.
    clock.advance(49 * HOUR);
    const after = await list();
    const served = after.find((r) => r.pedido_id === rich.body.pedido_id)!;
    expect(served.status).toBe('confirmado');
    expect(served.deposito_semana_id).not.toBeNull();
    const passed = after.find((r) => r.pedido_id === poor.body.pedido_id)!;
    expect(passed.status).toBe('ativo');
    expect(passed.ultimo_motivo).toMatch(/^Pontos insuficientes/);
    // The deposit's own ledger lines: the week's points, from RICH's contract.
    const debited = sandbox.db
      .prepare(
        'SELECT contratos_id, SUM(pontos) AS s FROM contract_point_movements WHERE deposito_semana_id = ? GROUP BY contratos_id',
      )
      .all(served.deposito_semana_id);
    expect(debited).toEqual([{ contratos_id: 90002, s: -points }]);
    const deposit = sandbox.db
      .prepare('SELECT status FROM week_deposits WHERE id = ?')
      .get(served.deposito_semana_id) as { status: string };
    expect(deposit.status).toBe('confirmado');
    const fee = sandbox.db
      .prepare('SELECT valor FROM contract_installments WHERE deposito_semana_id = ?')
      .get(served.deposito_semana_id) as { valor: number };
    expect(fee.valor).toBe(served.taxa_utilizacao * 100);
    const sent = listOutbox(sandbox.db).slice(0, listOutbox(sandbox.db).length - mails);
    expect(sent.map((m) => m.assunto)).toContain(
      `Lista de espera: depósito de semana confirmado (pedido ${served.deposito_semana_id})`,
    );
    // The skip is recorded once, however often the sweep runs.
    await list();
    const skips = sandbox.db
      .prepare('SELECT COUNT(*) AS n FROM deposit_waitlist_skips WHERE pedido_id = ?')
      .get(poor.body.pedido_id) as { n: number };
    expect(skips.n).toBe(1);
  });

  it('gives a freed unit once, to the first in line, however many sweeps run at once', async () => {
    const week = saturdayFrom(176);
    const units = await fillWeek(week);
    const first = await join(FIRST, week);
    const second = await join(SECOND, week);
    clock.advance(49 * HOUR);
    // Every call sweeps first: a burst of them at once.
    await Promise.all(Array.from({ length: 8 }, () => list()));
    const views = await list();
    const a = views.find((r) => r.pedido_id === first.body.pedido_id)!;
    const b = views.find((r) => r.pedido_id === second.body.pedido_id)!;
    // All the week's units lapsed together: the first two in line get one each, never more.
    expect(a.status).toBe('confirmado');
    expect(b.status).toBe(units >= 2 ? 'confirmado' : 'ativo');
    const confirmed = sandbox.db
      .prepare(
        "SELECT COUNT(*) AS n FROM week_deposits WHERE resort_id = 2 AND br = '4' AND inicio = ? AND status = 'confirmado'",
      )
      .get(toIsoDay(week)) as { n: number };
    expect(confirmed.n).toBeLessThanOrEqual(units);
  });
});

describe('the member’s changes', () => {
  it('changes how long a request waits, closes it when that passes, and keeps others’ out', async () => {
    const week = saturdayFrom(190);
    await fillWeek(week);
    const r = await join(RICH, week, { expira_em: toWire(day() + 1) });
    const id = Number(r.body.pedido_id);
    const changed = await post('/deposito-semana/lista-espera/validade', {
      pedido_id: id,
      expira_em: toWire(day() + 3),
    });
    expect(changed.body).toMatchObject({ expira_em: toWire(day() + 3) });
    const bad = await post('/deposito-semana/lista-espera/validade', {
      pedido_id: id,
      expira_em: toWire(week),
    });
    expect(bad.status).toBe(400);
    expect(
      (await post('/deposito-semana/lista-espera/cancelar', { pedido_id: 999999 })).status,
    ).toBe(404);
    const maria = await login(sandbox.app, MARIA);
    const asMaria = await sandbox.app.inject({
      method: 'POST',
      url: '/api/deposito-semana/lista-espera/cancelar',
      payload: { pedido_id: id },
      headers: { authorization: `Bearer ${maria}` },
    });
    expect(asMaria.statusCode).toBe(403);
    clock.advance(4 * 24 * HOUR);
    expect((await viewOf(id)).status).toBe('expirado');
  });
});

function toIsoDay(d: Day): string {
  const { year, month, date } = partsOf(d);
  return `${year}-${String(month).padStart(2, '0')}-${String(date).padStart(2, '0')}`;
}
