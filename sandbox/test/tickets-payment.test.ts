import { describe, expect, it } from 'vitest';
import type { TicketVoucher } from '../../src/api/contract/tickets';
import { withdrawalOf } from '../src/tickets/ticket-vouchers';
import { pixOrBoletoRequest, pixTotalOf } from './payment-helpers';
import {
  DAY,
  buy,
  clock,
  dayOf,
  env,
  gateway,
  nextWeekday,
  openTicketsSandbox,
  payByCard,
  post,
} from './tickets-setup';

/**
 * The ticket API over HTTP (README "Tickets"): prices by day with meia at half the inteira
 * without promotion, the calendar, every refusal of /pos/voucher/add, places never oversold,
 * payment through the gateway, withdrawal with refund, ownership, the PDF and the gate.
 */

openTicketsSandbox();

describe('payment', () => {
  it('pays by card: the voucher becomes valid, one code per person, an e-mail is sent', async () => {
    const voucher = await buy(nextWeekday(30, 6), { 1: 2, 2: 1, 5: 1 });
    expect(voucher.id_estabelecimento).toBe(9);
    const paid = await payByCard(voucher);
    expect(paid.body.status).toBe('aprovado');
    const again = await payByCard(voucher);
    expect(again.body.token).toBe(paid.body.token);
    const charges = env.sandbox.db
      .prepare(
        "SELECT COUNT(*) AS n FROM payment_transactions WHERE referencia = ? AND status = 'aprovado'",
      )
      .get(voucher.referencia) as { n: number };
    expect(charges.n).toBe(1);
    const got = (
      await post('/pos/voucher', { voucher_id: voucher.voucher_id, pessoa_id: env.mariaId })
    ).body as TicketVoucher;
    expect(got.status).toBe('pago');
    expect(got.unidades).toHaveLength(4);
    expect(new Set(got.unidades.map((u) => u.codigo)).size).toBe(4);
    expect(
      got.unidades.every((u) => /^[0-9A-F]{20}$/.test(u.codigo) && u.status === 'valido'),
    ).toBe(true);
    const mail = env.sandbox.db
      .prepare('SELECT assunto, texto FROM mail_outbox ORDER BY id DESC LIMIT 1')
      .get() as { assunto: string; texto: string };
    expect(mail.assunto).toContain(voucher.codigo);
    expect(mail.texto).toContain('CDC, art. 49');
  });

  it('a declined card leaves the purchase unpaid, without codes, and another card can pay', async () => {
    const voucher = await buy(nextWeekday(31, 6), { 1: 1 });
    const declined = await payByCard(voucher, { cardNumber: '4000000000000002' });
    expect(declined.body.status).toBe('recusado');
    const list = await post('/pos/voucher/lista', { pessoa_id: env.mariaId });
    expect(
      (list.body.vouchers as TicketVoucher[]).some((v) => v.voucher_id === voucher.voucher_id),
    ).toBe(false);
    const got = (
      await post('/pos/voucher', { voucher_id: voucher.voucher_id, pessoa_id: env.mariaId })
    ).body as TicketVoucher;
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
      pixOrBoletoRequest(voucher.referencia, await pixTotalOf(env.sandbox.app, voucher.referencia)),
    );
    expect(pix.body.status).toBe('pendente');
    const settle = await env.sandbox.app.inject({
      method: 'POST',
      url: `/payments/sandbox/pix/${pix.body.token as string}/pagar`,
    });
    expect(settle.json()).toEqual({ status: 'pago' });
    const got = (
      await post('/pos/voucher', { voucher_id: voucher.voucher_id, pessoa_id: env.mariaId })
    ).body as TicketVoucher;
    expect(got.status).toBe('pago');
    // Paid at the park's PIX price (5%), which a withdrawal gives back (README "PIX price").
    const pixReais =
      voucher.valor_total - Math.floor((voucher.valor_total * 100 * 5 + 50) / 100) / 100;
    expect(got.valor_pago).toBe(pixReais);
    const cancelled = (
      await post('/pos/voucher/cancelar', {
        voucher_id: voucher.voucher_id,
        pessoa_id: env.mariaId,
      })
    ).body as TicketVoucher;
    expect(cancelled).toMatchObject({ status: 'cancelado', valor_reembolsado: pixReais });
    const refunded = env.sandbox.db
      .prepare('SELECT status, valor_centavos FROM payment_transactions WHERE token = ?')
      .get(pix.body.token) as { status: string; valor_centavos: number };
    expect(refunded).toEqual({ status: 'estornado', valor_centavos: Math.round(pixReais * 100) });
  });
});

describe('withdrawal, ownership, PDF and gate', () => {
  it('cancels within 7 days: refunded in full through the gateway, places back', async () => {
    const day = nextWeekday(33, 6);
    const before = (await dayOf(day)).restantes;
    const voucher = await buy(day, { 1: 2 });
    await payByCard(voucher);
    expect((await dayOf(day)).restantes).toBe(before - 2);
    const listed = (await post('/pos/voucher/lista', { pessoa_id: env.mariaId })).body
      .vouchers as TicketVoucher[];
    expect(listed[0]).toMatchObject({
      voucher_id: voucher.voucher_id,
      pode_cancelar: true,
      motivo_cancelamento: null,
    });
    // Another person can neither see nor cancel it.
    expect(
      (
        await post(
          '/pos/voucher',
          { voucher_id: voucher.voucher_id, pessoa_id: env.mariaId },
          env.joao,
        )
      ).status,
    ).toBe(403);
    const joaoId = (
      env.sandbox.db.prepare('SELECT id FROM users WHERE cpf = ?').get('11144477735') as {
        id: number;
      }
    ).id;
    expect(
      (
        await post(
          '/pos/voucher/cancelar',
          { voucher_id: voucher.voucher_id, pessoa_id: joaoId },
          env.joao,
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await post(
          '/pos/voucher/pdf',
          { voucher_id: voucher.voucher_id, pessoa_id: joaoId },
          env.joao,
        )
      ).status,
    ).toBe(404);

    const cancelled = await post('/pos/voucher/cancelar', {
      voucher_id: voucher.voucher_id,
      pessoa_id: env.mariaId,
    });
    expect(cancelled.body).toMatchObject({
      status: 'cancelado',
      valor_reembolsado: 320,
      pode_cancelar: false,
    });
    const tx = env.sandbox.db
      .prepare('SELECT status FROM payment_transactions WHERE referencia = ?')
      .get(voucher.referencia) as { status: string };
    expect(tx.status).toBe('estornado');
    expect((await dayOf(day)).restantes).toBe(before);
    expect(
      (
        await post('/pos/voucher/cancelar', {
          voucher_id: voucher.voucher_id,
          pessoa_id: env.mariaId,
        })
      ).status,
    ).toBe(409);
  });

  it('refuses to cancel after 7 days, and a used ticket', async () => {
    const late = await buy(nextWeekday(60, 6), { 1: 1 });
    await payByCard(late);
    clock.advance(7 * DAY + 60_000);
    const r = await post('/pos/voucher/cancelar', {
      voucher_id: late.voucher_id,
      pessoa_id: env.mariaId,
    });
    expect(r.status).toBe(409);
    expect(r.body.erro).toMatch(/prazo de arrependimento de 7 dias terminou/);
    // The list says why, with the date the period closed.
    const lateListed = (
      await post('/pos/voucher', { voucher_id: late.voucher_id, pessoa_id: env.mariaId })
    ).body as TicketVoucher;
    expect(lateListed.pode_cancelar).toBe(false);
    expect(lateListed.motivo_cancelamento).toMatch(
      /^O prazo de arrependimento de 7 dias terminou em \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}\.$/,
    );

    const used = await buy(nextWeekday(61, 6), { 1: 2 });
    await payByCard(used);
    const got = (
      await post('/pos/voucher', { voucher_id: used.voucher_id, pessoa_id: env.mariaId })
    ).body as TicketVoucher;
    const gate = await env.sandbox.app.inject({
      method: 'POST',
      url: '/tickets/portaria',
      headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
      payload: `codigo=${got.unidades[0]!.codigo}`,
    });
    expect(gate.statusCode).toBe(200);
    expect(gate.json().aviso).toMatch(/não para hoje/);
    const twice = await env.sandbox.app.inject({
      method: 'POST',
      url: '/tickets/portaria',
      headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
      payload: `codigo=${got.unidades[0]!.codigo}`,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().mensagem).toMatch(/já utilizado/);
    const cancel = await post('/pos/voucher/cancelar', {
      voucher_id: used.voucher_id,
      pessoa_id: env.mariaId,
    });
    expect(cancel.body.erro).toBe('Ingressos já utilizados não podem ser cancelados.');
    const after = (
      await post('/pos/voucher', { voucher_id: used.voucher_id, pessoa_id: env.mariaId })
    ).body as TicketVoucher;
    expect(after.unidades.map((u) => u.status)).toEqual(['utilizado', 'valido']);
    expect(after.pode_cancelar).toBe(false);
    expect(after.motivo_cancelamento).toBe('Ingressos já utilizados não podem ser cancelados.');
  });

  it('serves the paid voucher as a PDF with each ticket’s code', async () => {
    const voucher = await buy(nextWeekday(35, 6), { 1: 1, 2: 1 });
    expect(
      (await post('/pos/voucher/pdf', { voucher_id: voucher.voucher_id, pessoa_id: env.mariaId }))
        .status,
    ).toBe(409);
    await payByCard(voucher);
    const r = await post('/pos/voucher/pdf', {
      voucher_id: voucher.voucher_id,
      pessoa_id: env.mariaId,
    });
    const pdf = Buffer.from(r.body.arquivo as string, 'base64').toString('latin1');
    expect(pdf.startsWith('%PDF-1.4')).toBe(true);
    const got = (
      await post('/pos/voucher', { voucher_id: voucher.voucher_id, pessoa_id: env.mariaId })
    ).body as TicketVoucher;
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
