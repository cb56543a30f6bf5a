import type { WireDate } from './common';

/** Main API path (not in SEARCH_PATHS, which the first route loads). */
export const STAY_ALTERNATIVES_PATH = '/disponibilidade/alternativas';

/**
 * When nothing fits, what does (issue 28), an extension of the main API: POST
 * /disponibilidade/alternativas, public like the search. For a stay the search found no room
 * for (or not for every room of the party), the stays of the same length up to 7 days before
 * and after with their lowest totals, and the other hotels that take the party on the same
 * dates. Priced like the calendar (price-calendar.ts): no coupon, the lowest meal plan.
 */
export interface AlternativasRequest {
  data_chegada: WireDate;
  data_partida: WireDate;
  /** 0 = all hotels (then no other hotel is proposed: every one was searched). */
  id_hotel: number;
  /** The search's rooms: their adults and their children's ages (as the search writes them). */
  apartamentos: { qtd_adultos: number; criancas: { idade: number | string }[] }[];
}

export interface DataAlternativa {
  data_chegada: WireDate;
  data_partida: WireDate;
  /** The stay's lowest total for the party, in reais. */
  valor: number;
}

export interface HotelAlternativo {
  id_hotel: number;
  hotel_nome: string;
  valor: number;
}

export interface AlternativasResponse {
  /** Nearest first (then the earlier), at most 6. */
  datas: DataAlternativa[];
  /** Cheapest first. */
  hoteis: HotelAlternativo[];
}
