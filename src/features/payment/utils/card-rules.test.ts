import { cardSchema } from '../schemas/card-schema';
import { hasCardLength, isExpiryCurrent, isExpiryFormat, passesLuhn } from './card-rules';

describe('card rules', () => {
  it.each([
    ['4111 1111 1111 1111', true],
    ['5555555555554444', true],
    ['4000000000000002', true],
    ['4111111111111112', false],
    ['', false],
  ])('Luhn %j: %s', (number, ok) => {
    expect(passesLuhn(number)).toBe(ok);
  });

  it('accepts 13 to 16 digits', () => {
    expect(hasCardLength('4222222222222')).toBe(true);
    expect(hasCardLength('422222222222')).toBe(false);
    expect(hasCardLength('4111 1111 1111 1111')).toBe(true);
  });

  it('reads MM/YY with a month 01-12', () => {
    expect(isExpiryFormat('12/30')).toBe(true);
    expect(isExpiryFormat('13/30')).toBe(false);
    expect(isExpiryFormat('00/30')).toBe(false);
    expect(isExpiryFormat('1/30')).toBe(false);
  });

  it('keeps a card valid through its expiry month, not after', () => {
    const now = new Date(2026, 2, 31); // 31 March 2026
    expect(isExpiryCurrent('03/26', now)).toBe(true);
    expect(isExpiryCurrent('02/26', now)).toBe(false);
    expect(isExpiryCurrent('12/25', now)).toBe(false);
    expect(isExpiryCurrent('01/27', now)).toBe(true);
  });
});

describe('cardSchema', () => {
  const valid = {
    CcCartao: '4111 1111 1111 1111',
    CcNome: 'MARIA A SOUZA',
    CcValidade: '03/26',
    CcCod: '123',
    CcCpf: '529.982.247-25',
    CcTelefone: '(64) 99987-1234',
    parcelamento: '1',
  };
  const schema = cardSchema(() => new Date(2026, 2, 15));

  it('accepts a complete card', async () => {
    await expect(schema.validate(valid)).resolves.toBeTruthy();
  });

  it.each([
    ['CcValidade', '02/26', 'Cartão vencido.'],
    ['CcCod', '12', 'Código de segurança inválido.'],
    ['CcCod', '12345', 'Código de segurança inválido.'],
    ['CcCpf', '111.111.111-11', 'CPF inválido.'],
    ['CcNome', 'X'.repeat(27), 'Use no máximo 26 caracteres.'],
    ['CcTelefone', '(64) 9998', 'Telefone inválido.'],
    ['parcelamento', '', 'Selecione o parcelamento.'],
  ])('%s = %j: %s', async (field, value, message) => {
    await expect(schema.validateAt(field, { ...valid, [field]: value })).rejects.toThrow(message);
  });

  it('accepts a 4-digit code', async () => {
    await expect(schema.validateAt('CcCod', { ...valid, CcCod: '1234' })).resolves.toBe('1234');
  });
});
