/**
 * The terms beside a price (issue 52), main reservations API, public: the longest
 * interest-free card plan for an amount the server priced, by the same rule the card form's
 * plans come from at payment, and the PIX price, by the merchant's PIX discount per product.
 */
import type { CondicaoParcelamento } from './search';

/** The products a merchant may give a PIX discount on (0 to 30 whole percent each). */
export type ProdutoPix = 'quartos' | 'ingressos' | 'extras' | 'pacotes';

/** Terms of items not yet held (the ticket sale's basket). */
export const PAYMENT_TERMS_PATH = '/pagamento/parcelamento';

export interface PaymentTermsRequest {
  /** The merchant: the hotel, or the park (9). */
  id_hotel: number;
  /** Each item's price in centavos (integer > 0), with its product; 1 to 50 items. */
  itens: { produto: ProdutoPix; valor_centavos: number }[];
}

export type PaymentTermsResponse = CondicaoParcelamento;

/**
 * Terms of an order the server holds, by its `transacao_referencia` (a group at its review or
 * payment, a ticket purchase, an add-on order, a club line): what the gateway will accept.
 */
export const ORDER_TERMS_PATH = '/pagamento/condicoes';

export interface OrderTermsRequest {
  transacao_referencia: string;
}

export interface OrderTermsResponse {
  /** Reais: the total by card or boleto. */
  valor: number;
  /** Reais: the total by PIX (= valor where the merchant gives no PIX discount). */
  valor_pix: number;
  /** The longest interest-free card plan for `valor`. */
  parcelas: number;
  valor_parcela: number;
}

/**
 * Admin (fixed token): the merchants' PIX discounts. GET lists every row; PUT sets one
 * (0 to 30 whole percent; 0 means PIX costs the same).
 */
export const PIX_DISCOUNTS_PATH = '/descontos-pix';

export interface DescontoPix {
  id_hotel: number;
  produto: ProdutoPix;
  percentual: number;
}

export interface PixDiscountsResponse {
  descontos: DescontoPix[];
}
