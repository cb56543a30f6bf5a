import type { PagamentoRequest } from '@/api/contract/payments';
import {
  buildPaymentPayload,
  cardDetails,
  itemDescription,
  maskCardNumber,
  splitPhone,
  type Buyer,
  type PaymentMethodInput,
  type PaymentOrder,
} from './build-payment-payload';

const order: PaymentOrder = {
  hotelName: 'Thermas Aurora',
  identificador: '4-7f3a9c',
  numeroReservas: ['AUR-1001'],
  total: 1237.02,
  percComissao: 0,
};

const buyer: Buyer = {
  nome: 'Maria Aparecida Souza',
  email: 'maria.souza@example.com.br',
  telefone: '(64) 99987-1234',
  documento: '529.982.247-25',
  endereco: {
    logradouro: 'Rua das Orquídeas',
    numero: '120',
    complemento: 'Apto 32',
    bairro: 'Jardim Goiás',
    cidade: 'Goiânia',
    uf: 'GO',
    cep: '74805-100',
  },
};

const card: PaymentMethodInput = {
  kind: 'cartao',
  parcelas: 3,
  cartaoHash: 'ZW5jcnlwdGVk',
  cardNumber: '4111 1111 1111 1111',
  validade: '08/31',
};

describe('buildPaymentPayload', () => {
  it('builds every field of a card payment (product-rules §3)', () => {
    const expected: PagamentoRequest = {
      transacao_versao: 2,
      transacao_referencia: '4-7f3a9c',
      transacao_forma_pagamento: 1,
      transacao_integrador: 3,
      transacao_valor: 123702,
      transacao_parcelas: 3,
      transacao_desconto: 0,
      descricao_item: 'Hospedagem Grupo Thermas Aurora AUR-1001',
      comprador_nome: 'Maria Aparecida Souza',
      comprador_email: 'maria.souza@example.com.br',
      comprador_telefone_codigoarea: '64',
      comprador_telefone_numero: '999871234',
      comprador_documento_tipo: 'cpf',
      comprador_documento_numero: '52998224725',
      comprador_endereco_pais: 'BRA',
      comprador_endereco_complemento: 'Apto 32',
      comprador_endereco_estado: 'GO',
      comprador_endereco_cep: '74805100',
      comprador_endereco_bairro: 'Jardim Goiás',
      comprador_endereco_numero: '120',
      comprador_endereco_logradouro: 'Rua das Orquídeas',
      comprador_endereco_cidade: 'Goiânia',
      cartao_hash: 'ZW5jcnlwdGVk',
      dados_cartao: {
        cardNumber: '************1111',
        expirationMonth: '08',
        expirationYear: '2031',
        securityCode: '***',
      },
    };
    expect(buildPaymentPayload(order, buyer, card)).toEqual(expected);
  });

  it('sends PIX as forma 9, integrator 2, one instalment, no card, document type always cpf', () => {
    const payload = buildPaymentPayload(
      order,
      { ...buyer, documento: '11.222.333/0001-81' },
      { kind: 'pix' },
    );
    expect(payload).toMatchObject({
      transacao_forma_pagamento: 9,
      transacao_integrador: 2,
      transacao_parcelas: 1,
      cartao_hash: '',
      dados_cartao: null,
      comprador_documento_tipo: 'cpf',
      comprador_documento_numero: '11222333000181',
    });
  });

  it('sends a PIX at the PIX price the server gave, and a card or boleto at the total', () => {
    const priced = { ...order, total: 1234, pixTotal: 1172.3 };
    expect(buildPaymentPayload(priced, buyer, { kind: 'pix' }).transacao_valor).toBe(117230);
    expect(
      buildPaymentPayload(priced, buyer, { kind: 'boleto', formaPagamentoId: 3 }).transacao_valor,
    ).toBe(123400);
    // The commission is taken from what this method pays.
    expect(
      buildPaymentPayload({ ...priced, percComissao: 10 }, buyer, { kind: 'pix' }),
    ).toMatchObject({ transacao_valor: 117230, transacao_desconto: 11723 });
  });

  it('sends boleto with the chosen forma id, integrator 2, one instalment and no card', () => {
    const payload = buildPaymentPayload(order, buyer, { kind: 'boleto', formaPagamentoId: 3 });
    expect(payload).toMatchObject({
      transacao_forma_pagamento: 3,
      transacao_integrador: 2,
      transacao_parcelas: 1,
      cartao_hash: '',
      dados_cartao: null,
    });
  });

  it.each([
    [1237.02, 123702],
    [19.999, 2000],
    [0.29, 29],
    [100, 10000],
  ])('sends the total %s in cents, rounded: %s', (total, cents) => {
    expect(buildPaymentPayload({ ...order, total }, buyer, card).transacao_valor).toBe(cents);
  });

  it.each([
    [0, 0],
    [10, 12370],
    [12.5, 15463],
  ])(
    'with perc_comissao %s the discount is %s cents; the amount stays the total',
    (perc, cents) => {
      const payload = buildPaymentPayload({ ...order, percComissao: perc }, buyer, card);
      expect(payload.transacao_desconto).toBe(cents);
      expect(payload.transacao_valor).toBe(123702);
    },
  );

  it.each([
    ['529.982.247-25', 'cpf'],
    ['11.222.333/0001-81', 'cnpj'],
    ['52998224725', ''],
    ['AB123456', ''],
  ])('reads the document type of %s from its pattern: %j', (documento, tipo) => {
    const payload = buildPaymentPayload(order, { ...buyer, documento }, card);
    expect(payload.comprador_documento_tipo).toBe(tipo);
  });

  it('trims the buyer name and e-mail', () => {
    const payload = buildPaymentPayload(
      order,
      { ...buyer, nome: '  Maria  ', email: ' maria@example.com ' },
      card,
    );
    expect(payload.comprador_nome).toBe('Maria');
    expect(payload.comprador_email).toBe('maria@example.com');
  });
});

describe('payload parts', () => {
  it.each([
    ['(64) 99987-1234', '64', '999871234'],
    ['64 3453-9000', '64', '34539000'],
    ['+55', '55', ''],
    ['', '', ''],
  ])('splits the phone %j into area code %j and number %j', (phone, area, number) => {
    expect(splitPhone(phone)).toEqual({ codigoArea: area, numero: number });
  });

  it('describes the item with the hotel and every reservation number of the group', () => {
    expect(itemDescription('Villas Aurora', ['AUR-1', 'AUR-2'])).toBe(
      'Hospedagem Grupo Villas Aurora AUR-1, AUR-2',
    );
  });

  it('describes anything but rooms with the description it is given', () => {
    const tickets = { ...order, descricao: 'Ingressos Aurora Acqua Park ING-ABCD2345' };
    expect(buildPaymentPayload(tickets, buyer, { kind: 'pix' }).descricao_item).toBe(
      'Ingressos Aurora Acqua Park ING-ABCD2345',
    );
  });

  it('masks every card digit but the last four', () => {
    expect(maskCardNumber('5555 5555 5555 4444')).toBe('************4444');
    expect(maskCardNumber('4111111111111')).toBe('*********1111');
  });

  it("splits the expiry on '/' and prefixes the year with '20'", () => {
    expect(cardDetails('4111111111111111', '01/29')).toEqual({
      cardNumber: '************1111',
      expirationMonth: '01',
      expirationYear: '2029',
      securityCode: '***',
    });
  });

  it('never puts the clear number or any code into the payload', () => {
    const json = JSON.stringify(buildPaymentPayload(order, buyer, card));
    expect(json).not.toContain('4111111111111111');
    expect(json).not.toContain('4111 1111 1111 1111');
  });
});
