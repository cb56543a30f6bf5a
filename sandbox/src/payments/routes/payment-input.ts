import { isValidCnpj, isValidCpf, onlyDigits } from '../../shared/documents';
import { asBody, type Body, bad, integerOf } from '../../shared/input';
import { MAX_INSTALLMENTS } from '../payment-codes';
import type { PaymentRequest } from '../pay';
import { INTEGRATOR, METHOD_BY_FORMA } from '../transactions';

/**
 * The form of a /pagar request (product-rules §3 payment payload), checked field by field with one
 * Portuguese message each; the card itself is checked by card.ts, the amount by the payable's
 * kind (settlement.ts).
 */

function text(body: Body, key: string, max: number, required = false): string {
  const value = body[key];
  if (value === undefined || value === null) {
    if (required) throw bad(`Informe ${key}.`);
    return '';
  }
  if (typeof value !== 'string') throw bad(`${key} inválido: deve ser texto.`);
  const trimmed = value.trim();
  if (trimmed.length > max) throw bad(`${key} deve ter no máximo ${max} caracteres.`);
  if (required && trimmed === '') throw bad(`Informe ${key}.`);
  return trimmed;
}

function cents(body: Body, key: string): number {
  const value = body[key];
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) {
    throw bad(`${key} deve ser um número inteiro de centavos.`);
  }
  return value;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** The request's checked fields, and its body (the card is read from it by card.ts). */
export interface PaymentForm extends Omit<PaymentRequest, 'card'> {
  body: Body;
}

export function parsePaymentForm(value: unknown): PaymentForm {
  const body = asBody(value, 'Dados do pagamento inválidos.');
  if (body.transacao_versao !== 2) throw bad('transacao_versao deve ser 2.');
  const referencia = text(body, 'transacao_referencia', 200, true);
  const forma = integerOf(body.transacao_forma_pagamento);
  const metodo = forma === null ? undefined : METHOD_BY_FORMA[forma];
  if (!metodo || forma === null)
    throw bad('Forma de pagamento inválida: use 1 (cartão), 9 (PIX) ou 3 (boleto).');
  if (body.transacao_integrador !== INTEGRATOR[metodo]) {
    throw bad(`Integrador inválido: use ${INTEGRATOR[metodo]} para esta forma de pagamento.`);
  }
  const valor = cents(body, 'transacao_valor');
  if (valor <= 0) throw bad('transacao_valor deve ser positivo.');
  const desconto = cents(body, 'transacao_desconto');
  const parcelas = integerOf(body.transacao_parcelas);
  if (
    typeof body.transacao_parcelas !== 'number' ||
    parcelas === null ||
    parcelas < 1 ||
    parcelas > MAX_INSTALLMENTS
  ) {
    throw bad(`transacao_parcelas deve ser de 1 a ${MAX_INSTALLMENTS}.`);
  }
  if (metodo !== 'cartao' && parcelas !== 1) throw bad('PIX e boleto são à vista: 1 parcela.');
  const descricao = text(body, 'descricao_item', 255);
  const nome = text(body, 'comprador_nome', 120, true);
  const email = text(body, 'comprador_email', 120, true);
  if (!EMAIL.test(email)) throw bad('comprador_email inválido.');
  const ddd = text(body, 'comprador_telefone_codigoarea', 2, true);
  if (!/^[1-9]\d$/.test(ddd)) throw bad('comprador_telefone_codigoarea deve ter 2 dígitos.');
  const fone = text(body, 'comprador_telefone_numero', 9, true);
  if (!/^\d{8,9}$/.test(fone)) throw bad('comprador_telefone_numero deve ter 8 ou 9 dígitos.');
  const docTipo = text(body, 'comprador_documento_tipo', 4);
  const docNumero = onlyDigits(text(body, 'comprador_documento_numero', 20));
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
  if (body.comprador_endereco_pais !== 'BRA') throw bad("comprador_endereco_pais deve ser 'BRA'.");
  const boleto = metodo === 'boleto';
  const endereco = {
    logradouro: text(body, 'comprador_endereco_logradouro', 120, boleto),
    numero: text(body, 'comprador_endereco_numero', 20, boleto),
    complemento: text(body, 'comprador_endereco_complemento', 80),
    bairro: text(body, 'comprador_endereco_bairro', 80, boleto),
    cidade: text(body, 'comprador_endereco_cidade', 80, boleto),
    estado: text(body, 'comprador_endereco_estado', 2, boleto),
    cep: onlyDigits(text(body, 'comprador_endereco_cep', 9, boleto)),
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
