import type { WireDate } from './common';
import type { CondicaoParcelamento } from './search';

/** Main API path (not in SEARCH_PATHS, which the first route loads). */
export const PRICE_CALENDAR_PATH = '/disponibilidade/calendario';

/**
 * Nightly prices in the search's calendar (issue 28), an extension of the main API (the site
 * works without it: the calendar then shows no prices). POST /disponibilidade/calendario, public
 * like the search. Computed from the same inventory and tariffs as
 * /disponibilidade/v2/consultar, without a coupon: a day's figure is what the search for that
 * stay shows before any coupon.
 */

/** A room of the party: its adults and its children's ages (the search's rules apply). */
export interface QuartoCalendario {
  qtd_adultos: number;
  criancas: { idade: number }[];
}

export interface CalendarioPrecosRequest {
  /** First day shown, not before today (dd/MM/yyyy). */
  data_inicio: WireDate;
  /** Last day shown, inclusive; at most 62 days from data_inicio. */
  data_fim: WireDate;
  /** 0 = all hotels; otherwise one of the search's hotels. */
  id_hotel: number;
  /** The party, 1 to 5 rooms. */
  apartamentos: QuartoCalendario[];
  /**
   * The arrival already chosen, if any: the answer then also gives, for each day of the range
   * that would end a stay from it (up to 30 nights), that stay's lowest total.
   */
  data_chegada?: WireDate;
}

/**
 * Why a day has no price: every room type closed (`fechado`); the room types that seat the
 * party sold out or closed that night (`esgotado`); no room type seats some room of the party
 * (`sem_acomodacao`). The results give the same reason for the same day and party.
 */
export type MotivoSemPreco = 'fechado' | 'esgotado' | 'sem_acomodacao';

export interface DiaCalendario {
  data: WireDate;
  /**
   * The lowest price of the night that starts this day for the whole party, in reais: per
   * hotel, each room in the cheapest room type (lowest meal plan) that seats it and has a unit
   * left; the cheapest hotel. Null when no hotel can take the party that night.
   */
  valor: number | null;
  /** Null when the day has a price. */
  motivo: MotivoSemPreco | null;
  /**
   * Extension (issue 52): the card's longest interest-free plan for `valor` and the same set's
   * PIX price where lower; on a day with a price.
   */
  parcelamento?: CondicaoParcelamento;
}

export interface EstadiaCalendario {
  /** The departure day of a stay from data_chegada. */
  data_partida: WireDate;
  noites: number;
  /** The stay's lowest total for the party (same rule, every night in one room type), or null. */
  valor: number | null;
  /** Extension (issue 52): as a day's, for the stay's total. */
  parcelamento?: CondicaoParcelamento;
}

export interface CalendarioPrecosResponse {
  dias: DiaCalendario[];
  /** Empty without data_chegada. */
  estadias: EstadiaCalendario[];
}
