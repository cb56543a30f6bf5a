import type { WireDate } from './common';

/**
 * The hotels' extras (issue 29 part 1): transfers, spa, food and drink, room services,
 * celebrations, parking and pets, offered with a stay. An extension of the main API, public like
 * the search: POST /reserva/extras. Prices are in reais, for the guest, before any coupon.
 */
export const EXTRAS_PATH = '/reserva/extras';

export const CATEGORIAS_EXTRA = [
  'traslado',
  'spa',
  'alimentacao',
  'quarto',
  'celebracao',
  'estacionamento',
  'pet',
] as const;
export type CategoriaExtra = (typeof CATEGORIAS_EXTRA)[number];

/**
 * How an extra is priced: once for the stay, per night, per person (every guest of the party,
 * children included), per unit the guest chooses, or per time slot booked.
 */
export type RegraPrecoExtra =
  'por_estadia' | 'por_noite' | 'por_pessoa' | 'por_unidade' | 'por_horario';

/**
 * On which days of the stay an extra can be used: the arrival or departure day (a transfer), the
 * days with a night (a spa), the mornings after a night (breakfast in bed), the departure day
 * (late check-out), or any day of the stay.
 */
export type QuandoExtra = 'chegada_ou_partida' | 'noites' | 'manhas' | 'partida' | 'estadia';

export interface ExtrasRequest {
  id_hotel: number;
  /** The stay (dd/MM/yyyy), as the search's: at most 30 nights, not before today. */
  data_inicio: WireDate;
  data_fim: WireDate;
  /** The party (the search's limits for the whole group: up to 50 adults and 20 children). */
  qtd_adultos: number;
  qtd_criancas: number;
}

export interface HorarioExtra {
  /** HH:mm, the hotel's time. */
  hora: string;
  /** Places left at that time (seats of a departure, slots of a spa). */
  restantes: number;
}

export interface DiaExtra {
  data: WireDate;
  /**
   * Places left that day, for an extra limited per day (late check-outs); null when the extra is
   * limited per time slot (see `horarios`) or not limited.
   */
  restantes: number | null;
  /** The day's times, for an extra booked at a time; empty otherwise. */
  horarios: HorarioExtra[];
}

export interface Extra {
  id: number;
  id_hotel: number;
  nome: string;
  descricao: string;
  /** A file of the photos API (/services/fotos). */
  foto: string;
  categoria: CategoriaExtra;
  regra_preco: RegraPrecoExtra;
  /** The price of one unit of the rule (a night, a person, a slot...), in reais. */
  valor_unitario: number;
  /**
   * What one of it costs for this party and stay, in reais: the unit price times the nights (per
   * night) or the guests (per person); the unit price otherwise.
   */
  valor_estadia: number;
  quando: QuandoExtra;
  /** The guest chooses a time (and a day) when adding it. */
  requer_horario: boolean;
  /**
   * Free cancellation until this many hours before the day it is used (00:00 of that day, the
   * hotel's time); null: it cannot be cancelled once paid.
   */
  cancelamento_gratis_horas: number | null;
  /** The days of the stay it can be used on, open and with places; none: not offered. */
  dias: DiaExtra[];
}

export interface ExtrasResponse {
  extras: Extra[];
}

/** Holding an extra with a booking group, and letting it go (issue 29; main API). */
export const EXTRA_HOLD_PATHS = {
  hold: '/reserva/extras/reservar',
  release: '/reserva/extras/cancelar',
} as const;

/**
 * POST /reserva/extras/reservar: an extra held with the group's rooms (its release key proves
 * the group is the caller's). Its places are taken while the rooms are held and given back with
 * them; a per-night extra (parking, a pet) takes its places on every night of the stay, any
 * other the one day (and time) chosen.
 */
export interface ReservarExtraRequest {
  identificador: string;
  chave_grupo: string;
  id_extra: number;
  /** The day of use (dd/MM/yyyy), one of the extra's days for this stay; ignored per night. */
  data?: WireDate;
  /** HH:mm, one of the day's times, for an extra booked at a time. */
  hora?: string;
  /** Places (persons for a per-person extra, units otherwise), 1 to 20. */
  quantidade: number;
}

export interface ExtraReservado {
  id: number;
  id_extra: number;
  nome: string;
  /** The days it is held on (dd/MM/yyyy). */
  dias: WireDate[];
  hora: string | null;
  quantidade: number;
  /** Its price for this stay, in reais. */
  valor: number;
  /** Its cancellation rule, as the catalogue's (`Extra.cancelamento_gratis_horas`). */
  cancelamento_gratis_horas: number | null;
}

/** POST /reserva/extras/cancelar: one held extra let go before payment. */
export interface CancelarExtraRequest {
  identificador: string;
  chave_grupo: string;
  id: number;
}

/** Services API (services token): the extras sold with stays (issue 29 part 6). */
export const EXTRAS_REPORT_PATH = '/relatorio/extras';

export interface RelatorioExtrasRequest {
  /** The days of use reported (dd/MM/yyyy), at most 92. */
  data_inicio: WireDate;
  data_fim: WireDate;
}

/** One extra on one day of use at one hotel: places sold and their revenue, in reais. */
export interface LinhaRelatorioExtras {
  id_hotel: number;
  hotel: string;
  data: WireDate;
  id_extra: number;
  extra: string;
  quantidade: number;
  receita: number;
}

/** The park tickets sold with stays at one hotel for one visit day: people and revenue. */
export interface LinhaRelatorioIngressos {
  id_hotel: number;
  hotel: string;
  data: WireDate;
  pessoas: number;
  /** In reais. */
  receita: number;
}

export interface RelatorioExtrasResponse {
  linhas: LinhaRelatorioExtras[];
  /** The extras' revenue over the range, in reais. */
  receita_total: number;
  /**
   * The park tickets bought with a stay (at 'Complete sua estadia' or added later), paid, per
   * hotel of the stay and visit day (issue 29 part 6).
   */
  ingressos: LinhaRelatorioIngressos[];
  /** Their revenue over the range, in reais. */
  receita_ingressos: number;
}
