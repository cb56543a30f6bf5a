import type { AdicionalCancelavel } from './add-on-cancellation';
import type { WireDate } from './common';

/**
 * Extension (product-rules §10 "Extensions of the API contract"): the cancellation policy of a rate,
 * known before paying (Decreto 7.381/2010 art. 20), and the simulation of a cancellation.
 * Sandbox README "Cancellation policy"; booking and account feature READMEs.
 */

export interface PoliticaCancelamento {
  /** Flexible (free until some days before arrival) or non-refundable (promotional rates). */
  tipo: 'flexivel' | 'nao_reembolsavel';
  /** Flexible: cancelling up to this many days before arrival is free. */
  dias_gratis?: number;
  /** Flexible: the last day (dd/MM/yyyy) a cancellation is free. */
  gratis_ate?: WireDate;
  /** The penalty after that, in words ('uma diária', '100% do valor pago'). */
  multa: string;
  /** The whole policy in one paragraph, right of withdrawal included. */
  texto: string;
}

/** POST /reserva/cancelamento/simular: what cancelling now would keep and give back. */
export interface SimularCancelamentoRequest {
  id_reservas_front: number;
}
export interface SimularCancelamentoResponse {
  /** Reais paid for this room (0 when never paid). */
  valor_pago: number;
  /** Reais the policy keeps. */
  multa: number;
  /** Reais given back. */
  reembolso: number;
  /** Which rule applied, in Portuguese. */
  motivo: string;
  /** Contract bookings only: the points the room used and has not got back. */
  pontos_usados?: number;
  /** Contract bookings only: the points the club's return rule gives back now. */
  pontos_devolvidos?: number;
  /** Contract bookings only: the return rule applied, in Portuguese. */
  regra_pontos?: string;
  /**
   * Extension (issue 29): the group's last paid room takes its paid extras with it, each on its
   * own rule (an extra already in use stays, `pode_cancelar` false); absent when none.
   */
  adicionais?: AdicionalCancelavel[];
  /** Extension (issue 29): the group's park tickets stay valid; said when it has any. */
  aviso_ingressos?: string;
}

export const CANCELLATION_PATHS = {
  simulate: '/reserva/cancelamento/simular',
} as const;
