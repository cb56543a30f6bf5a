import { describe, expect, it } from 'vitest';
import { documentHint } from './document-field';

// product-rules §5: ddd.ddd.ddd-dd is a CPF, dd.ddd.ddd/dddd-dd a CNPJ, anything else no type.
describe('documentHint', () => {
  it("a booking's guest: CPF or CNPJ, with the type read from the shape", () => {
    expect(documentHint('529.982.247-25', false)).toBe(
      'CPF 000.000.000-00 ou CNPJ 00.000.000/0000-00. Tipo: CPF',
    );
    expect(documentHint('11.222.333/0001-81', false)).toBe(
      'CPF 000.000.000-00 ou CNPJ 00.000.000/0000-00. Tipo: CNPJ',
    );
    expect(documentHint('123', false)).toBe(
      'CPF 000.000.000-00 ou CNPJ 00.000.000/0000-00. Tipo: outro documento',
    );
  });

  it('says no type for an empty field, before anything is typed', () => {
    expect(documentHint('', false)).toBe('CPF 000.000.000-00 ou CNPJ 00.000.000/0000-00');
    expect(documentHint('   ', false)).toBe('CPF 000.000.000-00 ou CNPJ 00.000.000/0000-00');
  });

  it("the account's guest list: another document allowed, the type said once typed", () => {
    const formats = 'CPF 000.000.000-00, CNPJ 00.000.000/0000-00 ou outro documento';
    expect(documentHint('', true)).toBe(formats);
    expect(documentHint('529.982.247-25', true)).toBe(`${formats}. Tipo: CPF`);
    expect(documentHint('X1234567', true)).toBe(`${formats}. Tipo: Outro documento`);
  });
});
