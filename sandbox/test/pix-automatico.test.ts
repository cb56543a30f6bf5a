import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContractDetail } from '../../src/api/contract/club';
import type { PixAutomaticoView } from '../../src/api/contract/pix-automatico';
import { startOfDayMs, today, toIso, toWire } from '../src/shared/calendar';
import { listOutbox } from '../src/repositories/mail-outbox';
import { addClubMembers, type BulkMember } from '../src/seed/club-members';
import { testClock } from './booking-helpers';
import { login, MARIA, startSandbox, type TestSandbox } from './helpers';

/**
 * PIX Automático for a contract's fees (README "PIX Automático", issue 52 part 4): asked on the
 * site, authorised once in the (simulated) bank, a notice days before each line, the line paid
 * by PIX on its due date (a gateway charge, the record, an e-mail), a line above the limit left
 * to the member, the overdue one never touched, cancelled in one call; a request the bank never
 * answered lapses; another member's contract is out of reach.
 */

const clock = testClock(startOfDayMs(today()) + 12 * 3_600_000);
const DAY = 86_400_000;
type Member = BulkMember & { token: string };
let sandbox: TestSandbox;
let members: Member[];

const day = () => today(new Date(clock.now()));

async function post(url: string, payload: Record<string, unknown>, token?: string) {
  const r = await sandbox.app.inject({
    method: 'POST',
    url,
    payload,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: r.statusCode, body: r.json() as Record<string, unknown> };
}
const api = (m: Member, path: string, payload: Record<string, unknown> = {}) =>
  post(`/api${path}`, { numero_contrato: m.numero_contrato, ...payload }, m.token);
const statusOf = async (m: Member) =>
  (await api(m, '/contrato-drvc/pix-automatico')).body as unknown as PixAutomaticoView;
const record = async (m: Member) =>
  (await api(m, '/contrato-drvc')).body as unknown as ContractDetail;
const bank = (link: string, answer: 'autorizar' | 'recusar') => post(`${link}/${answer}`, {});
const mailsTo = (m: Member) =>
  listOutbox(sandbox.db)
    .filter((x) => x.para_email === `associado.pixa.${m.numero_contrato.slice(-1)}@exemplo.com.br`)
    .map((x) => x.assunto);

/** A line of the member's financial record, due `days` from the tests' start. */
function addLine(m: Member, days: number, cents: number, descricao: string): number {
  const contratos = (
    sandbox.db
      .prepare('SELECT contratos_id FROM contracts WHERE numero_contrato = ?')
      .get(m.numero_contrato) as { contratos_id: number }
  ).contratos_id;
  return Number(
    sandbox.db
      .prepare(
        `INSERT INTO contract_installments (contratos_id, tipo, descricao, vencimento, valor)
         VALUES (?, 'parcela', ?, ?, ?)`,
      )
      .run(contratos, descricao, toIso(day() + days), cents).lastInsertRowid,
  );
}

beforeAll(async () => {
  sandbox = startSandbox({ SANDBOX_ABUSE_LIMITS: '0' }, { now: clock.now });
  const made = addClubMembers(sandbox.db, { count: 3, today: day(), tag: 'PIXA' });
  members = [];
  for (const m of made) {
    members.push({ ...m, token: await login(sandbox.app, { ...MARIA, usuario: m.cpf }) });
  }
});

afterAll(async () => {
  await sandbox.close();
});

describe('PIX Automático', () => {
  it('is asked, authorised in the bank, noticed, charged on the due day, and cancelled', async () => {
    const m = members[0]!;
    const overdue = addLine(m, -3, 50_000, 'Parcela 1/12');
    const first = addLine(m, 5, 50_000, 'Parcela 2/12');
    const large = addLine(m, 12, 200_000, 'Taxa anual');
    const last = addLine(m, 20, 50_000, 'Parcela 3/12');
    expect(await statusOf(m)).toMatchObject({ status: 'inativo', proximas: [] });

    expect(
      (
        await api(m, '/contrato-drvc/pix-automatico/autorizar', {
          valor_maximo: 1500,
          aceite: false,
        })
      ).status,
    ).toBe(400);
    expect(
      (await api(m, '/contrato-drvc/pix-automatico/autorizar', { valor_maximo: 0.5, aceite: true }))
        .body.erro,
    ).toMatch(/pelo menos R\$ 1,00/);
    const asked = (
      await api(m, '/contrato-drvc/pix-automatico/autorizar', { valor_maximo: 1500, aceite: true })
    ).body as unknown as PixAutomaticoView;
    expect(asked).toMatchObject({ status: 'pendente', valor_maximo: 1500 });
    const link = asked.link_autorizacao!;
    expect(link).toMatch(/^\/payments\/sandbox\/pix-automatico\/[\w-]{32}$/);
    // The link is shown once: the status never repeats it.
    expect((await statusOf(m)).link_autorizacao).toBeNull();

    const screen = await sandbox.app.inject({ method: 'GET', url: link });
    expect(screen.statusCode).toBe(200);
    expect(screen.body).toContain(m.numero_contrato);
    expect(screen.body).toContain('R$ 1.500,00');

    expect((await bank(link, 'autorizar')).body).toEqual({ status: 'ativo' });
    expect((await bank(link, 'autorizar')).status).toBe(409);
    const active = await statusOf(m);
    expect(active.status).toBe('ativo');
    // The overdue line is left to the 'segunda via'; the large one is above the limit.
    expect(active.proximas.map((p) => [p.parcela_id, p.acima_do_limite])).toEqual([
      [first, false],
      [large, true],
      [last, false],
    ]);
    expect(mailsTo(m)).toContain(`PIX Automático ativo: contrato ${m.numero_contrato}`);

    // Three days before: the notice. On the day: the charge, once.
    clock.advance(2 * DAY);
    await statusOf(m);
    expect(mailsTo(m)).toContain(
      `Aviso de cobrança por PIX Automático: contrato ${m.numero_contrato}`,
    );
    clock.advance(3 * DAY);
    await statusOf(m);
    await statusOf(m);
    const paid = (await record(m)).parcelas.find((p) => p.parcela_id === first)!;
    expect(paid).toMatchObject({ status: 'paga', forma_pagamento: 'pix', pago_em: toWire(day()) });
    const charges = sandbox.db
      .prepare('SELECT status, valor_centavos FROM payment_transactions WHERE referencia = ?')
      .all(`PARC-${first}`);
    expect(charges).toEqual([{ status: 'pago', valor_centavos: 50_000 }]);
    expect(mailsTo(m)).toContain(`PIX Automático: parcela paga (contrato ${m.numero_contrato})`);
    expect((await record(m)).parcelas.find((p) => p.parcela_id === overdue)!.status).toBe(
      'vencida',
    );

    // Above the limit: not charged, the member told.
    clock.advance(7 * DAY);
    await statusOf(m);
    expect((await record(m)).parcelas.find((p) => p.parcela_id === large)!.status).toBe(
      'em_aberto',
    );
    expect(mailsTo(m)).toContain(
      `PIX Automático: parcela não cobrada (contrato ${m.numero_contrato})`,
    );

    // Cancelled in one call: nothing more is charged.
    const cancelled = (await api(m, '/contrato-drvc/pix-automatico/cancelar')).body;
    expect(cancelled).toMatchObject({ status: 'inativo' });
    expect(mailsTo(m)).toContain(`PIX Automático cancelado: contrato ${m.numero_contrato}`);
    clock.advance(9 * DAY);
    await statusOf(m);
    expect((await record(m)).parcelas.find((p) => p.parcela_id === last)!.status).toBe('vencida');
    expect((await api(m, '/contrato-drvc/pix-automatico/cancelar')).status).toBe(409);
  });

  it('lapses unanswered, can be refused, and a new request replaces a pending one', async () => {
    const m = members[1]!;
    const ask = async () =>
      (
        (
          await api(m, '/contrato-drvc/pix-automatico/autorizar', {
            valor_maximo: null,
            aceite: true,
          })
        ).body as unknown as PixAutomaticoView
      ).link_autorizacao!;
    const lapsing = await ask();
    clock.advance(25 * 3_600_000);
    expect(await statusOf(m)).toMatchObject({ status: 'inativo' });
    expect((await bank(lapsing, 'autorizar')).status).toBe(410);

    const replaced = await ask();
    const refused = await ask();
    expect((await bank(replaced, 'autorizar')).status).toBe(410);
    expect((await bank(refused, 'recusar')).body).toEqual({ status: 'recusado' });
    expect(await statusOf(m)).toMatchObject({ status: 'inativo' });

    const again = await ask();
    expect((await bank(again, 'autorizar')).status).toBe(200);
    expect(
      (
        await api(m, '/contrato-drvc/pix-automatico/autorizar', {
          valor_maximo: null,
          aceite: true,
        })
      ).body.erro,
    ).toBe('O PIX Automático já está ativo neste contrato.');
  });

  it('keeps another member’s contract and an unknown link out of reach', async () => {
    const [m, other] = [members[2]!, members[0]!];
    for (const path of [
      '/contrato-drvc/pix-automatico',
      '/contrato-drvc/pix-automatico/cancelar',
    ]) {
      const r = await post(`/api${path}`, { numero_contrato: other.numero_contrato }, m.token);
      expect(r.status).toBe(404);
    }
    expect(
      (await post('/api/contrato-drvc/pix-automatico', { numero_contrato: m.numero_contrato }))
        .status,
    ).toBe(401);
    const unknown = await sandbox.app.inject({
      method: 'GET',
      url: `/payments/sandbox/pix-automatico/${'a'.repeat(32)}`,
    });
    expect(unknown.statusCode).toBe(404);
    // A malformed link is refused before anything is looked up.
    expect((await bank('/payments/sandbox/pix-automatico/curto', 'autorizar')).status).toBe(400);
  });
});
