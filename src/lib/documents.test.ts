import { describe, expect, it } from 'vitest';
import {
  documentType,
  formatCnpj,
  formatCpf,
  isValidCnpj,
  isValidCpf,
  maskedDocument,
  onlyDigits,
} from './documents';

describe('onlyDigits', () => {
  it('strips everything but digits', () => {
    expect(onlyDigits('529.982.247-25')).toBe('52998224725');
    expect(onlyDigits(' (64) 3453-9000 ')).toBe('6434539000');
    expect(onlyDigits('abc')).toBe('');
  });
});

describe('isValidCpf', () => {
  it.each(['529.982.247-25', '52998224725', '111.444.777-35', '123.456.789-09'])(
    'accepts %s',
    (cpf) => expect(isValidCpf(cpf)).toBe(true),
  );

  it.each(['000.000.000-00', '11111111111', '999.999.999-99'])(
    'refuses the repeated-digit CPF %s (its check digits are "right")',
    (cpf) => expect(isValidCpf(cpf)).toBe(false),
  );

  it.each([
    ['wrong first check digit', '529.982.247-35'],
    ['wrong second check digit', '529.982.247-26'],
    ['a transposed digit', '259.982.247-25'],
  ])('refuses a CPF with %s', (_, cpf) => expect(isValidCpf(cpf)).toBe(false));

  it.each(['', '529.982.247-2', '5299822472', '529982247250'])(
    'refuses the wrong length %j',
    (cpf) => expect(isValidCpf(cpf)).toBe(false),
  );
});

describe('isValidCnpj', () => {
  it.each(['11.222.333/0001-81', '11222333000181', '45.723.174/0001-10'])('accepts %s', (cnpj) =>
    expect(isValidCnpj(cnpj)).toBe(true),
  );

  it.each([
    '11.222.333/0001-82',
    '11.222.333/0001-91',
    '00.000.000/0000-00',
    '11.111.111/1111-11',
    '11.222.333/0001-8',
  ])('refuses %s', (cnpj) => expect(isValidCnpj(cnpj)).toBe(false));
});

describe('documentType', () => {
  it('reads ddd.ddd.ddd-dd as a CPF', () => {
    expect(documentType('529.982.247-25')).toBe('cpf');
  });

  it('reads dd.ddd.ddd/dddd-dd as a CNPJ', () => {
    expect(documentType('11.222.333/0001-81')).toBe('cnpj');
  });

  it.each(['52998224725', '529.982.247-2', '529.982.247-25x', '11222333000181', ''])(
    'gives no type to %j',
    (value) => expect(documentType(value)).toBe(''),
  );
});

describe('formatCpf', () => {
  it('formats digits as 000.000.000-00', () => {
    expect(formatCpf('52998224725')).toBe('529.982.247-25');
  });

  it('formats partial input as far as it goes and ignores extra digits', () => {
    expect(formatCpf('5299')).toBe('529.9');
    expect(formatCpf('5299822')).toBe('529.982.2');
    expect(formatCpf('529982247251234')).toBe('529.982.247-25');
  });
});

describe('maskedDocument', () => {
  it('masks a valid CPF or CNPJ however it was written', () => {
    expect(maskedDocument('71944617736')).toBe('719.446.177-36');
    expect(maskedDocument('719.446.177-36')).toBe('719.446.177-36');
    expect(maskedDocument('719 446 177 36')).toBe('719.446.177-36');
    expect(maskedDocument('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(documentType(maskedDocument('71944617736'))).toBe('cpf');
  });

  it('leaves other documents and numbers still being typed as they are', () => {
    expect(maskedDocument('7194461773')).toBe('7194461773');
    expect(maskedDocument('71944617735')).toBe('71944617735');
    expect(maskedDocument('11111111111')).toBe('11111111111');
    expect(maskedDocument('AB1234567')).toBe('AB1234567');
    expect(maskedDocument('')).toBe('');
  });
});
