import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ContractDetail,
  DepositAcceptanceDetails,
  DepositAcceptanceResponse,
  DepositRequestResponse,
  DepositWeeksResponse,
  PointsStatement,
  WeeklyDeposit,
} from '../../src/api/contract/club';
import { dayOf, partsOf, today, toWire, type Day } from '../src/shared/calendar';
import { lotBalances } from '../src/repositories/club-ledger';
import { listOutbox } from '../src/repositories/mail-outbox';
import {
  DEPOSIT_MAX_DAYS,
  DEPOSIT_MIN_DAYS,
  USAGE_FEE_DUE_DAYS,
  weekPoints,
  windowRefusal,
} from '../src/club/week-deposits';
import { testClock } from './booking-helpers';
import { login, MARIA, startSandbox, type TestSandbox } from './helpers';

/**
 * Week deposits (README "Week deposits"): the window, the points and fee, good standing,
 * enough points, the last unit under parallel requests, the e-mailed acceptance link, the
 * single-use and expiring confirmation token, and the ledger's debit.
 */

const clock = testClock();
const HOUR = 3_600_000;
const DEPOSITS = { authorization: 'Bearer sandbox-deposits-token' };
let sandbox: TestSandbox;
let joao: string;

async function post(url: string, payload: unknown, headers: Record<string, string> = {}) {
  const r = await sandbox.app.inject({
    method: 'POST',
    url: `/api${url}`,
    payload: payload as Record<string, unknown>,
    headers,
  });
  return { status: r.statusCode, body: r.json() as Record<string, unknown> };
}
const asMember = (url: string, payload: unknown) =>
  post(url, payload, { authorization: `Bearer ${joao}` });

/** The first Saturday at least `days` from today. */
function saturdayFrom(days: number): Day {
  let d = today(new Date(clock.now())) + days;
  while (partsOf(d).weekday !== 6) d++;
  return d;
}

const GOLD = 'DRVC-2021-00457';
const SILVER = 'DRVC-2023-01288';
const RICH = 'DRVC-TESTE-0002';
const SMALL = 'DRVC-TESTE-0003';

async function ask(inicio: Day, patch: Record<string, unknown> = {}) {
  return asMember('/deposito-semana/solicitar', {
    numero_contrato: GOLD,
    empreendimento_id: 2,
    br: '4',
    inicio: toWire(inicio),
    ...patch,
  });
}

/** The acceptance link of the newest e-mail: [pedido, id]. */
function lastAcceptanceLink(): [string, number] {
  const mail = listOutbox(sandbox.db).find((m) =>
    m.assunto.startsWith('Depósito de semana: confirme'),
  );
  const link = mail!.links.find((l) => l.includes('/deposito-semana/aceite/'))!;
  const [, pedido, id] = /\/deposito-semana\/aceite\/([^/]+)\/(\d+)$/.exec(link)!;
  return [pedido!, Number(id)];
}

beforeAll(async () => {
  // One account through more password checks and e-mails than a person makes in an hour:
  // the limits on those are tested in abuse-limits.test.ts.
  sandbox = startSandbox({ SANDBOX_ABUSE_LIMITS: '0' }, { now: clock.now });
  joao = await login(sandbox.app, { ...MARIA, usuario: '11144477735' });
  // Two more contracts of João's, each with one lot: plenty of points, and 6 000.
  const t = today(new Date(clock.now()));
  const insert = sandbox.db.prepare(
    `INSERT INTO contracts (contratos_id, numero_contrato, user_id, produto, pontos, status, data_inicio, data_fim)
     VALUES (?, ?, 2, 'Teste', ?, 'ativo', ?, ?)`,
  );
  insert.run(90002, RICH, 60000, toWire(t - 10), toWire(t + 3650));
  insert.run(90003, SMALL, 6000, toWire(t - 10), toWire(t + 3650));
});

afterAll(async () => {
  await sandbox.close();
});

describe('the rules', () => {
  it('opens a week 365 days before its check-in and closes it 30 days before', () => {
    const t = dayOf(2026, 11, 25);
    const inside = saturdayOn(t + DEPOSIT_MIN_DAYS);
    expect(windowRefusal(inside, t)).toBeNull();
    expect(windowRefusal(inside - 7, t)).toMatch(/fecha 30 dias antes/);
    const far = saturdayOn(t + DEPOSIT_MAX_DAYS + 1);
    expect(windowRefusal(far, t)).toBe(`O depósito desta semana abre em ${toWire(far - 365)}.`);
    expect(windowRefusal(inside + 1, t)).toBe('As semanas começam no sábado.');
  });

  it('prices a week by unit type, 40% more with a high-season or holiday night', () => {
    expect(weekPoints('S', dayOf(2027, 3, 6))).toBe(3500);
    // 10/07/2027: July is high season.
    expect(weekPoints('S', dayOf(2027, 7, 10))).toBe(4900);
    // The week of 20/11/2027 holds the Consciência Negra holiday.
    expect(weekPoints('2', dayOf(2027, 11, 20))).toBe(8400);
  });
});

function saturdayOn(from: Day): Day {
  let d = from;
  while (partsOf(d).weekday !== 6) d++;
  return d;
}

describe('lists', () => {
  it('gives the resorts and each one’s units with br codes, to members only', async () => {
    const resorts = await asMember('/deposito-semana/empreendimentos', {});
    expect(resorts.body).toContainEqual({
      resortId: 2,
      resortName: 'Lacqua Aurora Residence',
      cidade: 'Caldas Novas - GO',
    });
    const units = await asMember('/deposito-semana/unidades', { empreendimento_id: 2 });
    expect((units.body as unknown as { br: string }[]).map((u) => u.br)).toEqual([
      'S',
      '1',
      '2',
      '3',
      '4',
    ]);
    const maria = await login(sandbox.app, MARIA);
    const other = await post(
      '/deposito-semana/empreendimentos',
      {},
      { authorization: `Bearer ${maria}` },
    );
    expect(other.status).toBe(403);
    expect((await post('/deposito-semana/empreendimentos', {})).status).toBe(401);
    expect((await asMember('/deposito-semana/unidades', { empreendimento_id: 99 })).status).toBe(
      404,
    );
    expect((await asMember('/deposito-semana/unidades', { empreendimento_id: '2' })).status).toBe(
      400,
    );
  });

  it('marks each week with the window’s reason, and its points and fee', async () => {
    const r = await asMember('/deposito-semana/semanas', {
      numero_contrato: GOLD,
      empreendimento_id: 2,
      br: '1',
    });
    expect(r.status).toBe(200);
    const { janela, semanas } = r.body as unknown as DepositWeeksResponse;
    expect(janela.inicio).toBe(toWire(saturdayFrom(DEPOSIT_MIN_DAYS)));
    const first = semanas[0]!;
    expect(first).toMatchObject({ disponivel: false, taxa_utilizacao: 230 });
    expect(first.motivo).toMatch(/fecha 30 dias antes/);
    expect(semanas.find((w) => w.inicio === janela.inicio)).toMatchObject({
      disponivel: true,
      motivo: null,
    });
    expect(semanas.at(-1)!.motivo).toMatch(/^O depósito desta semana abre em /);
  });
});

describe('a deposit', () => {
  it('refuses, with the reason: outside the window, not enough points, overdue, bad input', async () => {
    const close = await ask(saturdayFrom(7));
    expect(close.status).toBe(409);
    expect(close.body.erro).toMatch(/fecha 30 dias antes/);
    const overdue = await ask(saturdayFrom(60), { numero_contrato: SILVER, br: 'S' });
    expect(overdue).toEqual({
      status: 409,
      body: {
        erro: 'O contrato DRVC-2023-01288 tem R$ 740,00 em atraso. Pague a parcela vencida para usar o contrato.',
      },
    });
    for (const patch of [
      { br: '5' },
      { inicio: '31/02/2027' },
      { empreendimento_id: -1 },
      { numero_contrato: 7 },
    ]) {
      expect((await ask(saturdayFrom(60), patch)).status).toBe(400);
    }
    expect((await ask(saturdayFrom(60), { numero_contrato: 'DRVC-2024-00612' })).status).toBe(404);
    // Resort 1 has no 4-room units.
    expect((await ask(saturdayFrom(60), { empreendimento_id: 1 })).status).toBe(400);
  });

  it('goes from the request through the e-mailed acceptance to one confirmation that debits the points', async () => {
    const week = saturdayFrom(70);
    const before = (await asMember('/contrato-drvc/extrato-utilizacao', { numero_contrato: GOLD }))
      .body as unknown as PointsStatement;
    const points = weekPoints('4', week);
    const asked = await ask(week);
    expect(asked.status).toBe(200);
    const { deposito_semana_id: id, email } = asked.body as unknown as DepositRequestResponse;
    expect(email).toMatch(/^j\*\*\*@/);

    const [pedido, linkId] = lastAcceptanceLink();
    expect(linkId).toBe(id);
    const details = (
      await post('/deposito-semana/aceite/consultar', { pedido, deposito_semana_id: id })
    ).body as unknown as DepositAcceptanceDetails;
    expect(details).toMatchObject({
      numero_contrato: GOLD,
      empreendimento: 'Lacqua Aurora Residence',
      br: '4',
      inicio: toWire(week),
      status: 'aguardando_aceite',
      usuario_nome: 'João Batista Oliveira',
    });
    expect(details.regras.length).toBeGreaterThan(3);
    // Another order code never shows it.
    expect(
      (
        await post('/deposito-semana/aceite/consultar', {
          pedido: 'x'.repeat(24),
          deposito_semana_id: id,
        })
      ).status,
    ).toBe(404);
    expect((await post('/deposito-semana/aceite', { pedido, deposito_semana_id: id })).status).toBe(
      400,
    );
    // Only `true` accepts the rules: not its text, which a coercing validator would let through.
    for (const aceite of [undefined, 'true', false]) {
      const refused = await post('/deposito-semana/aceite', {
        pedido,
        deposito_semana_id: id,
        aceite,
      });
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({ erro: 'É preciso aceitar as regras do depósito.' });
    }

    const accepted = (
      await post('/deposito-semana/aceite', { pedido, deposito_semana_id: id, aceite: true })
    ).body as unknown as DepositAcceptanceResponse;
    const hash = accepted.confirma_token;

    // The fixed deposits token is required; the hash must be the link's.
    expect((await post('/deposito-semana', { deposito_semana_id: id, hash })).status).toBe(401);
    expect(
      (await post('/deposito-semana', { deposito_semana_id: id, hash: 'y'.repeat(43) }, DEPOSITS))
        .status,
    ).toBe(404);
    const deposit = (await post('/deposito-semana', { deposito_semana_id: id, hash }, DEPOSITS))
      .body as unknown as WeeklyDeposit;
    expect(deposit).toMatchObject({
      numero_contrato: GOLD,
      qtd_pontos: points,
      taxa_utilizacao: 420,
      usuario_nome: 'João Batista Oliveira',
      status: 'aguardando_confirmacao',
    });

    const confirmed = await post(
      '/deposito-semana/confirmar',
      { deposito_semana_id: id, hash },
      DEPOSITS,
    );
    expect(confirmed).toEqual({
      status: 200,
      body: { mensagem: 'Deposito efetuado com sucesso!' },
    });
    const again = await post(
      '/deposito-semana/confirmar',
      { deposito_semana_id: id, hash },
      DEPOSITS,
    );
    expect(again).toEqual({ status: 409, body: { erro: 'Este depósito já foi confirmado.' } });

    const after = (await asMember('/contrato-drvc/extrato-utilizacao', { numero_contrato: GOLD }))
      .body as unknown as PointsStatement;
    expect(after.saldo_pontos).toBe(before.saldo_pontos - points);
    const debits = after.movimentos.filter((m) => m.deposito_semana_id === id);
    expect(debits.every((m) => m.tipo === 'deposito')).toBe(true);
    expect(debits.reduce((s, m) => s + m.pontos, 0)).toBe(-points);
    expect(listOutbox(sandbox.db)[0]!.assunto).toBe(`Depósito de semana confirmado: pedido ${id}`);
    // The usage fee is an open line of the financial record, due in 10 days, payable there;
    // confirming twice added it once.
    const record = (await asMember('/contrato-drvc', { numero_contrato: GOLD }))
      .body as unknown as ContractDetail;
    const fees = record.parcelas.filter((p) => p.tipo === 'taxa_utilizacao');
    expect(fees).toHaveLength(1);
    expect(fees[0]).toMatchObject({
      valor: 420,
      status: 'em_aberto',
      vencimento: toWire(today(new Date(clock.now())) + USAGE_FEE_DUE_DAYS),
      referencia_pagamento: `PARC-${fees[0]!.parcela_id}`,
    });
    expect(fees[0]!.descricao).toMatch(/^Taxa de utilização, depósito de semana /);
  });

  it('lapses 48 hours after the request: the token is refused and the unit is free again', async () => {
    const week = saturdayFrom(84);
    expect((await ask(week, { numero_contrato: RICH })).status).toBe(200);
    const [pedido, id] = lastAcceptanceLink();
    const { confirma_token: hash } = (
      await post('/deposito-semana/aceite', { pedido, deposito_semana_id: id, aceite: true })
    ).body as unknown as DepositAcceptanceResponse;
    const weeks = async () =>
      (
        (
          await asMember('/deposito-semana/semanas', {
            numero_contrato: GOLD,
            empreendimento_id: 2,
            br: '4',
          })
        ).body as unknown as DepositWeeksResponse
      ).semanas.find((w) => w.inicio === toWire(week))!;
    // Resort 2 has one 4-room unit: taken while the request lives.
    expect(await weeks()).toMatchObject({
      disponivel: false,
      motivo: 'Não há mais unidades deste tipo livres nesta semana.',
    });
    clock.advance(48 * HOUR + 1000);
    const late = await post(
      '/deposito-semana/confirmar',
      { deposito_semana_id: id, hash },
      DEPOSITS,
    );
    expect(late.status).toBe(410);
    expect(late.body.erro).toMatch(/48 horas/);
    expect(await weeks()).toMatchObject({ disponivel: true });
  });

  it('gives the last unit of a week to one of two parallel requests', async () => {
    const week = saturdayFrom(98);
    const [a, b] = await Promise.all([
      ask(week, { numero_contrato: RICH }),
      ask(week, { numero_contrato: RICH }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect([a, b].find((r) => r.status === 409)!.body.erro).toBe(
      'Não há mais unidades deste tipo livres nesta semana.',
    );
  });

  it('refuses at confirmation when the points were spent meanwhile, debiting nothing', async () => {
    const db = sandbox.db;
    // One lot of 6 000 points: two studio weeks (3 500 or 4 900 each) do not both fit.
    const weeks = [saturdayFrom(112), saturdayFrom(126)];
    const links: [number, string][] = [];
    for (const week of weeks) {
      const asked = await ask(week, { numero_contrato: SMALL, br: 'S' });
      expect(asked.status).toBe(200);
      const [pedido, id] = lastAcceptanceLink();
      const { confirma_token } = (
        await post('/deposito-semana/aceite', { pedido, deposito_semana_id: id, aceite: true })
      ).body as unknown as DepositAcceptanceResponse;
      links.push([id, confirma_token]);
    }
    const results = await Promise.all(
      links.map(([id, hash]) =>
        post('/deposito-semana/confirmar', { deposito_semana_id: id, hash }, DEPOSITS),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const refused = results.findIndex((r) => r.status === 409);
    expect(results[refused]!.body.erro).toMatch(/^Pontos insuficientes: são necessários/);
    const spent = weekPoints('S', weeks[1 - refused]!);
    expect(lotBalances(db, 90003).reduce((s, l) => s + l.pontos, 0)).toBe(6000 - spent);
  });
});
