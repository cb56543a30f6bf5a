import type { CamaUh } from '../../../src/api/contract/search';
import type { UpsellRule } from '../repositories/upsell-offers';
import type { CouponRow } from '../repositories/coupons';
/** Seed definitions of the search: room type kinds, hotel price levels, coupons, upsell. */

export interface RoomKind {
  maxAdultos: number;
  /** Weekday price per adult per night without meals, in reais, before the hotel level. */
  base: number;
  /** Legends of the unit's photos (3 to 5), shown by /uh/imagens. */
  fotos: string[];
  /** The unit's beds, as the results' filters read them. */
  camas: CamaUh[];
  /** Adapted for guests with reduced mobility (ground level, wide doors, adapted bathroom). */
  acessivel: boolean;
}

/** Keyed by the unit name of hotels-data.ts. capacidade (all guests) stays in room_types. */
export const ROOM_KINDS: Record<string, RoomKind> = {
  'Apartamento Standard': {
    maxAdultos: 3,
    base: 180,
    fotos: ['Vista geral do apartamento', 'Cama de casal e de solteiro', 'Banheiro privativo'],
    camas: [
      { tipo: 'casal', quantidade: 1 },
      { tipo: 'solteiro', quantidade: 1 },
    ],
    acessivel: true,
  },
  'Apartamento Luxo': {
    maxAdultos: 3,
    base: 230,
    fotos: [
      'Vista geral do apartamento',
      'Varanda com vista para as piscinas',
      'Camas de solteiro',
      'Banheiro',
    ],
    camas: [{ tipo: 'solteiro', quantidade: 3 }],
    acessivel: false,
  },
  'Suíte Master': {
    maxAdultos: 2,
    base: 320,
    fotos: [
      'Quarto da suíte',
      'Sala de estar',
      'Banheira de hidromassagem termal',
      'Varanda',
      'Detalhes da decoração',
    ],
    camas: [{ tipo: 'casal', quantidade: 1 }],
    acessivel: false,
  },
  'Apartamento Família': {
    maxAdultos: 4,
    base: 260,
    fotos: ['Ambiente dos pais', 'Beliche das crianças', 'Sofá-cama e TV', 'Banheiro'],
    camas: [
      { tipo: 'casal', quantidade: 1 },
      { tipo: 'beliche', quantidade: 1 },
      { tipo: 'sofa_cama', quantidade: 1 },
    ],
    acessivel: false,
  },
  'Flat 1 Quarto': {
    maxAdultos: 4,
    base: 240,
    fotos: ['Quarto', 'Sala com sofá-cama', 'Cozinha equipada'],
    camas: [
      { tipo: 'casal', quantidade: 1 },
      { tipo: 'sofa_cama', quantidade: 1 },
    ],
    acessivel: false,
  },
  'Flat 2 Quartos': {
    maxAdultos: 6,
    base: 330,
    fotos: ['Quarto de casal', 'Segundo quarto', 'Sala e cozinha', 'Varanda', 'Banheiro'],
    camas: [
      { tipo: 'casal', quantidade: 1 },
      { tipo: 'solteiro', quantidade: 2 },
      { tipo: 'sofa_cama', quantidade: 1 },
    ],
    acessivel: false,
  },
  'Chalé Jardim': {
    maxAdultos: 4,
    base: 290,
    fotos: ['Fachada do chalé', 'Quarto', 'Varanda com rede', 'Jardim e acesso às piscinas'],
    camas: [
      { tipo: 'casal', quantidade: 1 },
      { tipo: 'solteiro', quantidade: 2 },
    ],
    acessivel: true,
  },
};

/** Price level of each hotel, in percent of the kind's base. */
export const HOTEL_PRICE_LEVEL: Record<number, number> = {
  1: 100,
  3: 95,
  4: 105,
  5: 130,
  6: 120,
  7: 90,
  11: 140,
  12: 100,
  13: 100,
  14: 100,
  15: 100,
  16: 100,
  18: 95,
  19: 90,
};

/** Meal-plan supplement per adult per night, in reais (sem = no meals). */
export const MEAL_SUPPLEMENT = { sem: 0, cafe: 35, meia: 85, inteira: 140 } as const;

/** Hotels with a rate reserved to registered customers, and its discount (README "Member prices"). */
export const MEMBER_RATES: Record<number, number> = { 1: 5, 6: 5, 18: 5 };

/** Hotels only club members can book: out of the public search (product-rules §6). */
export const CLUB_ONLY_HOTELS = [5];

/** id_allotx_tipo_uh = this + unit id. */
export const ALLOTX_BASE = 50_000;

/** Days of inventory from today on. */
export const INVENTORY_DAYS = 540;

/** Day of the month on which room type n = 1 of every hotel is closed (stop-sell). */
export const CLOSED_DAY_OF_MONTH = 13;
/** Day of the month on which the last room type of every hotel is sold out. */
export const SOLD_OUT_DAY_OF_MONTH = 20;
/** Weekday promotion of room type n = 2 of every hotel (Sunday to Thursday, low season). */
export const WEEKDAY_PROMO_PCT = 15;
/** Aurora Resort (hotel 6), every room type, days 1-7 of every month outside high season/holidays. */
export const FIRST_WEEK_PROMO = { hotel: 6, lastDay: 7, pct: 20 } as const;

export interface CouponSeed extends CouponRow {
  descricao: string;
}

export const COUPONS: CouponSeed[] = [
  {
    codigo: 'AURORA10',
    descricao: '10% em qualquer hotel, qualquer data.',
    tipo_desconto: 'percentual',
    desconto: 10,
    id_hotel: null,
    validade_fim: null,
    estadia_inicio: null,
    estadia_fim: null,
    meses: null,
    min_noites: 1,
  },
  {
    codigo: 'FERIAS15',
    descricao: '15% nas férias de julho, a partir de 3 noites.',
    tipo_desconto: 'percentual',
    desconto: 15,
    id_hotel: null,
    validade_fim: null,
    estadia_inicio: null,
    estadia_fim: null,
    meses: '7',
    min_noites: 3,
  },
  {
    codigo: 'THERMAS50',
    descricao: 'R$ 50 de desconto por apartamento no Thermas Aurora.',
    tipo_desconto: 'valor',
    desconto: 50,
    id_hotel: 1,
    validade_fim: null,
    estadia_inicio: null,
    estadia_fim: null,
    meses: null,
    min_noites: 1,
  },
  {
    codigo: 'EXPIRADO',
    descricao: 'Promoção de verão 2025, encerrada.',
    tipo_desconto: 'percentual',
    desconto: 20,
    id_hotel: null,
    validade_fim: '2025-12-31',
    estadia_inicio: null,
    estadia_fim: null,
    meses: null,
    min_noites: 1,
  },
  {
    codigo: 'PASCOA20',
    descricao: '20% na Semana Santa de 2027 (noites de 25 a 28 de março).',
    tipo_desconto: 'percentual',
    desconto: 20,
    id_hotel: null,
    validade_fim: '2027-03-28',
    estadia_inicio: '2027-03-25',
    estadia_fim: '2027-03-28',
    meses: null,
    min_noites: 1,
  },
];

export interface UpsellSeed {
  id: number;
  regra: UpsellRule;
  titulo: string;
  descricao: string;
  valor: number;
  unidade: string;
  matiz: number;
}

export const UPSELL: UpsellSeed[] = [
  {
    id: 1,
    regra: 'parque',
    titulo: 'Ingresso Aurora Acqua Park',
    descricao:
      'Passaporte de um dia no parque aquático de águas termais, com desconto para hóspedes.',
    valor: 89.9,
    unidade: 'por pessoa, por dia',
    matiz: 195,
  },
  {
    id: 2,
    regra: 'transfer',
    titulo: 'Transfer aeroporto de Caldas Novas',
    descricao: 'Ida e volta entre o aeroporto e o hotel, em van climatizada.',
    valor: 120,
    unidade: 'por pessoa, ida e volta',
    matiz: 220,
  },
  {
    id: 3,
    regra: 'late-checkout',
    titulo: 'Late check-out até 16h',
    descricao: 'Aproveite as piscinas no dia da partida e deixe o apartamento às 16h.',
    valor: 90,
    unidade: 'por apartamento',
    matiz: 30,
  },
  {
    id: 4,
    regra: 'cafe-colonial',
    titulo: 'Upgrade para café colonial',
    descricao: 'Café da manhã servido no apartamento, com pães artesanais, bolos e frutas.',
    valor: 35,
    unidade: 'por pessoa, por dia',
    matiz: 45,
  },
  {
    id: 5,
    regra: 'romantico',
    titulo: 'Pacote romântico',
    descricao: 'Decoração com pétalas, espumante nacional e chocolates na chegada.',
    valor: 249,
    unidade: 'por estadia',
    matiz: 340,
  },
  {
    id: 6,
    regra: 'reveillon',
    titulo: 'Ceia de Réveillon',
    descricao: 'Jantar de gala com música ao vivo e queima de fogos na virada do ano.',
    valor: 390,
    unidade: 'por pessoa',
    matiz: 265,
  },
];
