/**
 * The contract bookings' waitlist (issue 51), main reservations API: extensions with a club
 * member's bearer token, on their own contracts and requests only. When a contract search finds
 * no unit of a room type, the member leaves a request with the stay, the party and its guests;
 * when a unit frees up, the oldest request its contract can pay becomes a confirmed booking by
 * itself (sandbox README "Contract booking waitlist"). Dates are dd/MM/yyyy.
 */
import type { Hospede } from './account';
import type { Pensao } from './search';

export const BOOKING_WAITLIST_PATHS = {
  /** The hotel's room types for a stay and party: points, and whether a unit is free now. */
  options: '/reserva-drvc/lista-espera/opcoes',
  /** Leave a request. */
  join: '/reserva-drvc/lista-espera',
  /** The member's requests, with their place in the queue. */
  list: '/reserva-drvc/lista-espera/pedidos',
  /** Change how long a request waits. */
  changeExpiry: '/reserva-drvc/lista-espera/validade',
  cancel: '/reserva-drvc/lista-espera/cancelar',
} as const;

/** At most this many days earlier or later than the arrival asked for. */
export const BOOKING_WAITLIST_MAX_FLEX_DAYS = 3;

export interface BookingWaitlistOptionsRequest {
  numero_contrato: string;
  id_hotel: number;
  data_chegada: string;
  data_partida: string;
  qtd_adultos: number;
  /** One age (0-13) per child. */
  idades_criancas: number[];
}

export interface BookingWaitlistOption {
  id_uh: number;
  quarto: string;
  /** The stay's points by the chart (the same for every meal plan). */
  qtd_pontos: number;
  /** Units free for the whole stay now: 0 is when the waitlist is offered. */
  disponiveis: number;
}

export interface BookingWaitlistOptionsResponse {
  hotel: string;
  opcoes: BookingWaitlistOption[];
  /** What the contract has available now, to compare with each option's points. */
  pontos_disponiveis: number;
  /** The rules, in the words the club's page uses. */
  regras: string[];
}

export interface BookingWaitlistJoinRequest extends BookingWaitlistOptionsRequest {
  id_uh: number;
  cod_pensao: Pensao;
  /** 0 to BOOKING_WAITLIST_MAX_FLEX_DAYS: arrivals this many days around the one asked for. */
  flexibilidade_dias: number;
  /** The last day the request waits. */
  expira_em: string;
  /** The party's guests, as a booking's confirmation names them (one principal adult). */
  hospede: Hospede[];
  /** The rules accepted now: a served request is confirmed without asking again. */
  aceite: boolean;
}

export type BookingWaitlistStatus = 'ativo' | 'confirmado' | 'cancelado' | 'expirado';

export interface BookingWaitlistView {
  pedido_id: number;
  numero_contrato: string;
  hotel: string;
  quarto: string;
  cod_pensao: Pensao;
  data_chegada: string;
  data_partida: string;
  noites: number;
  flexibilidade_dias: number;
  qtd_adultos: number;
  idades_criancas: number[];
  /** The stay's points at the arrival asked for. */
  qtd_pontos: number;
  criado_em: string;
  expira_em: string;
  /** The last day it could wait: the day before the latest arrival it accepts. */
  expira_em_max: string;
  status: BookingWaitlistStatus;
  /** Place among the requests for the same room type and overlapping dates (1 = next). */
  posicao: number | null;
  /** The booking it became, once confirmed. */
  numero_reserva: string | null;
  /** Why it was last passed over (the contract could not pay then), or null. */
  ultimo_motivo: string | null;
}

export interface BookingWaitlistChangeRequest {
  pedido_id: number;
  expira_em: string;
}

export interface BookingWaitlistCancelRequest {
  pedido_id: number;
}
