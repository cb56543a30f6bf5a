/**
 * Payment gateway (product-rules §3 payment payload and result, §5 card rules, §7, §9). All calls are
 * POST with the fixed payments token; `{id}` is the hotel id (the merchant account).
 */

/** POST /parcelamento/rede/{id} */
export interface ParcelamentoRequest {
  /** First 6 digits of the card. */
  credit_card_bin: string;
  max_installments: 10;
  max_installments_no_interest: 10;
  show_seller_fees: false;
  payment_methods: 'CREDIT_CARD';
  type: 'card';
  /** Amount in cents. */
  value: number;
}
export interface InstallmentPlan {
  installments: number;
  /** In cents. */
  installment_value: number;
}
export interface ParcelamentoResponse {
  payment_methods: {
    /** Keyed by brand: 'visa', 'mastercard', 'elo', 'amex', 'hipercard'. */
    credit_card: Record<string, { installment_plans: InstallmentPlan[] }>;
  };
}

/** POST /public_key/{id}: `mensagem` holds the RSA public key (PEM, SPKI) when retorno is not 'erro'. */
export interface PublicKeyResponse {
  retorno: 'sucesso' | 'erro';
  mensagem: string;
}

/** Card fields sent next to the encrypted card: never the number or the code in clear. */
export interface DadosCartao {
  /** Masked: only the last four digits, e.g. '************1111'. */
  cardNumber: string;
  expirationMonth: string;
  /** Four digits: '20' + YY. */
  expirationYear: string;
  /** Always '***'. */
  securityCode: string;
}

/** What the card adapter encrypts (RSA-OAEP SHA-256, base64) into `cartao_hash`. */
export interface CartaoClaro {
  cardNumber: string;
  holderName: string;
  expirationMonth: string;
  expirationYear: string;
  securityCode: string;
}

/** Gateway integrators (product-rules §9): card 3, boleto and pix 2. */
export const INTEGRADOR = { cartao: 3, boleto: 2, pix: 2 } as const;

/** POST /pagar/{id}: product-rules §3 payment payload. */
export interface PagamentoRequest {
  transacao_versao: 2;
  /** The group identificador. */
  transacao_referencia: string;
  transacao_forma_pagamento: number;
  transacao_integrador: number;
  /** Total in cents. */
  transacao_valor: number;
  transacao_parcelas: number;
  /** Discount in cents (from perc_comissao); 0 otherwise. */
  transacao_desconto: number;
  /** 'Hospedagem Grupo <hotel> <numero_reserva>'. */
  descricao_item: string;
  comprador_nome: string;
  comprador_email: string;
  comprador_telefone_codigoarea: string;
  comprador_telefone_numero: string;
  /** 'cpf' | 'cnpj' | ''. */
  comprador_documento_tipo: string;
  comprador_documento_numero: string;
  comprador_endereco_pais: 'BRA';
  comprador_endereco_complemento: string;
  comprador_endereco_estado: string;
  comprador_endereco_cep: string;
  comprador_endereco_bairro: string;
  comprador_endereco_numero: string;
  comprador_endereco_logradouro: string;
  comprador_endereco_cidade: string;
  /** Encrypted card (card payments only); '' otherwise. */
  cartao_hash: string;
  /** Card payments only. */
  dados_cartao: DadosCartao | null;
}

export interface PixData {
  /** The copy-paste ("copia e cola") EMV payload; the site draws the QR code from it. */
  qr_code: string;
  /** ISO timestamp of expiry. */
  expira_em: string;
}

export type PagamentoStatus = 'aprovado' | 'recusado' | 'pendente' | 'erro';

/** product-rules §3 payment result. */
export interface PagamentoResponse {
  sucesso: boolean;
  status: PagamentoStatus;
  /** Provider's message when refused or failed ('Transação não autorizada.'). */
  transacao_erro: string;
  /** Transaction token, for /consulta. */
  token: string;
  hotel: number;
  /** Boleto digitable line, when boleto. */
  boleto_codigo: string;
  /** Same-origin URL of the boleto PDF, when boleto. */
  boleto_link: string;
  pix: PixData | null;
}

/** POST /consulta/{id} */
export interface ConsultaRequest {
  transacao_token: string;
}
export interface ConsultaResponse {
  /**
   * 'estornado' (extension): the money arrived when the group had no live reservation any more
   * (cancelled, or a boleto paid after its due date) and was refunded in full.
   */
  status: 'pago' | 'pendente' | 'expirado' | 'recusado' | 'aprovado' | 'estornado';
  transacao_erro: string;
}

export const PAYMENT_METHOD = { cartao: 1, pix: 9 } as const;

export const PAYMENTS_PATHS = {
  installments: (id: number) => `/parcelamento/rede/${id}`,
  publicKey: (id: number) => `/public_key/${id}`,
  pay: (id: number) => `/pagar/${id}`,
  status: (id: number) => `/consulta/${id}`,
} as const;
