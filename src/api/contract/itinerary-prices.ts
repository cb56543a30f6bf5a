import type { PoliticaCancelamento } from './cancellation';
import type { WireDate } from './common';
import type { QuartoCalendario } from './price-calendar';
import type { Pensao } from './search';

/** Main API path of the itinerary prices (an extension, like the calendar's). */
export const ITINERARY_PRICES_PATH = '/disponibilidade/itinerarios';

/**
 * Itinerary prices (issue 30, docs/deploy.md "Google Hotels"): for each hotel, check-in day and
 * length of stay, every room type that seats one room's guests and has a unit left on every
 * night, with its stay totals per meal plan. An extension of the main API for the prices sent
 * to Google: POST /disponibilidade/itinerarios, public like the search (no token). Computed from
 * the same inventory and tariffs as /disponibilidade/v2/consultar without a coupon: a room
 * type's totals here are the `valor_*_promo` of the search's row for that stay, to the cent.
 */
export interface ItinerariosRequest {
  /** Hotels of the search (1 to 20, no repeats); the club's own hotels are refused. */
  hoteis: number[];
  /** The first and last check-in day (dd/MM/yyyy), not before today, at most 62 days apart. */
  primeira_chegada: WireDate;
  ultima_chegada: WireDate;
  /** Lengths of stay, 1 to 30 nights, 1 to 30 distinct values. */
  noites: number[];
  /** One room's guests, as the calendar's (the search's rules apply). */
  quarto: QuartoCalendario;
}

/** A stay's totals per meal plan, in reais. */
export type TotaisPorPensao = Record<Pensao, number>;

export interface TarifaItinerario {
  id_uh: number;
  uh_nome: string;
  capacidade: number;
  /** The row's totals for a visitor: promotion applied, no coupon (the row's valor_*_promo). */
  valores: TotaisPorPensao;
  /**
   * The same for a logged-in registered customer, where the hotel's member rate lowers them
   * (the row's `preco_cadastrados`); absent otherwise.
   */
  valores_cadastrados?: TotaisPorPensao;
  /** The visitor's rate's cancellation policy, bought today. */
  politica_cancelamento: PoliticaCancelamento;
}

export interface Itinerario {
  id_hotel: number;
  data_chegada: WireDate;
  noites: number;
  /** The room types on sale for this stay, in the search's order; empty: none. */
  tarifas: TarifaItinerario[];
}

export interface ItinerariosResponse {
  /** Hotel by hotel, then check-in day, then length of stay, as asked. */
  itinerarios: Itinerario[];
}

/** The most itineraries (hotels x check-in days x lengths) one call answers. */
export const MAX_ITINERARIES_PER_CALL = 5000;
