import type { Apartamento } from './booking';
import type { PoliticaCancelamento } from './cancellation';
import type { WireDate } from './common';

/**
 * Availability search, coupon, room images and upsell (product-rules §3 search result row, §7).
 * Main API: POST /disponibilidade/v2/consultar and /disponibilidade-drvc/consultar (contract
 * variant), /uh/imagens, /formulario/hoteis. Services API: /site/cupom/check, /site/upsell.
 */

/** Meal plans, in the order the results show them. */
export const PENSOES = ['sem', 'cafe', 'meia', 'inteira'] as const;
export type Pensao = (typeof PENSOES)[number];

/** Kinds of bed a room type has (extension, for the results' filters). */
export type TipoCama = 'casal' | 'solteiro' | 'sofa_cama' | 'beliche';

export interface CamaUh {
  tipo: TipoCama;
  quantidade: number;
}

export interface DisponibilidadeRequest {
  /** The requested rooms (1 to 5), each with its guests (product-rules §3 Room). */
  apartamentos: Apartamento[];
  data_chegada: WireDate;
  data_partida: WireDate;
  /** 0 = all hotels; otherwise one of the search options of product-rules §3. */
  id_hotel: number;
  /** Only for /disponibilidade-drvc/consultar: the selected contract's contratos_id. */
  contrato_id?: number;
  /** 0 = every room type. */
  id_uh: number;
  /** Coupon code, '' for none. */
  cupom: string;
}

/** One tariff night of a row: what the pre-reservation later sends back as array_tarifa. */
export interface TarifaNoite {
  /** dd/MM/yyyy */
  data: WireDate;
  /** Whole-stay plan prices for this night, in reais. */
  valor_sem: number;
  valor_cafe: number;
  valor_meia: number;
  valor_inteira: number;
}

/**
 * A search result row: one room type of one hotel, priced for one requested room over the
 * whole stay, in reais. A row with any price at zero or below is unpriced (closed or sold
 * out on some night) and is never offered for booking.
 */
/** The four meal plans' stay totals of a row, rack and after discounts (reais). */
export type TotaisPlanos = Pick<
  LinhaDisponibilidade,
  | 'valor_sem'
  | 'valor_cafe'
  | 'valor_meia'
  | 'valor_inteira'
  | 'valor_hospedagem_promo'
  | 'valor_cafe_promo'
  | 'valor_meia_promo'
  | 'valor_inteira_promo'
>;

/**
 * The terms beside a price (issue 52): the longest interest-free card plan for an amount, by the
 * gateway's rule, and its PIX price where the merchant gives a PIX discount.
 */
export interface CondicaoParcelamento {
  parcelas: number;
  /** Reais, each instalment (rounded up to the cent). */
  valor_parcela: number;
  /** Reais, the amount paid by PIX; absent where PIX costs the same. */
  valor_pix?: number;
}

export interface LinhaDisponibilidade {
  /** Index (0-based) of the requested room this row prices. */
  quarto: number;
  id_hotel: number;
  hotel_nome: string;
  id_uh: number;
  uh_nome: string;
  uh_descricao: string;
  /** Maximum guests of the room type. */
  capacidade: number;
  id_allotx_tipo_uh: number;
  qtd_noites: number;
  /** Units free on every night of the stay (0 when sold out). */
  disponiveis: number;
  /** Original totals of the stay per meal plan: without breakfast, breakfast, half, full board. */
  valor_sem: number;
  valor_cafe: number;
  valor_meia: number;
  valor_inteira: number;
  /** Promotional totals (promotion and coupon applied); equal to the originals when none. */
  valor_hospedagem_promo: number;
  valor_cafe_promo: number;
  valor_meia_promo: number;
  valor_inteira_promo: number;
  /** Tariff code of the row, sent back on pre-reservation. */
  tarifa: string;
  array_tarifa: TarifaNoite[];
  /**
   * Extension: the cancellation policy of the row's rate, the same for its four meal plans
   * (cancellation.ts). An API without it leaves the results without the policy line.
   */
  politica_cancelamento?: PoliticaCancelamento;
  /**
   * Extension (issue 52): per meal plan, the longest interest-free card plan for its promotional
   * total, by the same rule the card form's plans come from; on rows with a unit to sell.
   */
  parcelamento?: Record<Pensao, CondicaoParcelamento>;
  /**
   * Extension, contract search only: the stay's cost in contract points, by the club's points
   * chart (hotel, unit type, season of each night, nights). The same for every meal plan.
   */
  pontos?: number;
  /**
   * Extension: the room type's beds and whether it is adapted for guests with reduced mobility,
   * for the results' filters. An API without them leaves those two filters out.
   */
  camas?: CamaUh[];
  acessivel?: boolean;
  /**
   * Extension: this row is the rate reserved to registered customers (tarifa 'CLIENTE'), given to
   * a logged-in customer's search; shown as 'preço para clientes cadastrados'.
   */
  preco_cadastrados?: boolean;
  /**
   * Extension: on a visitor's row of a hotel with such a rate, what it would save on each plan's
   * total, in reais; the site invites to log in with the amount.
   */
  economia_cadastrados?: EconomiaCadastrados;
  /**
   * Extension (issue 29 part 3): the hotel's 'Hospedagem + Parque' for this room's guests: the
   * stay plus one park day per guest, for less than the sum. Its price on a plan is that plan's
   * promotional total + `valor_ingressos` - `desconto`. Absent when the hotel offers none, on a
   * contract search, or when the park day is closed or has too few places.
   */
  pacote_parque?: PacoteParque;
}

export interface PacoteParque {
  /** 'Hospedagem + Parque'. */
  nome: string;
  /** The park day: the first day after the arrival (dd/MM/yyyy). */
  data_parque: WireDate;
  /** One ticket per guest (children up to 3 go free, by the ticket sale's bands). */
  pessoas: number;
  /** The tickets at that day's prices, whole reais. */
  valor_ingressos: number;
  /** What the package saves against buying them apart, whole reais. */
  desconto: number;
  /** The package's cancellation rule (its stricter part), as said before paying. */
  regra_cancelamento: string;
  /**
   * Extension (issue 52): per meal plan, the terms of the room with its tickets as one price
   * (the card's plan, and the PIX price at the package's percent); on rows for sale.
   */
  parcelamento?: Record<Pensao, CondicaoParcelamento>;
}

/** Per meal plan, in reais. */
export interface EconomiaCadastrados {
  sem: number;
  cafe: number;
  meia: number;
  inteira: number;
}

export type DisponibilidadeResponse = LinhaDisponibilidade[];

export interface CupomCheckRequest {
  cupom: string;
  data_chegada: WireDate;
  data_partida: WireDate;
  /** Amount the coupon would apply to (0 when checked before a search). */
  valor: number;
  /** 0 before a pre-reservation exists. */
  id_reservas_front: number;
  /** 0 = any hotel. */
  id_hotel: number;
}

export interface CupomCheckResponse {
  /** The string 'true' or 'false' (product-rules §7). */
  CUPOM_APLICADO: 'true' | 'false';
  /** Discount when applied: a percentage or a fixed amount in reais. */
  tipo_desconto?: 'percentual' | 'valor';
  desconto?: number;
  /** Why a coupon was not applied (expired, wrong hotel...). */
  mensagem?: string;
}

export interface UhImagensRequest {
  uh_id: number;
}

export interface UhImagem {
  /** File name under the photos base URL. */
  arquivo: string;
  legenda: string;
}

export type UhImagensResponse = UhImagem[];

export interface UpsellRequest {
  checkin: WireDate;
  checkout: WireDate;
}

export interface UpsellOferta {
  id: number;
  titulo: string;
  descricao: string;
  /** Price in reais, per person or per stay as `unidade` says. */
  valor: number;
  unidade: string;
  /** File name under the uploads base URL. */
  imagem: string;
}

export type UpsellResponse = UpsellOferta[];

export interface FormularioHotel {
  id_hotel: number;
  nome: string;
}

export type FormularioHoteisResponse = FormularioHotel[];

export const SEARCH_PATHS = {
  availability: '/disponibilidade/v2/consultar',
  availabilityContract: '/disponibilidade-drvc/consultar',
  roomImages: '/uh/imagens',
  formHotels: '/formulario/hoteis',
  couponCheck: '/site/cupom/check',
  upsell: '/site/upsell',
} as const;
