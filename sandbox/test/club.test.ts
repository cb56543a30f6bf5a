import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ContractDetail,
  ContractListResponse,
  PointsStatement,
} from '../../src/api/contract/club';
import { dayOf, fromIso, parseWireDate, today, toIso } from '../src/shared/calendar';
import {
  addYears,
  appendMovement,
  InsufficientPointsError,
  lotBalances,
  lotExpiry,
  settleLedger,
  spendPoints,
} from '../src/repositories/club-ledger';
import type { ContractRow } from '../src/repositories/club-contracts';
import { testClock } from './booking-helpers';
import { login, MARIA, startSandbox, type TestSandbox } from './helpers';

/**
 * The club's contracts over HTTP and the points ledger's rules (README "Club"): who may read
 * what, the seeded history, the balance as the sum of the movements (a database trigger),
 * lazy annual credits and expiries, and spending the first lot to expire first.
 */

const clock = testClock();
const DAY = 86_400_000;
let sandbox: TestSandbox;
let joao: string;
let maria: string;

async function post(url: string, payload: unknown, token: string | null = joao) {
  const r = await sandbox.app.inject({
    method: 'POST',
    url: `/api${url}`,
    payload: payload as Record<string, unknown>,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: r.statusCode, body: r.json() as Record<string, unknown> };
}

const contractRow = (id: number) =>
  sandbox.db.prepare('SELECT * FROM contracts WHERE contratos_id = ?').get(id) as ContractRow;

beforeAll(async () => {
  sandbox = startSandbox({}, { now: clock.now });
  joao = await login(sandbox.app, { ...MARIA, usuario: '11144477735' });
  maria = await login(sandbox.app, MARIA);
});

afterAll(async () => {
  await sandbox.close();
});

describe('who reads contracts', () => {
  it('refuses a visitor (401) and a customer of another type (403) with a message', async () => {
    expect((await post('/contrato-drvc/lista-contrato', {}, null)).status).toBe(401);
    const other = await post('/contrato-drvc/lista-contrato', {}, maria);
    expect(other).toEqual({
      status: 403,
      body: { erro: 'Área exclusiva para associados do Aurora VIP Club.' },
    });
  });

  it("answers 404 for another member's contract and 400 for a malformed number", async () => {
    for (const url of ['/contrato-drvc', '/contrato-drvc/extrato-utilizacao']) {
      expect(await post(url, { numero_contrato: 'DRVC-2024-00612' })).toEqual({
        status: 404,
        body: { erro: 'Contrato não encontrado.' },
      });
      for (const numero of [undefined, 42, '', 'DRVC 2021', 'x'.repeat(31), "1' OR '1'='1"]) {
        const r = await post(url, { numero_contrato: numero });
        expect(r.status).toBe(400);
        expect(r.body.erro).toMatch(/número do contrato/);
      }
      expect((await post(url, [1, 2])).status).toBe(400);
    }
  });

  it('finds the member’s own contract whatever the case of the number', async () => {
    const r = await post('/contrato-drvc', { numero_contrato: 'drvc-2021-00457' });
    expect(r.status).toBe(200);
    expect(r.body.numero_contrato).toBe('DRVC-2021-00457');
  });
});

describe('the seeded member', () => {
  it('has two contracts with balances by lot, the next fee and the overdue one', async () => {
    const r = await post('/contrato-drvc/lista-contrato', {});
    expect(r.status).toBe(200);
    const [gold, silver] = r.body as unknown as ContractListResponse;
    const t = today(new Date(clock.now()));

    expect(gold).toMatchObject({
      numero_contrato: 'DRVC-2021-00457',
      tipo_unidade: '2',
      status: 'ativo',
      pontos_anuais: 12000,
      saldo_pontos: 16820,
      valor_em_atraso: 0,
    });
    // The previous use year's points expire within 60 days (the site's banner).
    expect(gold!.saldos.map((s) => s.pontos)).toEqual([4820, 12000]);
    const first = parseWireDate(gold!.saldos[0]!.validade)!;
    expect(first - t).toBe(39);
    expect(gold!.proxima_parcela).toMatchObject({ tipo: 'taxa_anual', status: 'em_aberto' });

    expect(silver).toMatchObject({ numero_contrato: 'DRVC-2023-01288', valor_em_atraso: 740 });
    expect(silver!.proxima_parcela).toMatchObject({ status: 'vencida', valor: 740 });
  });

  it('traces every point: credits, uses, a return, an adjustment and expiries', async () => {
    const r = await post('/contrato-drvc/extrato-utilizacao', {
      numero_contrato: 'DRVC-2021-00457',
    });
    const statement = r.body as unknown as PointsStatement;
    const kinds = new Set(statement.movimentos.map((m) => m.tipo));
    expect(kinds).toEqual(
      new Set(['credito_anual', 'uso_reserva', 'devolucao_cancelamento', 'ajuste', 'expiracao']),
    );
    // Each running balance is the previous one plus the movement, and the last is the total.
    let running = 0;
    for (const m of statement.movimentos) {
      running += m.pontos;
      expect(m.saldo).toBe(running);
    }
    expect(statement.saldo_pontos).toBe(16820);
    // The history reads in order: every movement dated on or after the one before it.
    const days = statement.movimentos.map((m) => parseWireDate(m.data)!);
    expect(days).toEqual([...days].sort((a, b) => a - b));
    // The seeded reservation 107 is named on its use.
    expect(statement.movimentos.some((m) => m.numero_reserva === 'AUR-2026-000107')).toBe(true);
  });

  it('gives the financial record with overdue lines', async () => {
    const r = await post('/contrato-drvc', { numero_contrato: 'DRVC-2023-01288' });
    const detail = r.body as unknown as ContractDetail;
    const overdue = detail.parcelas.filter((p) => p.status === 'vencida');
    expect(overdue).toHaveLength(1);
    expect(overdue[0]).toMatchObject({ valor: 740, pago_em: null, forma_pagamento: null });
    expect(detail.parcelas.some((p) => p.status === 'paga' && p.forma_pagamento === 'debito')).toBe(
      true,
    );
  });
});

describe('the financial record as a PDF', () => {
  it("is the member's own, with the overdue line", async () => {
    const r = await post('/contrato-drvc/ficha-financeira/pdf', {
      numero_contrato: 'DRVC-2023-01288',
    });
    expect(r.status).toBe(200);
    const pdf = Buffer.from(r.body.arquivo as string, 'base64').toString('latin1');
    expect(pdf.startsWith('%PDF-1.4')).toBe(true);
    expect(pdf).toContain('DRVC-2023-01288');
    // The page's words, never the wire's codes.
    expect(pdf).toContain('Vencida');
    expect(pdf).toContain('débito em conta');
    expect(pdf).not.toMatch(/\((debito|boleto|cartao|pix)\)|VENCIDA|em_aberto/);
    expect(
      (await post('/contrato-drvc/ficha-financeira/pdf', { numero_contrato: 'DRVC-2024-00612' }))
        .status,
    ).toBe(404);
    expect(
      (
        await post(
          '/contrato-drvc/ficha-financeira/pdf',
          { numero_contrato: 'DRVC-2023-01288' },
          maria,
        )
      ).status,
    ).toBe(403);
  });
});

describe('the ledger', () => {
  it('refuses, in the database, a movement whose balance is not the sum', () => {
    const insert = (saldo: number) =>
      sandbox.db
        .prepare(
          `INSERT INTO contract_point_movements (contratos_id, data, tipo, pontos, saldo, validade, descricao)
           VALUES (58932, '2026-01-01', 'ajuste', 10, ?, '2099-12-31', 'teste')`,
        )
        .run(saldo);
    const current = (
      sandbox.db
        .prepare('SELECT SUM(pontos) AS s FROM contract_point_movements WHERE contratos_id = 58932')
        .get() as { s: number }
    ).s;
    expect(() => insert(current + 11)).toThrow(/saldo de pontos inconsistente/);
    expect(() =>
      sandbox.db.prepare('UPDATE contract_point_movements SET pontos = 1 WHERE id = 1').run(),
    ).toThrow(/não se altera/);
    expect(() => sandbox.db.prepare('DELETE FROM contract_point_movements').run()).toThrow(
      /não se altera/,
    );
  });

  it('never lets a lot go below zero', () => {
    const [lot] = lotBalances(sandbox.db, 45701);
    expect(() =>
      appendMovement(sandbox.db, {
        contratosId: 45701,
        data: today(),
        tipo: 'ajuste',
        pontos: -(lot!.pontos + 1),
        validade: lot!.validade,
        descricao: 'teste',
      }),
    ).toThrow(/inconsistente/);
  });

  it('spends the first lot to expire first, and refuses more than the valid lots hold', () => {
    const db = sandbox.db;
    db.prepare(
      `INSERT INTO contracts (contratos_id, numero_contrato, user_id, produto, pontos, status, data_inicio, data_fim)
       VALUES (90001, 'DRVC-TESTE-0001', 2, 'Teste', 1000, 'ativo', '10/01/2024', '09/01/2034')`,
    ).run();
    const contract = contractRow(90001);
    const on = dayOf(2025, 6, 1);
    settleLedger(db, contract, on);
    // Two lots: 10/01/2024 (to 09/01/2026) and 10/01/2025 (to 09/01/2027).
    expect(lotBalances(db, 90001)).toEqual([
      { validade: lotExpiry(dayOf(2024, 1, 10)), pontos: 1000 },
      { validade: lotExpiry(dayOf(2025, 1, 10)), pontos: 1000 },
    ]);
    const moves = spendPoints(db, 90001, {
      data: on,
      tipo: 'uso_reserva',
      pontos: 1300,
      descricao: 'teste',
    });
    expect(moves.map((m) => [m.pontos, m.validade])).toEqual([
      [-1000, '2026-01-09'],
      [-300, '2027-01-09'],
    ]);
    expect(() =>
      spendPoints(db, 90001, { data: on, tipo: 'uso_reserva', pontos: 701, descricao: 'x' }),
    ).toThrow(InsufficientPointsError);
    expect(lotBalances(db, 90001)).toEqual([{ validade: fromIso('2027-01-09'), pontos: 700 }]);
  });

  it('credits each use year on its anniversary and expires what is left, once', () => {
    const db = sandbox.db;
    const contract = contractRow(90001);
    // Two years on: the 2025 lot expired with its 700 points, 2026 and 2027 credited.
    const later = dayOf(2027, 3, 1);
    settleLedger(db, contract, later);
    settleLedger(db, contract, later);
    const rows = db
      .prepare(
        "SELECT tipo, pontos, data, validade FROM contract_point_movements WHERE contratos_id = 90001 AND data > '2025-06-01' ORDER BY id",
      )
      .all();
    expect(rows).toEqual([
      { tipo: 'credito_anual', pontos: 1000, data: '2026-01-10', validade: '2028-01-09' },
      { tipo: 'credito_anual', pontos: 1000, data: '2027-01-10', validade: '2029-01-09' },
      { tipo: 'expiracao', pontos: -700, data: '2027-01-10', validade: '2027-01-09' },
    ]);
    expect(lotBalances(db, 90001).reduce((s, l) => s + l.pontos, 0)).toBe(2000);
  });

  it('expires a lot through the API as days pass, the statement and the list agreeing', async () => {
    clock.advance(45 * DAY);
    const list = (await post('/contrato-drvc/lista-contrato', {}))
      .body as unknown as ContractListResponse;
    const gold = list.find((c) => c.contratos_id === 45701)!;
    const statement = (await post('/contrato-drvc/extrato-utilizacao', {
      numero_contrato: 'DRVC-2021-00457',
    })) as { body: unknown };
    const s = statement.body as PointsStatement;
    expect(s.movimentos.at(-1)).toMatchObject({ tipo: 'expiracao', pontos: -4820 });
    // The anniversary passed too: this use year's credit came in.
    expect(s.movimentos.filter((m) => m.tipo === 'credito_anual').length).toBe(4);
    expect(gold.saldo_pontos).toBe(s.saldo_pontos);
    expect(gold.saldo_pontos).toBe(24000);
  });

  it('handles 29 February anniversaries', () => {
    expect(toIso(addYears(dayOf(2024, 2, 29), 1))).toBe('2025-02-28');
    expect(toIso(lotExpiry(dayOf(2024, 2, 29)))).toBe('2026-02-27');
  });
});
