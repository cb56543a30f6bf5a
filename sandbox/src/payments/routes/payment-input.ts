import { isValidCnpj, isValidCpf, onlyDigits } from '../../shared/documents';
import Type, { type Static } from 'typebox';
import type { PagamentoRequest } from '../../../../src/api/contract/payments';
import { bad } from '../../shared/input';
import { body, optional, orNull } from '../../shared/request-fields';
import { schemaOf } from '../../shared/request-schema';
import { MAX_INSTALLMENTS } from '../payment-codes';
import type { PaymentRequest } from '../pay';
import { INTEGRATOR, METHOD_BY_FORMA } from '../transactions';

/**
 * The form of a /pagar request (product-rules §3 payment payload): its shape as a schema, then
 * its rules, with one Portuguese message each; the card itself is checked by card.ts, the amount by the payable's
 * kind (settlement.ts).
 */

const FORMA = 'Forma de pagamento inválida: use 1 (cartão), 9 (PIX) ou 3 (boleto).';

/** A text field of the payment form: null or absent is '', a required one is asked for. */
const field = (key: string, max: number) =>
  orNull(
    Type.String({
      maxLength: max,
      erro: {
        required: `Informe ${key}.`,
        maxLength: `${key} deve ter no máximo ${max} caracteres.`,
        invalido: `${key} inválido: deve ser texto.`,
      },
    }),
  );
const optionalText = (key: string, max: number) => optional(field(key, max));
const cents = (key: string) =>
  Type.Integer({ minimum: 0, erro: `${key} deve ser um número inteiro de centavos.` });

/**
 * POST /pagar/:id. The card (cartao_hash, dados_cartao) is checked by card.ts, which knows
 * what a masked card and an encrypted one look like.
 */
export const paymentBody = schemaOf<PagamentoRequest>()(
  body(
    {
      transacao_versao: Type.Integer({ const: 2, erro: 'transacao_versao deve ser 2.' }),
      transacao_referencia: field('transacao_referencia', 200),
      transacao_forma_pagamento: Type.Integer({ erro: FORMA }),
      transacao_integrador: Type.Integer({ erro: 'transacao_integrador inválido.' }),
      transacao_valor: cents('transacao_valor'),
      transacao_desconto: cents('transacao_desconto'),
      transacao_parcelas: Type.Integer({
        minimum: 1,
        maximum: MAX_INSTALLMENTS,
        erro: `transacao_parcelas deve ser de 1 a ${MAX_INSTALLMENTS}.`,
      }),
      descricao_item: optionalText('descricao_item', 255),
      comprador_nome: field('comprador_nome', 120),
      comprador_email: field('comprador_email', 120),
      comprador_telefone_codigoarea: field('comprador_telefone_codigoarea', 2),
      comprador_telefone_numero: field('comprador_telefone_numero', 9),
      comprador_documento_tipo: optionalText('comprador_documento_tipo', 4),
      comprador_documento_numero: optionalText('comprador_documento_numero', 20),
      comprador_endereco_pais: Type.Literal('BRA', {
        erro: "comprador_endereco_pais deve ser 'BRA'.",
      }),
      comprador_endereco_logradouro: optionalText('comprador_endereco_logradouro', 120),
      comprador_endereco_numero: optionalText('comprador_endereco_numero', 20),
      comprador_endereco_complemento: optionalText('comprador_endereco_complemento', 80),
      comprador_endereco_bairro: optionalText('comprador_endereco_bairro', 80),
      comprador_endereco_cidade: optionalText('comprador_endereco_cidade', 80),
      comprador_endereco_estado: optionalText('comprador_endereco_estado', 2),
      comprador_endereco_cep: optionalText('comprador_endereco_cep', 9),
      cartao_hash: optional(Type.Unknown()),
      dados_cartao: optional(Type.Unknown()),
    },
    'Dados do pagamento inválidos.',
  ),
);
export type PaymentBody = Static<typeof paymentBody>;

const trimmed = (value: string | null | undefined): string => (value ?? '').trim();

/** A required text: '' or only spaces is asked for. */
function filled(body: PaymentBody, key: RequiredKey): string {
  const value = trimmed(body[key]);
  if (value === '') throw bad(`Informe ${key}.`);
  return value;
}
type RequiredKey =
  | 'transacao_referencia'
  | 'comprador_nome'
  | 'comprador_email'
  | 'comprador_telefone_codigoarea'
  | 'comprador_telefone_numero';

type AddressKey =
  | 'comprador_endereco_logradouro'
  | 'comprador_endereco_numero'
  | 'comprador_endereco_complemento'
  | 'comprador_endereco_bairro'
  | 'comprador_endereco_cidade'
  | 'comprador_endereco_estado'
  | 'comprador_endereco_cep';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** The request's checked fields, and its body (the card is read from it by card.ts). */
export interface PaymentForm extends Omit<PaymentRequest, 'card'> {
  body: PaymentBody;
}

export function parsePaymentForm(body: PaymentBody): PaymentForm {
  const referencia = filled(body, 'transacao_referencia');
  const forma = body.transacao_forma_pagamento;
  const metodo = METHOD_BY_FORMA[forma];
  if (!metodo) throw bad(FORMA);
  if (body.transacao_integrador !== INTEGRATOR[metodo]) {
    throw bad(`Integrador inválido: use ${INTEGRATOR[metodo]} para esta forma de pagamento.`);
  }
  const valor = body.transacao_valor;
  if (valor <= 0) throw bad('transacao_valor deve ser positivo.');
  const desconto = body.transacao_desconto;
  const parcelas = body.transacao_parcelas;
  if (metodo !== 'cartao' && parcelas !== 1) throw bad('PIX e boleto são à vista: 1 parcela.');
  const descricao = trimmed(body.descricao_item);
  const nome = filled(body, 'comprador_nome');
  const email = filled(body, 'comprador_email');
  if (!EMAIL.test(email)) throw bad('comprador_email inválido.');
  const ddd = filled(body, 'comprador_telefone_codigoarea');
  if (!/^[1-9]\d$/.test(ddd)) throw bad('comprador_telefone_codigoarea deve ter 2 dígitos.');
  const fone = filled(body, 'comprador_telefone_numero');
  if (!/^\d{8,9}$/.test(fone)) throw bad('comprador_telefone_numero deve ter 8 ou 9 dígitos.');
  const docTipo = trimmed(body.comprador_documento_tipo);
  const docNumero = onlyDigits(trimmed(body.comprador_documento_numero));
  if (docTipo === 'cpf') {
    if (!isValidCpf(docNumero)) throw bad('comprador_documento_numero: CPF inválido.');
  } else if (docTipo === 'cnpj') {
    if (!isValidCnpj(docNumero)) throw bad('comprador_documento_numero: CNPJ inválido.');
  } else if (docTipo === '') {
    if (docNumero !== '') throw bad('Informe comprador_documento_tipo (cpf ou cnpj).');
    if (metodo !== 'cartao') throw bad('Informe o CPF ou CNPJ do pagador.');
  } else {
    throw bad('comprador_documento_tipo deve ser cpf, cnpj ou vazio.');
  }
  // A boleto is registered with the payer's address: every line of it is asked for.
  const address = (key: AddressKey): string => {
    const value = trimmed(body[key]);
    if (metodo === 'boleto' && value === '' && key !== 'comprador_endereco_complemento') {
      throw bad(`Informe ${key}.`);
    }
    return value;
  };
  const boleto = metodo === 'boleto';
  const endereco = {
    logradouro: address('comprador_endereco_logradouro'),
    numero: address('comprador_endereco_numero'),
    complemento: address('comprador_endereco_complemento'),
    bairro: address('comprador_endereco_bairro'),
    cidade: address('comprador_endereco_cidade'),
    estado: address('comprador_endereco_estado'),
    cep: onlyDigits(address('comprador_endereco_cep')),
  };
  if (boleto) {
    if (!/^[A-Za-z]{2}$/.test(endereco.estado)) throw bad('comprador_endereco_estado: use a UF.');
    if (!/^\d{8}$/.test(endereco.cep)) throw bad('comprador_endereco_cep deve ter 8 dígitos.');
  }
  return {
    body,
    referencia,
    metodo,
    formaPagamentoId: forma,
    valor,
    desconto,
    parcelas,
    descricao,
    comprador: { nome, email, documento: docNumero },
    endereco,
  };
}
