import { NO_ACCOUNT } from './account-in-booking';
import { describe, expect, it } from 'vitest';
import { customerUser } from '@/testing/fixtures/users';
import {
  GUEST_MESSAGES,
  guestFormErrors,
  initialGuestValues,
  toRoomGuests,
  type GuestsFormValues,
} from './guest-form';

const adult = (over = {}) => ({
  nome: 'Ana',
  sobrenome: 'Lima',
  email: 'ana@example.com',
  telefone: '(64) 99999-0000',
  numero_documento: '529.982.247-25',
  ...over,
});
const form = (over: Partial<GuestsFormValues['quartos'][number]> = {}): GuestsFormValues => ({
  ...NO_ACCOUNT,
  quartos: [
    {
      principal: '0',
      adultos: [adult(), adult({ nome: 'Bruno', email: '', telefone: '', numero_documento: '' })],
      criancas: [{ nome: 'Lia', sobrenome: 'Lima', idade: '7' }],
      ...over,
    },
  ],
});

describe('guests form rules', () => {
  it('accepts a complete room', () => {
    expect(guestFormErrors(form(), { visitor: true })).toEqual({});
  });

  it('each room needs one principal, an adult', () => {
    expect(guestFormErrors(form({ principal: '' }), { visitor: false })).toMatchObject({
      'quartos.0.principal': GUEST_MESSAGES.principal,
    });
    expect(guestFormErrors(form({ principal: '5' }), { visitor: false })).toMatchObject({
      'quartos.0.principal': GUEST_MESSAGES.principal,
    });
  });

  it('the principal gives e-mail and phone; everyone a name and a surname', () => {
    const errors = guestFormErrors(
      form({
        adultos: [
          adult({ sobrenome: '', email: 'x', telefone: '(64) 9' }),
          adult({ nome: '', sobrenome: '' }),
        ],
        criancas: [{ nome: '', sobrenome: '', idade: '3' }],
      }),
      { visitor: false },
    );
    expect(errors).toEqual({
      'quartos.0.adultos.0.sobrenome': GUEST_MESSAGES.sobrenome,
      'quartos.0.adultos.0.email': GUEST_MESSAGES.email,
      'quartos.0.adultos.0.telefone': GUEST_MESSAGES.telefone,
      'quartos.0.adultos.1.nome': GUEST_MESSAGES.nome,
      'quartos.0.adultos.1.sobrenome': GUEST_MESSAGES.sobrenome,
      'quartos.0.criancas.0.nome': GUEST_MESSAGES.nome,
      'quartos.0.criancas.0.sobrenome': GUEST_MESSAGES.sobrenome,
    });
  });

  it('checks a document by its pattern: CPF and CNPJ check digits, anything else is free', () => {
    const doc = (numero: string, visitor = false) =>
      guestFormErrors(
        form({ adultos: [adult(), adult({ nome: 'B', numero_documento: numero })] }),
        { visitor },
      )['quartos.0.adultos.1.numero_documento'];
    expect(doc('529.982.247-24')).toBe(GUEST_MESSAGES.cpf);
    expect(doc('11.222.333/0001-80')).toBe(GUEST_MESSAGES.cnpj);
    expect(doc('11.222.333/0001-81')).toBeUndefined();
    expect(doc('MG-12.345.678')).toBeUndefined();
  });

  it("room 1's principal needs a document; a visitor's must be a CPF", () => {
    const principalDoc = (numero: string, visitor: boolean) =>
      guestFormErrors(form({ adultos: [adult({ numero_documento: numero })] }), { visitor })[
        'quartos.0.adultos.0.numero_documento'
      ];
    expect(principalDoc('', false)).toBe(GUEST_MESSAGES.documento);
    expect(principalDoc('11.222.333/0001-81', false)).toBeUndefined();
    expect(principalDoc('11.222.333/0001-81', true)).toBe(GUEST_MESSAGES.cpfVisitante);
    expect(principalDoc('529.982.247-25', true)).toBeUndefined();
  });

  it('builds product-rules §3 records: type from the pattern, one principal, children with their age', () => {
    const [room] = toRoomGuests(
      form({
        principal: '1',
        adultos: [
          adult({ numero_documento: 'RG 1234' }),
          adult({ nome: 'Bia', numero_documento: '11.222.333/0001-81' }),
        ],
      }),
    );
    expect(room!.adultos.map((a) => [a.nome, a.tipo_documento, a.principal])).toEqual([
      ['Ana', '', false],
      ['Bia', 'CNPJ', true],
    ]);
    expect(toRoomGuests(form())[0]!.adultos[0]!.tipo_documento).toBe('CPF');
    expect(room!.criancas[0]).toMatchObject({ nome: 'Lia', idade: '7', principal: false });
  });

  it("prefills room 1's principal from the logged-in user", () => {
    const grupo = [
      { qtd_adultos: 2, idades_criancas: ['4'] },
      { qtd_adultos: 1, idades_criancas: [] },
    ] as unknown as Parameters<typeof initialGuestValues>[0];
    const values = initialGuestValues(grupo, [], customerUser);
    expect(values.quartos[0]!.adultos[0]).toEqual({
      nome: 'Maria',
      sobrenome: 'Aparecida Souza',
      email: 'maria.souza@example.com.br',
      telefone: '(64) 99987-1234',
      numero_documento: '529.982.247-25',
    });
    expect(values.quartos[0]!.principal).toBe('0');
    expect(values.quartos[0]!.criancas).toEqual([{ nome: '', sobrenome: '', idade: '4' }]);
    expect(values.quartos[1]!.adultos[0]!.nome).toBe('');
    expect(initialGuestValues(grupo, [], null).quartos[0]!.adultos[0]!.nome).toBe('');
  });
});
