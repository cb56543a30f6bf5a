import type { WireDate } from './common';

/**
 * Booking shapes of the main reservations API (product-rules §3). The rooms (`apartamentos`) travel as
 * they are in the availability search payload, so they are wire shapes.
 */

/** Personal fields shared by adult and child guest records. */
export interface HospedeDados {
  nome: string;
  sobrenome: string;
  telefone: string;
  email: string;
  estado: string;
  cidade: string;
  tipo_documento: string;
  numero_documento: string;
  /** The room's main guest (the first adult of a new room). */
  principal: boolean;
}

/** Adult guest record. The `cupom_*` fields carry data some promotional coupons ask for. */
export interface HospedeAdulto extends HospedeDados {
  cupom_calcado: string;
  cupom_camiseta: string;
  cupom_moto_ano: string;
  cupom_moto_marca: string;
  cupom_moto_modelo: string;
  cupom_piloto: string;
  cupom_sexo: string;
}

/** Child guest record. */
export interface HospedeCrianca extends HospedeDados {
  /** Age in whole years, as a string ('0' to '13'). */
  idade: string;
}

/** A room of the search/booking (product-rules §3 "Room (apartamento)"). Prices start at zero. */
export interface Apartamento {
  /** The adult records (despite the name, a list). */
  qtd_adulto: HospedeAdulto[];
  criancas: HospedeCrianca[];
  qtd_adultos: number;
  qtd_criancas: number;
  /** Children aged 11 or older (product-rules §10). */
  qtd_criancas_pagantes: number;
  /** Children aged 10 or younger. */
  qtd_criancas_nao_pagantes: number;
  /** Tariff code chosen from a search row ('' until chosen). */
  tarifa: string;
  tarifa_promo: string;
  valor_hospedagem: number;
  valor_cafe: number;
  valor_meia: number;
  valor_inteira: number;
  valor_hospedagem_promo: number;
  valor_cafe_promo: number;
  valor_meia_promo: number;
  valor_inteira_promo: number;
}

/** Pre-reservation line, one per room (product-rules §3). */
export interface PreReservaLinha {
  id_reservas_front: number;
  numero_reserva: string;
  id_hotel: number;
  id_uh: number;
  array_tarifa: unknown[];
  data_chegada: WireDate;
  data_partida: WireDate;
  qtd_adultos: number;
  qtd_criancas_pagantes: number;
  qtd_criancas_nao_pagantes: number;
  valor_diaria_media: number;
  id_allotx_tipo_uh: number;
  cod_pensao: string;
  /** Always '1'. */
  sistema_id: string;
  criacao: string;
}

/** The default payment method id (card, product-rules §9). */
export const DEFAULT_PAYMENT_METHOD_ID = 1;
