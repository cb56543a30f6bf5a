import { describe, expect, it } from 'vitest';
import type { PagamentoResponse } from '../../src/api/contract/payments';
import { boletoLine, crc16, mod10, mod11 } from '../src/payments/payment-codes';
import { login, MARIA, startSandbox } from './helpers';
import { pixTotalOf } from './payment-helpers';
import {
  bookGroup,
  clock,
  env,
  gateway,
  openPaymentsSandbox,
  pixPayment,
  statuses,
} from './payments-setup';

openPaymentsSandbox();

describe('PIX', () => {
  it('is pending with a BR Code until marked paid on the env.sandbox page', async () => {
    const { identificador, ids, total, holdEnd } = await bookGroup(2);
    const pixCents = await pixTotalOf(env.sandbox.app, identificador);
    // Thermas Aurora takes 5% off rooms paid by PIX, room by room (README "PIX price").
    const [a, b] = (
      env.sandbox.db
        .prepare(
          'SELECT valor_total_centavos AS c FROM reservations WHERE identificador = ? ORDER BY 1',
        )
        .all(identificador) as { c: number }[]
    ).map((r) => r.c);
    expect(pixCents).toBe(
      a! - Math.floor((a! * 5 + 50) / 100) + b! - Math.floor((b! * 5 + 50) / 100),
    );
    expect(pixCents).toBeLessThan(total);
    // The card's total is refused for a PIX, with the amount it must be.
    const cardTotal = await gateway('/pagar/1', await pixPayment(identificador, total));
    expect(cardTotal).toMatchObject({
      status: 400,
      body: { erro: `transacao_valor não confere com o total do grupo: ${pixCents} centavos.` },
    });
    const r = await gateway('/pagar/1', await pixPayment(identificador, pixCents));
    expect(r.status).toBe(200);
    const pay = r.body as PagamentoResponse;
    expect(pay).toMatchObject({ sucesso: true, status: 'pendente', boleto_codigo: '' });
    const qr = pay.pix!.qr_code;
    expect(qr.startsWith('000201')).toBe(true);
    expect(qr).toContain(
      `54${String((pixCents / 100).toFixed(2).length).padStart(2, '0')}${(pixCents / 100).toFixed(2)}`,
    );
    expect(qr).toContain(pay.token);
    expect(qr.slice(-8, -4)).toBe('6304');
    expect(qr.slice(-4)).toBe(crc16(qr.slice(0, -4)));
    // Generated with 30 minutes of hold left: the PIX ends with the hold, one deadline.
    expect(pay.pix!.expira_em).toBe(holdEnd);
    // Same pending PIX on a repeat.
    expect(
      (
        await gateway(
          '/pagar/1',
          await pixPayment(identificador, await pixTotalOf(env.sandbox.app, identificador)),
        )
      ).body.token,
    ).toBe(pay.token);
    expect((await gateway('/consulta/1', { transacao_token: pay.token })).body.status).toBe(
      'pendente',
    );

    const page = await env.sandbox.app.inject({ method: 'GET', url: '/payments/sandbox/pix' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain(`/payments/sandbox/pix/${pay.token}/pagar`);
    const mark = await env.sandbox.app.inject({
      method: 'POST',
      url: `/payments/sandbox/pix/${pay.token}/pagar`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      payload: '',
    });
    expect(mark.statusCode).toBe(303);
    expect((await gateway('/consulta/1', { transacao_token: pay.token })).body.status).toBe('pago');
    expect(statuses(ids)).toEqual([2, 2]);
    // Paid groups replay as approved, with no new transaction.
    const replay = await gateway(
      '/pagar/1',
      await pixPayment(identificador, await pixTotalOf(env.sandbox.app, identificador)),
    );
    expect(replay.body).toMatchObject({ status: 'aprovado', token: pay.token });
  });

  it('keeps the holds while pending and releases them when the PIX expires', async () => {
    const { identificador, ids } = await bookGroup();
    clock.advance(25 * 60 * 1000);
    const r = await gateway(
      '/pagar/1',
      await pixPayment(identificador, await pixTotalOf(env.sandbox.app, identificador)),
    );
    expect(r.body.status).toBe('pendente');
    clock.advance(10 * 60 * 1000); // past the 30-minute hold, inside the PIX's 15 minutes
    expect((await gateway('/consulta/1', { transacao_token: r.body.token })).body.status).toBe(
      'pendente',
    );
    expect(statuses(ids)).toEqual([1]);
    clock.advance(6 * 60 * 1000);
    expect((await gateway('/consulta/1', { transacao_token: r.body.token })).body.status).toBe(
      'expirado',
    );
    expect(statuses(ids)).toEqual([6]);
    const late = await env.sandbox.app.inject({
      method: 'POST',
      url: `/payments/sandbox/pix/${r.body.token}/pagar`,
    });
    // The payer's bank refuses an expired PIX charge.
    expect(late.statusCode).toBe(410);
    expect(late.json()).toEqual({ erro: 'Este PIX expirou: o banco não aceita mais o pagamento.' });
  });

  it('auto-pays after SANDBOX_PIX_AUTOPAY_SECONDS', async () => {
    const other = startSandbox({ SANDBOX_PIX_AUTOPAY_SECONDS: '5' }, { now: clock.now });
    try {
      const original = env.sandbox;
      env.sandbox = other;
      const token = await login(other.app, MARIA);
      const { identificador, ids } = await bookGroup(1, token);
      const r = await gateway(
        '/pagar/1',
        await pixPayment(identificador, await pixTotalOf(env.sandbox.app, identificador)),
      );
      expect((await gateway('/consulta/1', { transacao_token: r.body.token })).body.status).toBe(
        'pendente',
      );
      clock.advance(6000);
      expect((await gateway('/consulta/1', { transacao_token: r.body.token })).body.status).toBe(
        'pago',
      );
      expect(statuses(ids)).toEqual([2]);
      env.sandbox = original;
    } finally {
      await other.close();
    }
  });
});

describe('boleto', () => {
  it('issues a digitable line with valid check digits and a real PDF', async () => {
    const { identificador, ids, total } = await bookGroup(1, env.joao, 3);
    const body = {
      ...(await pixPayment(identificador, total, 3)),
      comprador_documento_numero: '11144477735',
    };
    const r = await gateway('/pagar/1', body);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ status: 'pendente', pix: null });
    const line = r.body.boleto_codigo as string;
    expect(line).toMatch(/^\d{5}\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}$/);
    const digits = line.replace(/\D/g, '');
    expect(digits).toHaveLength(47);
    expect(Number(digits[9])).toBe(mod10(digits.slice(0, 9)));
    expect(Number(digits[20])).toBe(mod10(digits.slice(10, 20)));
    expect(Number(digits[31])).toBe(mod10(digits.slice(21, 31)));
    // Rebuild the barcode from the line and check the general digit (mod 11).
    const barcode =
      digits.slice(0, 4) +
      digits.slice(33) +
      digits.slice(4, 9) +
      digits.slice(10, 20) +
      digits.slice(21, 31);
    expect(Number(digits[32])).toBe(mod11(barcode));
    expect(digits.slice(-10)).toBe(String(total).padStart(10, '0'));
    expect(r.body.boleto_link).toBe(`/payments/boleto/${r.body.token}.pdf`);
    const pdf = await env.sandbox.app.inject({ method: 'GET', url: r.body.boleto_link });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    expect(pdf.rawPayload.toString('latin1')).toContain(line);
    expect(statuses(ids)).toEqual([1]);
    // Boleto needs the address.
    const noAddress = await gateway('/pagar/1', { ...body, comprador_endereco_cep: '' });
    expect(noAddress.status).toBe(400);
    expect(
      (await env.sandbox.app.inject({ method: 'GET', url: '/payments/boleto/zzz.pdf' })).statusCode,
    ).toBe(404);
  });

  it('computes the known FEBRABAN check digits', () => {
    expect(mod10('001905009')).toBe(5);
    const { line } = boletoLine({
      dueUtcDay: 20_000,
      amountCents: 12345,
      freeField: '0'.repeat(25),
    });
    expect(line.replace(/\D/g, '')).toHaveLength(47);
  });
});
