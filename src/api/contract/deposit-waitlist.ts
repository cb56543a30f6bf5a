/**
 * The week deposits' waitlist (issue 51), main reservations API: extensions with the member's
 * bearer token (a depositor, like the deposits'), on their own contracts and requests only. A
 * member leaves a request for a week with no unit left; when one frees up, the oldest request
 * that can pay becomes a confirmed deposit by itself (sandbox README "Deposit waitlist").
 * Dates are dd/MM/yyyy.
 */
import type { UnitCode } from './club';

export const WAITLIST_PATHS = {
  /** Leave a request. */
  join: '/deposito-semana/lista-espera',
  /** The member's requests, with their place in the queue. */
  list: '/deposito-semana/lista-espera/pedidos',
  /** Change how long a request waits. */
  changeExpiry: '/deposito-semana/lista-espera/validade',
  cancel: '/deposito-semana/lista-espera/cancelar',
} as const;

/** At most this many active requests per contract. */
export const WAITLIST_MAX_PER_CONTRACT = 2;

export interface WaitlistJoinRequest {
  numero_contrato: string;
  empreendimento_id: number;
  br: UnitCode;
  /** The week's Saturday. */
  inicio: string;
  /** The last day the request waits. */
  expira_em: string;
  /** The deposit's rules accepted now: a served request is confirmed without asking again. */
  aceite: boolean;
}

export type WaitlistStatus = 'ativo' | 'confirmado' | 'cancelado' | 'expirado';

export interface WaitlistRequestView {
  pedido_id: number;
  numero_contrato: string;
  empreendimento: string;
  br: UnitCode;
  inicio: string;
  fim: string;
  qtd_pontos: number;
  taxa_utilizacao: number;
  criado_em: string;
  expira_em: string;
  /** The last day it could wait: the week's deposit deadline. */
  expira_em_max: string;
  status: WaitlistStatus;
  /** Place in the week's queue while active (1 = next served); null otherwise. */
  posicao: number | null;
  /** The deposit it became, once confirmed. */
  deposito_semana_id: number | null;
  /** Why it was last passed over (the contract could not pay then), or null. */
  ultimo_motivo: string | null;
}

export interface WaitlistChangeRequest {
  pedido_id: number;
  expira_em: string;
}

export interface WaitlistCancelRequest {
  pedido_id: number;
}
