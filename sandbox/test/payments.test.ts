import { webcrypto } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { PagamentoRequest } from '../../src/api/contract/payments';
import { encryptCard, TEST_CARD } from './payment-helpers';
import {
  bookGroup,
  cardPayment,
  env,
  gateway,
  openPaymentsSandbox,
  statuses,
} from './payments-setup';

openPaymentsSandbox();

describe('public key and instalments', () => {
  it('serves one RSA-2048 SPKI key, kept in the database', async () => {
    expect(env.publicPem).toMatch(/^-----BEGIN PUBLIC KEY-----/);
    const again = await gateway('/public_key/3', {});
    expect(again.body).toEqual({ retorno: 'sucesso', mensagem: env.publicPem });
    const unknown = await gateway('/public_key/999', {});
    expect(unknown).toEqual({
      status: 200,
      body: { retorno: 'erro', mensagem: 'Estabelecimento não encontrado.' },
    });
    expect((await gateway('/public_key/1', {}, {})).status).toBe(401);
  });

  it('lists interest-free plans by BIN brand, rounding each instalment up', async () => {
    const plans = async (bin: string, value = 100_001) =>
      gateway('/parcelamento/rede/1', {
        credit_card_bin: bin,
        max_installments: 10,
        max_installments_no_interest: 10,
        show_seller_fees: false,
        payment_methods: 'CREDIT_CARD',
        type: 'card',
        value,
      });
    const visa = await plans('411111');
    const list = visa.body.payment_methods.credit_card.visa.installment_plans;
    expect(list).toHaveLength(10);
    expect(list[0]).toEqual({ installments: 1, installment_value: 100_001 });
    expect(list[2]).toEqual({ installments: 3, installment_value: 33_334 });
    const brands: [string, string][] = [
      ['555555', 'mastercard'],
      ['222100', 'mastercard'],
      ['636368', 'elo'],
      ['401178', 'elo'],
      ['457631', 'elo'],
      ['506722', 'elo'],
      ['371234', 'amex'],
      ['606282', 'hipercard'],
    ];
    for (const [bin, brand] of brands) {
      expect(Object.keys((await plans(bin)).body.payment_methods.credit_card), bin).toEqual([
        brand,
      ]);
    }
    expect(await plans('999999')).toEqual({
      status: 503,
      body: { erro: 'Serviço de parcelamento indisponível.' },
    });
    expect(await plans('123456')).toEqual({
      status: 400,
      body: { erro: 'Bandeira não identificada.' },
    });
    expect((await plans('4111')).status).toBe(400);
    expect((await plans('411111', 0)).status).toBe(400);
    expect((await plans('411111', 10.5)).status).toBe(400);
    expect((await gateway('/parcelamento/rede/1', [])).status).toBe(400);
  });
});

describe('card payments', () => {
  it('decrypts a browser-encrypted card, approves it once and confirms the group', async () => {
    const { identificador, ids, total } = await bookGroup(2);
    expect(statuses(ids)).toEqual([1, 1]);
    const body = await cardPayment(identificador, total);
    const first = await gateway('/pagar/1', body);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      sucesso: true,
      status: 'aprovado',
      transacao_erro: '',
      hotel: 1,
      pix: null,
    });
    expect(statuses(ids)).toEqual([2, 2]);
    // Idempotent: the same answer, one charge.
    const second = await gateway('/pagar/1', body);
    expect(second.body).toEqual(first.body);
    const charges = env.sandbox.db
      .prepare(
        "SELECT COUNT(*) AS n FROM payment_transactions WHERE referencia = ? AND status = 'aprovado'",
      )
      .get(identificador) as { n: number };
    expect(charges.n).toBe(1);
    const consulta = await gateway('/consulta/1', { transacao_token: first.body.token });
    expect(consulta.body).toEqual({ status: 'aprovado', transacao_erro: '' });
    // Nothing but brand and last four digits is stored.
    const stored = JSON.stringify(
      env.sandbox.db.prepare('SELECT * FROM payment_transactions').all(),
    );
    expect(stored).not.toContain('4111111111111111');
    expect(stored).toContain('"ultimos4":"1111"');
  });

  it('answers every documented test card', async () => {
    const cards: [string, string, string][] = [
      ['5555555555554444', 'aprovado', ''],
      ['4000000000000002', 'recusado', 'Transação não autorizada pelo emissor.'],
      ['4000000000009995', 'recusado', 'Saldo insuficiente.'],
      ['4000000000000119', 'erro', 'Falha de comunicação com a operadora.'],
      ['4111111111111112', 'recusado', 'Número do cartão inválido.'],
      ['6011000990139424', 'recusado', 'Bandeira não aceita.'],
    ];
    for (const [number, status, erro] of cards) {
      const { identificador, ids, total } = await bookGroup();
      const r = await gateway(
        '/pagar/1',
        await cardPayment(identificador, total, { cardNumber: number }),
      );
      expect(r.status, number).toBe(200);
      expect(r.body, number).toMatchObject({
        status,
        transacao_erro: erro,
        sucesso: status === 'aprovado',
      });
      expect(statuses(ids)).toEqual([status === 'aprovado' ? 2 : 1]);
      if (status !== 'aprovado') {
        const consulta = await gateway('/consulta/1', { transacao_token: r.body.token });
        expect(consulta.body).toEqual({ status: 'recusado', transacao_erro: erro });
      }
    }
    const { identificador, total } = await bookGroup();
    const expired = await gateway(
      '/pagar/1',
      await cardPayment(identificador, total, { expirationMonth: '01', expirationYear: '2020' }),
    );
    expect(expired.body).toMatchObject({ status: 'recusado', transacao_erro: 'Cartão vencido.' });
    // A refused card can be retried with another card.
    const retry = await gateway('/pagar/1', await cardPayment(identificador, total));
    expect(retry.body.status).toBe('aprovado');
  });

  it('rejects clear card data, undecryptable cards, wrong amounts and malformed payloads', async () => {
    const { identificador, ids, total } = await bookGroup();
    const good = await cardPayment(identificador, total);
    const clear = await gateway('/pagar/1', {
      ...good,
      dados_cartao: { ...good.dados_cartao!, cardNumber: '4111111111111111' },
    });
    expect(clear.status).toBe(400);
    const cvv = await gateway('/pagar/1', {
      ...good,
      dados_cartao: { ...good.dados_cartao!, securityCode: '123' },
    });
    expect(cvv.status).toBe(400);
    const foreignKey = (
      await webcrypto.subtle.generateKey(
        {
          name: 'RSA-OAEP',
          modulusLength: 2048,
          publicExponent: new Uint8Array([1, 0, 1]),
          hash: 'SHA-256',
        },
        true,
        ['encrypt', 'decrypt'],
      )
    ).publicKey;
    const spki = Buffer.from(await webcrypto.subtle.exportKey('spki', foreignKey)).toString(
      'base64',
    );
    const otherPem = `-----BEGIN PUBLIC KEY-----\n${spki}\n-----END PUBLIC KEY-----`;
    for (const hash of [
      await encryptCard(TEST_CARD, otherPem),
      Buffer.from(JSON.stringify(TEST_CARD)).toString('base64'),
      '',
      '%%%',
    ]) {
      const r = await gateway('/pagar/1', { ...good, cartao_hash: hash });
      expect(r.status).toBe(400);
      expect(r.body.erro).toBe('Cartão inválido ou não criptografado.');
    }
    const patches: Partial<Record<keyof PagamentoRequest, unknown>>[] = [
      { transacao_valor: total + 1 },
      { transacao_valor: total / 100 + 0.5 },
      { transacao_valor: String(total) },
      { transacao_versao: 1 },
      { transacao_integrador: 2 },
      { transacao_parcelas: 11 },
      { transacao_parcelas: 0 },
      { transacao_desconto: -1 },
      { comprador_telefone_codigoarea: '064' },
      { comprador_documento_numero: '52998224726' },
      { comprador_documento_tipo: 'cnpj' },
      { comprador_email: 'x' },
      { comprador_endereco_pais: 'BR' },
      { transacao_forma_pagamento: 5 },
      { dados_cartao: null },
      { transacao_referencia: '' },
    ];
    for (const patch of patches) {
      const r = await gateway('/pagar/1', { ...good, ...patch });
      expect(r.status, JSON.stringify(patch)).toBe(400);
      expect(typeof r.body.erro).toBe('string');
    }
    expect((await gateway('/pagar/3', good)).status).toBe(400);
    expect((await gateway('/pagar/999', good)).status).toBe(404);
    expect(
      (await gateway('/pagar/1', { ...good, transacao_referencia: '1-unknownunknownunknown' }))
        .status,
    ).toBe(404);
    for (const junk of [[], {}, { transacao_versao: 2 }]) {
      expect((await gateway('/pagar/1', junk)).status).toBe(400);
    }
    expect(statuses(ids)).toEqual([1]);
    expect((await gateway('/consulta/1', { transacao_token: 'nope' })).status).toBe(400);
    expect((await gateway('/consulta/1', { transacao_token: 'a'.repeat(24) })).status).toBe(404);
  });

  it('accepts the amount less the commission discount', async () => {
    const { identificador, total } = await bookGroup();
    const desconto = Math.round(total * 0.12);
    const r = await gateway(
      '/pagar/1',
      await cardPayment(
        identificador,
        total,
        {},
        { transacao_valor: total - desconto, transacao_desconto: desconto },
      ),
    );
    expect(r.body.status).toBe('aprovado');
  });
});
