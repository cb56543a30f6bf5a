import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContractDetail, DepositWeeksResponse } from '../../src/api/contract/club';
import type {
  DepositCancelEffect,
  MemberDeposit,
} from '../../src/api/contract/deposit-cancellation';
import type { WaitlistRequestView } from '../../src/api/contract/deposit-waitlist';
import { partsOf, today, toIso, toWire, type Day } from '../src/shared/calendar';
import { lotBalances, settleLedger, statementMovements } from '../src/repositories/club-ledger';
import { contractById, markInstallmentPaid, usageFeeOf } from '../src/repositories/club-contracts';
import { findDeposit } from '../src/repositories/week-deposits';
import { listOutbox } from '../src/repositories/mail-outbox';
import { NO_UNIT } from '../src/club/week-deposits';
import { addClubMembers, type BulkMember } from '../src/seed/club-members';
import { testClock } from './booking-helpers';
import { login, MARIA, startSandbox, type TestSandbox } from './helpers';

/**
 * Cancelling a week deposit (README "Week deposits", issue 51): the effect before, the points
 * back by the return rule to their lots, the usage fee cancelled or refunded or still owed, the
 * unit freed for the waitlist's oldest request, and 20 cancellations and requests at once that
 * never give a unit twice nor skip the queue.
 */

const clock = testClock();
const DAY = 86_400_000;
const DEPOSITS = { authorization: 'Bearer sandbox-deposits-token' };
let sandbox: TestSandbox;
let members: (BulkMember & { token: string })[];

const day = () => today(new Date(clock.now()));
function saturdayFrom(days: number): Day {
  let d = day() + days;
  while (partsOf(d).weekday !== 6) d++;
  return d;
}

async function post(
  url: string,
  payload: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  const r = await sandbox.app.inject({ method: 'POST', url: `/api${url}`, payload, headers });
  return { status: r.statusCode, body: r.json() as Record<string, unknown> };
}
type Member = BulkMember & { token: string };
const as = (m: Member, url: string, payload: Record<string, unknown> = {}) =>
  post(url, payload, { authorization: `Bearer ${m.token}` });

/** Resort 3's 3-bedroom type: one unit a week. */
const ONE = { empreendimento_id: 3, br: '3' };
/** Resort 1's hoteleira: six a week. */
const SIX = { empreendimento_id: 1, br: 'H' };

const askFor = (m: Member, week: Day, unit = ONE) =>
  as(m, '/deposito-semana/solicitar', {
    numero_contrato: m.numero_contrato,
    ...unit,
    inicio: toWire(week),
  });

/** Asks, accepts from the link and confirms, as the e-mails lead the member to. */
async function deposit(m: Member, week: Day, unit = ONE): Promise<number> {
  const asked = await askFor(m, week, unit);
  expect(asked.status).toBe(200);
  const id = asked.body.deposito_semana_id as number;
  const { pedido } = findDeposit(sandbox.db, id)!;
  const accepted = await post('/deposito-semana/aceite', {
    pedido,
    deposito_semana_id: id,
    aceite: true,
  });
  const confirmed = await post(
    '/deposito-semana/confirmar',
    { deposito_semana_id: id, hash: accepted.body.confirma_token },
    DEPOSITS,
  );
  expect(confirmed.status).toBe(200);
  return id;
}

const cancel = (m: Member, id: number, confirmar: boolean) =>
  as(m, '/deposito-semana/cancelar', { deposito_semana_id: id, confirmar });
const balance = (m: Member) =>
  lotBalances(sandbox.db, contractId(m)).reduce((s, l) => s + l.pontos, 0);
const contractId = (m: BulkMember) =>
  (
    sandbox.db
      .prepare('SELECT contratos_id FROM contracts WHERE numero_contrato = ?')
      .get(m.numero_contrato) as { contratos_id: number }
  ).contratos_id;
/** The deposit's usage fee as the financial record shows it. */
const feeLine = async (m: Member, id: number) => {
  const detail = (await as(m, '/contrato-drvc', { numero_contrato: m.numero_contrato }))
    .body as unknown as ContractDetail;
  const fee = usageFeeOf(sandbox.db, id)!;
  return detail.parcelas.find((p) => p.parcela_id === fee.id);
};
const mine = async (m: Member) =>
  (await as(m, '/deposito-semana/meus')).body as unknown as MemberDeposit[];
const weekOf = async (m: Member, week: Day, unit = ONE) =>
  (
    (await as(m, '/deposito-semana/semanas', { numero_contrato: m.numero_contrato, ...unit }))
      .body as unknown as DepositWeeksResponse
  ).semanas.find((w) => w.inicio === toWire(week))!;

beforeAll(async () => {
  sandbox = startSandbox({ SANDBOX_ABUSE_LIMITS: '0' }, { now: clock.now });
  const made = addClubMembers(sandbox.db, { count: 36, today: day(), tag: 'CANC' });
  members = [];
  for (const m of made) {
    members.push({ ...m, token: await login(sandbox.app, { ...MARIA, usuario: m.cpf }) });
    // The year's credit, written on a contract's first use, is there before any figure is read.
    settleLedger(sandbox.db, contractById(sandbox.db, contractId(m))!, day());
  }
});

afterAll(async () => {
  await sandbox.close();
});

describe('cancelling a week deposit', () => {
  it('frees an unconfirmed request at once, with nothing to give back', async () => {
    const m = members[0];
    const week = saturdayFrom(100);
    const id = (await askFor(m!, week)).body.deposito_semana_id as number;
    expect((await weekOf(m!, week)).disponivel).toBe(false);
    const effect = (await cancel(m!, id, true)).body as unknown as DepositCancelEffect;
    expect(effect).toMatchObject({ pontos_devolvidos: 0, taxa: 'nenhuma' });
    expect((await weekOf(m!, week)).disponivel).toBe(true);
    const { pedido } = findDeposit(sandbox.db, id)!;
    const link = await post('/deposito-semana/aceite', {
      pedido,
      deposito_semana_id: id,
      aceite: true,
    });
    expect(link).toMatchObject({ status: 410, body: { erro: /foi cancelado/ } });
    expect((await mine(m!)).find((d) => d.deposito_semana_id === id)).toMatchObject({
      status: 'cancelado',
      pode_cancelar: false,
    });
  });

  it('30 days or more ahead: shows the effect, then gives every point back and cancels the open fee', async () => {
    const m = members[1]!;
    const before = balance(m);
    const week = saturdayFrom(107);
    const id = await deposit(m, week);
    const points = before - balance(m);
    expect(points).toBeGreaterThan(0);

    const preview = await cancel(m, id, false);
    expect(preview.body).toMatchObject({
      pontos_usados: points,
      pontos_devolvidos: points,
      taxa: 'cancelada',
      regra: expect.stringMatching(/^Reserva paga cancelada com 30 dias/),
    });
    expect(balance(m)).toBe(before - points);
    expect((await mine(m)).find((d) => d.deposito_semana_id === id)!.status).toBe('confirmado');

    const done = await cancel(m, id, true);
    expect(done.body).toEqual(preview.body);
    expect(balance(m)).toBe(before);
    const movements = statementMovements(sandbox.db, contractId(m));
    expect(movements.at(-1)).toMatchObject({
      tipo: 'devolucao_cancelamento',
      deposito_semana_id: id,
    });
    expect(movements.at(-1)!.saldo).toBe(movements.reduce((s, x) => s + x.pontos, 0));
    expect(usageFeeOf(sandbox.db, id)!.cancelada_em).not.toBeNull();
    expect(await feeLine(m, id)).toMatchObject({ status: 'cancelada', referencia_pagamento: null });
    expect(listOutbox(sandbox.db).map((mail) => mail.assunto)).toContain(
      `Depósito de semana cancelado: pedido ${id}`,
    );
    expect((await cancel(m, id, true)).body.erro).toBe('Este depósito já foi cancelado.');
  });

  it('refunds a fee already paid; closer to the week gives half back and keeps the fee due', async () => {
    const m = members[2]!;
    const paid = await deposit(m, saturdayFrom(114));
    const fee = usageFeeOf(sandbox.db, paid)!;
    markInstallmentPaid(sandbox.db, fee.id, '2026-12-01', 'pix');
    expect((await cancel(m, paid, true)).body).toMatchObject({ taxa: 'estornada' });
    expect(await feeLine(m, paid)).toMatchObject({ status: 'estornada' });

    const week = saturdayFrom(35);
    const before = balance(m);
    const id = await deposit(m, week);
    const used = before - balance(m);
    clock.advance((week - day() - 20) * DAY);
    const half = await cancel(m, id, true);
    expect(half.body).toMatchObject({
      pontos_devolvidos: Math.floor(used / 2),
      taxa: 'devida',
      regra: expect.stringMatching(/metade dos pontos volta/),
    });
    expect(balance(m)).toBe(before - used + Math.floor(used / 2));
    expect(usageFeeOf(sandbox.db, id)!.cancelada_em).toBeNull();
  });

  it('gives the freed unit to the oldest waiting request, at once', async () => {
    const [holder, first, second] = members.slice(3, 6) as [Member, Member, Member];
    const week = saturdayFrom(121);
    const id = await deposit(holder, week);
    for (const m of [first, second]) {
      const joined = await as(m, '/deposito-semana/lista-espera', {
        numero_contrato: m.numero_contrato,
        ...ONE,
        inicio: toWire(week),
        expira_em: toWire(week - 30),
        aceite: true,
      });
      expect(joined.status).toBe(200);
    }
    const firstBefore = balance(first);
    await cancel(holder, id, true);
    const served = sandbox.db
      .prepare('SELECT * FROM week_deposits WHERE contratos_id = ? AND cancelado_em IS NULL')
      .all(contractId(first)) as { id: number; status: string }[];
    expect(served).toHaveLength(1);
    expect(served[0]!.status).toBe('confirmado');
    expect(balance(first)).toBeLessThan(firstBefore);
    const queue = (await as(second, '/deposito-semana/lista-espera/pedidos'))
      .body as unknown as WaitlistRequestView[];
    expect(queue[0]).toMatchObject({ status: 'ativo', posicao: 1 });
    expect(
      listOutbox(sandbox.db).some((mail) => mail.assunto.startsWith('Lista de espera: depósito')),
    ).toBe(true);
  });

  it("keeps another member's deposit out of reach, and asks for the permission", async () => {
    const [owner, other] = members.slice(6, 8) as [Member, Member];
    const id = (await askFor(owner, saturdayFrom(128))).body.deposito_semana_id as number;
    expect(await cancel(other, id, false)).toMatchObject({
      status: 404,
      body: { erro: 'Depósito não encontrado.' },
    });
    expect((await mine(other)).some((d) => d.deposito_semana_id === id)).toBe(false);
    expect((await as(owner, '/deposito-semana/cancelar', { deposito_semana_id: id })).status).toBe(
      400,
    );
    sandbox.db
      .prepare(
        "UPDATE users SET permissoes = json_set(permissoes, '$.deposito_semana_cancelar', json('false')) WHERE id = ?",
      )
      .run(owner.userId);
    expect(await cancel(owner, id, true)).toMatchObject({
      status: 403,
      body: { erro: 'Seu usuário não tem permissão para cancelar depósitos.' },
    });
  });

  it('under 20 cancellations and requests at once, gives each freed unit once, in queue order', async () => {
    const week = saturdayFrom(135);
    const holders = members.slice(8, 14) as Member[];
    const waiting = members.slice(14, 22) as Member[];
    const direct = members.slice(22, 36) as Member[];
    const ids: number[] = [];
    for (const h of holders) ids.push(await deposit(h, week, SIX));
    for (const m of waiting) {
      await as(m, '/deposito-semana/lista-espera', {
        numero_contrato: m.numero_contrato,
        ...SIX,
        inicio: toWire(week),
        expira_em: toWire(week - 30),
        aceite: true,
      });
    }
    // 6 cancellations and 14 new requests, interleaved, all at once.
    const cancels = holders.map((h, i) => () => cancel(h, ids[i]!, true));
    const asks = direct.map((m) => () => askFor(m, week, SIX));
    const calls = asks.flatMap((ask, i) => (cancels[i] ? [cancels[i], ask] : [ask]));
    expect(calls).toHaveLength(20);
    const answers = await Promise.all(calls.map((call) => call()));
    const cancelled = answers.filter((a) => 'pontos_devolvidos' in a.body);
    expect(cancelled.map((a) => a.status)).toEqual(holders.map(() => 200));
    // No new request took a freed unit: each went to the queue first.
    const asked = answers.filter((a) => !('pontos_devolvidos' in a.body));
    expect(asked.map((a) => a.body.erro)).toEqual(direct.map(() => NO_UNIT));
    const held = sandbox.db
      .prepare(
        `SELECT contratos_id FROM week_deposits WHERE resort_id = 1 AND br = 'H' AND inicio = ?
           AND cancelado_em IS NULL AND (status = 'confirmado' OR expira_em > ?)`,
      )
      .all(toIso(week), clock.now()) as { contratos_id: number }[];
    expect(held).toHaveLength(6);
    // The six oldest waiting got the six units; no direct request did; two still wait, in order.
    expect(held.map((h) => h.contratos_id).sort()).toEqual(
      waiting.slice(0, 6).map(contractId).sort(),
    );
    for (const [i, m] of waiting.slice(6).entries()) {
      const [request] = (await as(m, '/deposito-semana/lista-espera/pedidos'))
        .body as unknown as WaitlistRequestView[];
      expect(request).toMatchObject({ status: 'ativo', posicao: i + 1 });
    }
  });
});
