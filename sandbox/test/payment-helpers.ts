import type { FastifyInstance } from 'fastify';
import { webcrypto } from 'node:crypto';
import type { CartaoClaro, PagamentoRequest } from '../../src/api/contract/payments';

/** The gateway's approved test card. */
export const TEST_CARD: CartaoClaro = {
  cardNumber: '4111111111111111',
  holderName: 'MARIA A SOUZA',
  expirationMonth: '12',
  expirationYear: String(new Date().getFullYear() + 2),
  securityCode: '123',
};

/** Encrypts the card as the browser adapter does: WebCrypto RSA-OAEP SHA-256, base64. */
export async function encryptCard(card: CartaoClaro, pem: string): Promise<string> {
  const der = Buffer.from(pem.replace(/-----[^-]+-----|\s/g, ''), 'base64');
  const key = await webcrypto.subtle.importKey(
    'spki',
    der,
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  );
  const data = new TextEncoder().encode(JSON.stringify(card));
  return Buffer.from(await webcrypto.subtle.encrypt({ name: 'RSA-OAEP' }, key, data)).toString(
    'base64',
  );
}

/**
 * A card payment of `total` cents for the group `referencia`, as the site sends it: the test
 * card (with `card` over it) encrypted under the gateway's `pem`, only its last digits in clear.
 */
export async function cardPaymentRequest(
  pem: string,
  referencia: string,
  total: number,
  card: Partial<CartaoClaro> = {},
  patch: Partial<PagamentoRequest> = {},
): Promise<PagamentoRequest> {
  const clear = { ...TEST_CARD, ...card };
  return {
    transacao_versao: 2,
    transacao_referencia: referencia,
    transacao_forma_pagamento: 1,
    transacao_integrador: 3,
    transacao_valor: total,
    transacao_parcelas: 3,
    transacao_desconto: 0,
    descricao_item: 'Hospedagem Grupo Thermas Aurora AUR-2026-000001',
    comprador_nome: 'Maria Aparecida Souza',
    comprador_email: 'maria@example.com',
    comprador_telefone_codigoarea: '64',
    comprador_telefone_numero: '999887766',
    comprador_documento_tipo: 'cpf',
    comprador_documento_numero: '52998224725',
    comprador_endereco_pais: 'BRA',
    comprador_endereco_complemento: '',
    comprador_endereco_estado: 'GO',
    comprador_endereco_cep: '75690000',
    comprador_endereco_bairro: 'Centro',
    comprador_endereco_numero: '100',
    comprador_endereco_logradouro: 'Rua das Águas',
    comprador_endereco_cidade: 'Caldas Novas',
    cartao_hash: await encryptCard(clear, pem),
    dados_cartao: {
      cardNumber: `************${clear.cardNumber.slice(-4)}`,
      expirationMonth: clear.expirationMonth,
      expirationYear: clear.expirationYear,
      securityCode: '***',
    },
    ...patch,
  };
}

/** A PIX (9) or boleto (3) payment of `total` cents for the group, as the site sends it. */
export function pixOrBoletoRequest(referencia: string, total: number, forma = 9): PagamentoRequest {
  return {
    transacao_versao: 2,
    transacao_referencia: referencia,
    transacao_forma_pagamento: forma,
    transacao_integrador: 2,
    transacao_valor: total,
    transacao_parcelas: 1,
    transacao_desconto: 0,
    descricao_item: 'Hospedagem Grupo Thermas Aurora',
    comprador_nome: 'Paula Ribeiro',
    comprador_email: 'paula@example.com',
    comprador_telefone_codigoarea: '64',
    comprador_telefone_numero: '999998888',
    comprador_documento_tipo: 'cpf',
    comprador_documento_numero: '39053344705',
    comprador_endereco_pais: 'BRA',
    comprador_endereco_complemento: '',
    comprador_endereco_estado: 'GO',
    comprador_endereco_cep: '75690000',
    comprador_endereco_bairro: 'Centro',
    comprador_endereco_numero: '100',
    comprador_endereco_logradouro: 'Rua das Águas',
    comprador_endereco_cidade: 'Caldas Novas',
    cartao_hash: '',
    dados_cartao: null,
  };
}

/** A call to the gateway's API (payments token), its JSON answer. */
export async function gateway(
  app: FastifyInstance,
  path: string,
  payload: unknown,
): Promise<Record<string, unknown>> {
  const response = await app.inject({
    method: 'POST',
    url: `/payments${path}`,
    payload: payload as Record<string, unknown>,
    headers: { authorization: 'Bearer sandbox-payments-token' },
  });
  return response.json() as Record<string, unknown>;
}

/**
 * What a PIX for `referencia` must carry, in cents: the order's PIX total, as the site reads it
 * from /api/pagamento/condicoes (README "PIX price").
 */
export async function pixTotalOf(app: FastifyInstance, referencia: string): Promise<number> {
  const r = await app.inject({
    method: 'POST',
    url: '/api/pagamento/condicoes',
    payload: { transacao_referencia: referencia },
  });
  if (r.statusCode !== 200) throw new Error(`condicoes ${r.statusCode}: ${r.body}`);
  return Math.round((r.json() as { valor_pix: number }).valor_pix * 100);
}
