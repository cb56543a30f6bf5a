import {
  INTEGRADOR,
  PAYMENT_METHOD,
  type DadosCartao,
  type PagamentoRequest,
} from '@/api/contract/payments';
import { documentType, onlyDigits } from '@/lib/documents';
import { centavosOf } from '@/lib/money';

/** What is being paid: a booking group, a club fee or a ticket purchase. */
export interface PaymentOrder {
  hotelName: string;
  /** The group identificador: transacao_referencia. */
  identificador: string;
  /** numero_reserva of every room of the group. */
  numeroReservas: string[];
  /** Total in reais. */
  total: number;
  /**
   * The total paid by PIX, in reais, as the server priced it (/pagamento/condicoes, issue 52);
   * absent where it is not known, and then the total.
   */
  pixTotal?: number;
  /** The user's perc_comissao (0 without commission). */
  percComissao: number;
  /**
   * `descricao_item` of anything but rooms (a ticket purchase: 'Ingressos <park> <code>');
   * rooms are described by product-rules §9's 'Hospedagem Grupo' rule.
   */
  descricao?: string;
}

export interface BuyerAddress {
  logradouro: string;
  numero: string;
  complemento: string;
  bairro: string;
  cidade: string;
  /** Two-letter state (UF). */
  uf: string;
  cep: string;
}

/** Who pays, as the gateway sees it. */
export interface Buyer {
  nome: string;
  email: string;
  /** Any format: only its digits are used. */
  telefone: string;
  /** Formatted CPF (000.000.000-00) or CNPJ (00.000.000/0000-00): the type is read from the shape. */
  documento: string;
  endereco: BuyerAddress;
}

export type PaymentMethodInput =
  | {
      kind: 'cartao';
      parcelas: number;
      /** From the card adapter. */
      cartaoHash: string;
      /** Clear number: only its last four digits reach the payload. */
      cardNumber: string;
      /** MM/YY */
      validade: string;
    }
  | { kind: 'pix' }
  /** Boleto is paid with the chosen forma_pagamento_id of the user (product-rules §9). */
  | { kind: 'boleto'; formaPagamentoId: number };

/** product-rules §9: 'Hospedagem Grupo' plus the hotel name and the reservation number(s). */
export function itemDescription(hotelName: string, numeroReservas: string[]): string {
  return ['Hospedagem Grupo', hotelName, numeroReservas.join(', ')]
    .filter((part) => part !== '')
    .join(' ');
}

/** Phone digits: the first 2 are the area code, the rest the number (product-rules §5). */
export function splitPhone(telefone: string): { codigoArea: string; numero: string } {
  const digits = onlyDigits(telefone);
  return { codigoArea: digits.slice(0, 2), numero: digits.slice(2) };
}

/** '************1111': every digit but the last four hidden. */
export function maskCardNumber(cardNumber: string): string {
  const digits = onlyDigits(cardNumber);
  return '*'.repeat(Math.max(digits.length - 4, 0)) + digits.slice(-4);
}

/** MM/YY split on '/', the year prefixed with '20' (product-rules §5); the code is never sent. */
export function cardDetails(cardNumber: string, validade: string): DadosCartao {
  const [month = '', year = ''] = validade.split('/');
  return {
    cardNumber: maskCardNumber(cardNumber),
    expirationMonth: month.trim(),
    expirationYear: `20${year.trim()}`,
    securityCode: '***',
  };
}

function methodFields(method: PaymentMethodInput) {
  switch (method.kind) {
    case 'cartao':
      return {
        transacao_forma_pagamento: PAYMENT_METHOD.cartao,
        transacao_integrador: INTEGRADOR.cartao,
        transacao_parcelas: method.parcelas,
        cartao_hash: method.cartaoHash,
        dados_cartao: cardDetails(method.cardNumber, method.validade),
      };
    case 'pix':
      return {
        transacao_forma_pagamento: PAYMENT_METHOD.pix,
        transacao_integrador: INTEGRADOR.pix,
        transacao_parcelas: 1,
        cartao_hash: '',
        dados_cartao: null,
      };
    case 'boleto':
      return {
        transacao_forma_pagamento: method.formaPagamentoId,
        transacao_integrador: INTEGRADOR.boleto,
        transacao_parcelas: 1,
        cartao_hash: '',
        dados_cartao: null,
      };
  }
}

/** product-rules §3 payment payload. Pure: the card arrives already encrypted in `cartaoHash`. */
export function buildPaymentPayload(
  order: PaymentOrder,
  buyer: Buyer,
  method: PaymentMethodInput,
): PagamentoRequest {
  const phone = splitPhone(buyer.telefone);
  const { endereco } = buyer;
  // A PIX pays the PIX price, as the server gave it; the gateway refuses anything else.
  const total =
    method.kind === 'pix' && order.pixTotal !== undefined ? order.pixTotal : order.total;
  return {
    transacao_versao: 2,
    transacao_referencia: order.identificador,
    // The amount sent is the whole total; the commission goes apart as the discount (product-rules §9).
    transacao_valor: centavosOf(total),
    transacao_desconto: order.percComissao ? centavosOf((total * order.percComissao) / 100) : 0,
    descricao_item: order.descricao ?? itemDescription(order.hotelName, order.numeroReservas),
    comprador_nome: buyer.nome.trim(),
    comprador_email: buyer.email.trim(),
    comprador_telefone_codigoarea: phone.codigoArea,
    comprador_telefone_numero: phone.numero,
    // PIX always goes as a CPF (product-rules §9).
    comprador_documento_tipo: method.kind === 'pix' ? 'cpf' : documentType(buyer.documento),
    comprador_documento_numero: onlyDigits(buyer.documento),
    comprador_endereco_pais: 'BRA',
    comprador_endereco_complemento: endereco.complemento,
    comprador_endereco_estado: endereco.uf,
    comprador_endereco_cep: onlyDigits(endereco.cep),
    comprador_endereco_bairro: endereco.bairro,
    comprador_endereco_numero: endereco.numero,
    comprador_endereco_logradouro: endereco.logradouro,
    comprador_endereco_cidade: endereco.cidade,
    ...methodFields(method),
  };
}
