import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CategoriasResponse,
  TicketCategory,
  TicketDay,
  TicketVoucher,
  VoucherAddRequest,
} from '../../src/api/contract/tickets';
import { partsOf, toIso, today, type Day } from '../src/shared/calendar';
import { withdrawalOf } from '../src/tickets/ticket-vouchers';
import { testClock } from './booking-helpers';
import { login, MARIA, startSandbox, type TestSandbox } from './helpers';
import { cardPaymentRequest, pixOrBoletoRequest } from './payment-helpers';

/**
 * The ticket API over HTTP (README "Tickets"): prices by day with meia at half the inteira
 * without promotion, the calendar, every refusal of /pos/voucher/add, places never oversold,
 * payment through the gateway, withdrawal with refund, ownership, the PDF and the gate.
 */

const clock = testClock();
const DAY = 86_400_000;
const TOKEN = { authorization: 'Bearer sandbox-tickets-token' };
const PAY = { authorization: 'Bearer sandbox-payments-token' };
let sandbox: TestSandbox;
let maria: string;
let mariaId: number;
let joao: string;
let publicPem: string;

async function post(url: string, payload: unknown, session: string | null = maria) {
  const r = await sandbox.app.inject({
    method: 'POST',
    url: `/tickets${url}`,
    payload: payload as Record<string, unknown>,
    headers: { ...TOKEN, ...(session ? { 'x-usuario-token': session } : {}) },
  });
  return { status: r.statusCode, body: r.json() };
}

async function gateway(url: string, payload: unknown) {
  const r = await sandbox.app.inject({
    method: 'POST',
    url: `/payments${url}`,
    payload: payload as Record<string, unknown>,
    headers: PAY,
  });
  return { status: r.statusCode, body: r.json() };
}

/** The next day from today + offset with the given weekday (0 Sunday … 6 Saturday). */
function nextWeekday(offset: number, weekday: number, avoid: Day[] = []): Day {
  let d = today(new Date(clock.now())) + offset;
  while (partsOf(d).weekday !== weekday || avoid.includes(d)) d += 1;
  return d;
}

async function categories(day: Day): Promise<CategoriasResponse> {
  const r = await post('/pos/categorias', { data_visita: toIso(day) });
  expect(r.status).toBe(200);
  return r.body as CategoriasResponse;
}

const byId = (list: TicketCategory[], id: number) => list.find((c) => c.cti_id === id)!;

/** A purchase body for `day` at that day's prices. */
async function purchase(
  day: Day,
  quantities: Record<number, number>,
  patch: Partial<VoucherAddRequest> = {},
): Promise<VoucherAddRequest> {
  const { categorias } = await categories(day);
  const ingressos = Object.entries(quantities).map(([id, qtd]) => ({
    cti_id: Number(id),
    qtd,
    valor_unitario: byId(categorias, Number(id)).cti_valor,
  }));
  return {
    data: toIso(day),
    valor_total: ingressos.reduce((s, l) => s + l.qtd * l.valor_unitario, 0),
    observacao: '',
    ingressos,
    pessoa_id: mariaId,
    ...patch,
  };
}

async function buy(day: Day, quantities: Record<number, number>) {
  const r = await post('/pos/voucher/add', await purchase(day, quantities));
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body as TicketVoucher;
}

async function payByCard(voucher: TicketVoucher, card: Record<string, string> = {}) {
  return gateway(
    `/pagar/${voucher.id_estabelecimento}`,
    await cardPaymentRequest(publicPem, voucher.referencia, voucher.valor_total * 100, card, {
      descricao_item: `Ingressos ${voucher.estabelecimento} ${voucher.codigo}`,
    }),
  );
}

const sale = (day: Day) => post('/pos/calendario', { inicio: toIso(day), fim: toIso(day) });
const dayOf = async (day: Day) => ((await sale(day)).body as { dias: TicketDay[] }).dias[0]!;

beforeAll(async () => {
  sandbox = startSandbox({}, { now: clock.now });
  maria = await login(sandbox.app, MARIA);
  joao = await login(sandbox.app, { ...MARIA, usuario: '11144477735' });
  mariaId = (
    sandbox.db.prepare('SELECT id FROM users WHERE cpf = ?').get(MARIA.usuario) as { id: number }
  ).id;
  publicPem = (await gateway('/public_key/9', {})).body.mensagem as string;
});
afterAll(async () => {
  await sandbox.close();
});

describe('payment', () => {
  it('pays by card: the voucher becomes valid, one code per person, an e-mail is sent', async () => {
    const voucher = await buy(nextWeekday(30, 6), { 1: 2, 2: 1, 5: 1 });
    expect(voucher.id_estabelecimento).toBe(9);
    const paid = await payByCard(voucher);
    expect(paid.body.status).toBe('aprovado');
    const again = await payByCard(voucher);
    expect(again.body.token).toBe(paid.body.token);
    const charges = sandbox.db
      .prepare(
        "SELECT COUNT(*) AS n FROM payment_transactions WHERE referencia = ? AND status = 'aprovado'",
      )
      .get(voucher.referencia) as { n: number };
    expect(charges.n).toBe(1);
    const got = (await post('/pos/voucher', { voucher_id: voucher.voucher_id, pessoa_id: mariaId }))
      .body as TicketVoucher;
    expect(got.status).toBe('pago');
    expect(got.unidades).toHaveLength(4);
    expect(new Set(got.unidades.map((u) => u.codigo)).size).toBe(4);
    expect(
      got.unidades.every((u) => /^[0-9A-F]{20}$/.test(u.codigo) && u.status === 'valido'),
    ).toBe(true);
    const mail = sandbox.db
      .prepare('SELECT assunto, texto FROM mail_outbox ORDER BY id DESC LIMIT 1')
      .get() as { assunto: string; texto: string };
    expect(mail.assunto).toContain(voucher.codigo);
    expect(mail.texto).toContain('CDC, art. 49');
  });

  it('a declined card leaves the purchase unpaid, without codes, and another card can pay', async () => {
    const voucher = await buy(nextWeekday(31, 6), { 1: 1 });
    const declined = await payByCard(voucher, { cardNumber: '4000000000000002' });
    expect(declined.body.status).toBe('recusado');
    const list = await post('/pos/voucher/lista', { pessoa_id: mariaId });
    expect(
      (list.body.vouchers as TicketVoucher[]).some((v) => v.voucher_id === voucher.voucher_id),
    ).toBe(false);
    const got = (await post('/pos/voucher', { voucher_id: voucher.voucher_id, pessoa_id: mariaId }))
      .body as TicketVoucher;
    expect(got.status).toBe('pendente');
    expect(got.unidades[0]!.codigo).toBe('');
    expect((await payByCard(voucher)).body.status).toBe('aprovado');
  });

  it('pays by PIX through the settlement page, and refuses a boleto or a wrong amount', async () => {
    const voucher = await buy(nextWeekday(32, 6), { 1: 1 });
    const boleto = await gateway(
      '/pagar/9',
      pixOrBoletoRequest(voucher.referencia, voucher.valor_total * 100, 3),
    );
    expect(boleto.body.erro).toMatch(/cartão ou PIX/);
    const wrong = await gateway('/pagar/9', pixOrBoletoRequest(voucher.referencia, 100));
    expect(wrong.body.erro).toMatch(/não confere/);
    const pix = await gateway(
      '/pagar/9',
      pixOrBoletoRequest(voucher.referencia, voucher.valor_total * 100),
    );
    expect(pix.body.status).toBe('pendente');
    const settle = await sandbox.app.inject({
      method: 'POST',
      url: `/payments/sandbox/pix/${pix.body.token as string}/pagar`,
    });
    expect(settle.json()).toEqual({ status: 'pago' });
    const got = (await post('/pos/voucher', { voucher_id: voucher.voucher_id, pessoa_id: mariaId }))
      .body as TicketVoucher;
    expect(got.status).toBe('pago');
  });
});

describe('withdrawal, ownership, PDF and gate', () => {
  it('cancels within 7 days: refunded in full through the gateway, places back', async () => {
    const day = nextWeekday(33, 6);
    const before = (await dayOf(day)).restantes;
    const voucher = await buy(day, { 1: 2 });
    await payByCard(voucher);
    expect((await dayOf(day)).restantes).toBe(before - 2);
    const listed = (await post('/pos/voucher/lista', { pessoa_id: mariaId })).body
      .vouchers as TicketVoucher[];
    expect(listed[0]).toMatchObject({
      voucher_id: voucher.voucher_id,
      pode_cancelar: true,
      motivo_cancelamento: null,
    });
    // Another person can neither see nor cancel it.
    expect(
      (await post('/pos/voucher', { voucher_id: voucher.voucher_id, pessoa_id: mariaId }, joao))
        .status,
    ).toBe(403);
    const joaoId = (
      sandbox.db.prepare('SELECT id FROM users WHERE cpf = ?').get('11144477735') as { id: number }
    ).id;
    expect(
      (
        await post(
          '/pos/voucher/cancelar',
          { voucher_id: voucher.voucher_id, pessoa_id: joaoId },
          joao,
        )
      ).status,
    ).toBe(404);
    expect(
      (await post('/pos/voucher/pdf', { voucher_id: voucher.voucher_id, pessoa_id: joaoId }, joao))
        .status,
    ).toBe(404);

    const cancelled = await post('/pos/voucher/cancelar', {
      voucher_id: voucher.voucher_id,
      pessoa_id: mariaId,
    });
    expect(cancelled.body).toMatchObject({
      status: 'cancelado',
      valor_reembolsado: 320,
      pode_cancelar: false,
    });
    const tx = sandbox.db
      .prepare('SELECT status FROM payment_transactions WHERE referencia = ?')
      .get(voucher.referencia) as { status: string };
    expect(tx.status).toBe('estornado');
    expect((await dayOf(day)).restantes).toBe(before);
    expect(
      (await post('/pos/voucher/cancelar', { voucher_id: voucher.voucher_id, pessoa_id: mariaId }))
        .status,
    ).toBe(409);
  });

  it('refuses to cancel after 7 days, and a used ticket', async () => {
    const late = await buy(nextWeekday(60, 6), { 1: 1 });
    await payByCard(late);
    clock.advance(7 * DAY + 60_000);
    const r = await post('/pos/voucher/cancelar', {
      voucher_id: late.voucher_id,
      pessoa_id: mariaId,
    });
    expect(r.status).toBe(409);
    expect(r.body.erro).toMatch(/prazo de arrependimento de 7 dias terminou/);
    // The list says why, with the date the period closed.
    const lateListed = (
      await post('/pos/voucher', { voucher_id: late.voucher_id, pessoa_id: mariaId })
    ).body as TicketVoucher;
    expect(lateListed.pode_cancelar).toBe(false);
    expect(lateListed.motivo_cancelamento).toMatch(
      /^O prazo de arrependimento de 7 dias terminou em \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}\.$/,
    );

    const used = await buy(nextWeekday(61, 6), { 1: 2 });
    await payByCard(used);
    const got = (await post('/pos/voucher', { voucher_id: used.voucher_id, pessoa_id: mariaId }))
      .body as TicketVoucher;
    const gate = await sandbox.app.inject({
      method: 'POST',
      url: '/tickets/portaria',
      headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
      payload: `codigo=${got.unidades[0]!.codigo}`,
    });
    expect(gate.statusCode).toBe(200);
    expect(gate.json().aviso).toMatch(/não para hoje/);
    const twice = await sandbox.app.inject({
      method: 'POST',
      url: '/tickets/portaria',
      headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
      payload: `codigo=${got.unidades[0]!.codigo}`,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().mensagem).toMatch(/já utilizado/);
    const cancel = await post('/pos/voucher/cancelar', {
      voucher_id: used.voucher_id,
      pessoa_id: mariaId,
    });
    expect(cancel.body.erro).toBe('Ingressos já utilizados não podem ser cancelados.');
    const after = (await post('/pos/voucher', { voucher_id: used.voucher_id, pessoa_id: mariaId }))
      .body as TicketVoucher;
    expect(after.unidades.map((u) => u.status)).toEqual(['utilizado', 'valido']);
    expect(after.pode_cancelar).toBe(false);
    expect(after.motivo_cancelamento).toBe('Ingressos já utilizados não podem ser cancelados.');
  });

  it('serves the paid voucher as a PDF with each ticket’s code', async () => {
    const voucher = await buy(nextWeekday(35, 6), { 1: 1, 2: 1 });
    expect(
      (await post('/pos/voucher/pdf', { voucher_id: voucher.voucher_id, pessoa_id: mariaId }))
        .status,
    ).toBe(409);
    await payByCard(voucher);
    const r = await post('/pos/voucher/pdf', {
      voucher_id: voucher.voucher_id,
      pessoa_id: mariaId,
    });
    const pdf = Buffer.from(r.body.arquivo as string, 'base64').toString('latin1');
    expect(pdf.startsWith('%PDF-1.4')).toBe(true);
    const got = (await post('/pos/voucher', { voucher_id: voucher.voucher_id, pessoa_id: mariaId }))
      .body as TicketVoucher;
    for (const unit of got.unidades) expect(pdf).toContain(unit.codigo);
    expect(pdf).toMatch(/ re /);
  });
});

describe('withdrawalOf (CDC art. 49)', () => {
  const paidAt = new Date(2027, 2, 1, 10, 0).getTime();
  const voucher = { status: 'pago' as const, pago_em: paidAt, data_visita: '2027-03-20' };

  it('is open for 7 days from the payment', () => {
    expect(withdrawalOf(voucher, false, paidAt + 7 * DAY - 1).pode).toBe(true);
    expect(withdrawalOf(voucher, false, paidAt + 7 * DAY).pode).toBe(false);
    expect(withdrawalOf(voucher, false, paidAt).ate).toBe(paidAt + 7 * DAY);
  });

  it('ends when the visit day begins, if sooner', () => {
    const soon = { ...voucher, data_visita: '2027-03-03' };
    const midnight = Date.parse('2027-03-03T03:00:00Z'); // São Paulo's midnight
    expect(withdrawalOf(soon, false, paidAt).ate).toBe(midnight);
    expect(withdrawalOf(soon, false, midnight - 1).pode).toBe(true);
    expect(withdrawalOf(soon, false, midnight).pode).toBe(false);
  });

  it('is closed once a ticket was used, and for an unpaid purchase', () => {
    expect(withdrawalOf(voucher, true, paidAt).pode).toBe(false);
    expect(
      withdrawalOf({ ...voucher, status: 'pendente', pago_em: null }, false, paidAt).pode,
    ).toBe(false);
  });
});
