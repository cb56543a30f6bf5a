import { describe, expect, it } from 'vitest';
import type { Hospede } from '@/api/contract/account';
import {
  GUEST_MESSAGES,
  hasGuestErrors,
  isValidChildAge,
  toFormGuests,
  toWireGuests,
  validateGuests,
  withPrincipal,
} from './guest-rules';

const base = {
  nome: 'Maria',
  sobrenome: 'Souza',
  telefone: '',
  email: '',
  estado: '',
  cidade: '',
  tipo_documento: '',
  numero_documento: '',
  principal: false,
};
const adult = (over: Partial<Hospede> = {}): Hospede =>
  ({
    ...base,
    tipo: 'adulto',
    cupom_calcado: '',
    cupom_camiseta: '',
    cupom_moto_ano: '',
    cupom_moto_marca: '',
    cupom_moto_modelo: '',
    cupom_piloto: '',
    cupom_sexo: '',
    ...over,
  }) as Hospede;
const child = (idade: string): Hospede => ({ ...base, nome: 'Ana', tipo: 'crianca', idade });

describe('validateGuests', () => {
  it('accepts one adult main guest with valid data', () => {
    const errors = validateGuests([adult({ principal: true }), child('7')]);
    expect(hasGuestErrors(errors)).toBe(false);
  });

  it.each([
    ['none', [adult(), adult()]],
    ['two', [adult({ principal: true }), adult({ principal: true })]],
    ['a child', [adult(), { ...child('5'), principal: true }]],
  ])('requires exactly one adult main guest (%s)', (_label, guests) => {
    expect(validateGuests(guests).list).toBe(GUEST_MESSAGES.principal);
  });

  it('requires name and surname of adults, and the name of children', () => {
    const errors = validateGuests([
      adult({ principal: true, nome: ' ', sobrenome: '' }),
      { ...child('3'), nome: '' },
    ]);
    expect(errors.guests[0]).toEqual({
      nome: GUEST_MESSAGES.nome,
      sobrenome: GUEST_MESSAGES.sobrenome,
    });
    expect(errors.guests[1]).toEqual({ nome: GUEST_MESSAGES.nome });
  });

  it('checks CPF- and CNPJ-shaped documents by their check digits; other shapes pass', () => {
    const docs = [
      '529.982.247-25',
      '529.982.247-24',
      '11.222.333/0001-81',
      '11.222.333/0001-80',
      'MG-12.345.678',
    ];
    const errors = validateGuests(
      docs.map((d, i) => adult({ principal: i === 0, numero_documento: d })),
    );
    expect(errors.guests.map((e) => e.numero_documento ?? null)).toEqual([
      null,
      GUEST_MESSAGES.cpf,
      null,
      GUEST_MESSAGES.cnpj,
      null,
    ]);
  });

  it('checks e-mail and phone when given', () => {
    const errors = validateGuests([
      adult({ principal: true, email: 'maria@', telefone: '(64) 9999' }),
    ]);
    expect(errors.guests[0]).toEqual({
      email: GUEST_MESSAGES.email,
      telefone: GUEST_MESSAGES.telefone,
    });
  });
});

describe('isValidChildAge', () => {
  it.each([
    ['0', true],
    ['13', true],
    ['14', false],
    ['-1', false],
    ['', false],
    ['2.5', false],
  ])('%s → %s', (age, ok) => {
    expect(isValidChildAge(age)).toBe(ok);
  });
});

describe('toWireGuests', () => {
  it('reads the document type from the shape and trims the text', () => {
    const wire = toWireGuests([
      adult({ principal: true, nome: ' Maria ', numero_documento: '529.982.247-25' }),
      adult({ numero_documento: '11.222.333/0001-81' }),
      adult({ numero_documento: '52998224725', tipo_documento: 'cpf' }),
      { ...child(' 4 '), principal: true },
    ]);
    // Bare digits that make a valid CPF are a CPF (issue 25): masked, and typed as one.
    expect(wire.map((g) => g.tipo_documento)).toEqual(['CPF', 'CNPJ', 'CPF', '']);
    expect(wire[2]?.numero_documento).toBe('529.982.247-25');
    expect(wire[0]?.nome).toBe('Maria');
    expect(wire[3]).toMatchObject({ idade: '4', principal: false });
  });
});

describe('withPrincipal', () => {
  it('leaves exactly the chosen guest as main guest', () => {
    const guests = withPrincipal([adult({ principal: true }), adult()], 1);
    expect(guests.map((g) => g.principal)).toEqual([false, true]);
  });
});

describe('toFormGuests', () => {
  it('writes bare CPF/CNPJ digits from the API in their pattern, and leaves others alone', () => {
    const shown = toFormGuests([
      adult({ tipo_documento: 'CPF', numero_documento: '52998224725' }),
      adult({ tipo_documento: 'CNPJ', numero_documento: '11222333000181' }),
      adult({ tipo_documento: '', numero_documento: '12345678901' }),
    ]);
    expect(shown.map((g) => g.numero_documento)).toEqual([
      '529.982.247-25',
      '11.222.333/0001-81',
      '12345678901',
    ]);
  });
});
