import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import {
  EMPTY_REGISTRATION,
  registrationSchema,
  type RegistrationValues,
} from './registration-schema';

const valid: RegistrationValues = {
  ...EMPTY_REGISTRATION,
  Nome: 'Ana',
  Cpf: '390.533.447-05',
  Dob: '07/04/1990',
  TipoEndereco: 'R',
  Logradouro: 'Rua A',
  Numero: '1',
  Bairro: 'Centro',
  Estado: '9',
  Cidade: '5204508',
  Cep: '75690-000',
  Telefone: '(64) 99987-1234',
  Email: 'ana@example.com.br',
  Senha: 'Termas@2026',
  SenhaConfirma: 'Termas@2026',
};

/** The message for `field` when the rest of the form is valid, or null. */
function messageFor(field: keyof RegistrationValues, value: string): string | null {
  const next = { ...valid, [field]: value };
  if (field === 'Senha') next.SenhaConfirma = value;
  try {
    registrationSchema.validateSync(next, { abortEarly: false });
    return null;
  } catch (error) {
    const inner = (error as ValidationError).inner.find((e) => e.path === field);
    return inner?.message ?? null;
  }
}

describe('registrationSchema (product-rules §5)', () => {
  it('accepts a valid form', () => {
    expect(() => registrationSchema.validateSync(valid)).not.toThrow();
  });

  it.each([
    ['390.533.447-05', null],
    ['39053344705', null],
    ['390.533.447-06', 'Informa um CPF válido'],
    ['390.533.447-15', 'Informa um CPF válido'],
    ['000.000.000-00', 'Informa um CPF válido'],
    ['11111111111', 'Informa um CPF válido'],
    ['390533447-05', 'Informa um CPF válido'],
    ['3905334470', 'Informa um CPF válido'],
  ])('CPF %s → %s', (cpf, message) => {
    expect(messageFor('Cpf', cpf)).toBe(message);
  });

  it.each([
    ['01/01/1990', null],
    ['31/12/1990', null],
    ['00/01/1990', 'Data válida (dd/mm/yyyy)'],
    ['32/01/1990', 'Data válida (dd/mm/yyyy)'],
    ['10/00/1990', 'Data válida (dd/mm/yyyy)'],
    ['10/13/1990', 'Data válida (dd/mm/yyyy)'],
    ['1/1/1990', 'Data válida (dd/mm/yyyy)'],
    ['31/02/1990', 'Data válida (dd/mm/yyyy)'],
  ])('Dob %s → %s', (dob, message) => {
    expect(messageFor('Dob', dob)).toBe(message);
  });

  it.each([
    ['Termas@2026', null],
    ['aA1^bb', null],
    ['aA1_bb', null],
    ['aA1&bb', null],
    ['aA1@b', 'Mínimo 6 caracteres'],
    ['', 'Mínimo 6 caracteres'],
    ['termas@2026', 'Senha deve conter número, maiúscula e especial'],
    ['TERMAS@2026', 'Senha deve conter número, maiúscula e especial'],
    ['Termas@abcd', 'Senha deve conter número, maiúscula e especial'],
    ['Termas2026', 'Senha deve conter número, maiúscula e especial'],
    ['Termas@2026#', 'Senha deve conter número, maiúscula e especial'],
    ['Termas@ 2026', 'Senha deve conter número, maiúscula e especial'],
  ])('Senha %j → %s', (senha, message) => {
    expect(messageFor('Senha', senha)).toBe(message);
  });

  it('requires the confirmation to match', () => {
    expect(messageFor('SenhaConfirma', 'Termas@2027')).toBe('Senhas não conferem');
  });

  it.each([
    ['TipoEndereco', 'X', 'Informe Tipo Endereço'],
    ['Nome', '   ', 'Informa a tarefa'],
    ['Telefone', '(64) 9998-1234', 'Telefone válido'],
    ['Email', 'ana@', 'Email válido'],
    ['Cep', '7569-000', 'Cep Obrigatório'],
    ['Numero', ' ', 'Numero Obrigatório'],
  ] as const)('%s %j → %s', (field, value, message) => {
    expect(messageFor(field, value)).toBe(message);
  });

  it('leaves Complemento optional', () => {
    expect(messageFor('Complemento', '')).toBeNull();
  });
});
