/**
 * Cancelling the park tickets and extras paid with a reservation's group, item by item, each
 * under its own rule (issue 29 part 4; sandbox README "Cancelling extras and tickets"):
 * - an extra: free until its `cancelamento_gratis_horas` before its day of use (none: kept once
 *   paid), and always within the 7 days of withdrawal (CDC art. 49) before it is used;
 * - a day's park tickets: within 7 days of the payment and before the visit day (CDC art. 49).
 * The refund goes back through the payment that paid the item (the group's, or an add-on
 * order's). Extensions of the main API; the reservation's owner only.
 */
export const ADD_ON_CANCELLATION_PATHS = {
  simulate: '/reserva/adicionais/cancelamento/simular',
  cancel: '/reserva/adicionais/cancelar',
} as const;

export type TipoAdicional = 'extra' | 'ingressos';

/** A paid extra or a day's park tickets, and what cancelling it now keeps and gives back. */
export interface AdicionalCancelavel {
  tipo: TipoAdicional;
  /** The extra's hold, or the ticket purchase. */
  id: number;
  /** 'Transfer rodoviária – Caldas Novas'; 'Ingressos do parque aquático'. */
  nome: string;
  /** When it is used, in words: '12/03/2027 às 09:00'; the visit day. */
  quando: string;
  /** Places (an extra) or persons (tickets). */
  quantidade: number;
  /** Reais paid for it. */
  valor_pago: number;
  /** Reais its rule keeps if cancelled now. */
  multa: number;
  /** Reais given back if cancelled now. */
  reembolso: number;
  pode_cancelar: boolean;
  /** The rule that applies now (or why it cannot be cancelled), in Portuguese. */
  motivo: string;
}

/** POST /reserva/adicionais/cancelamento/simular: the group's paid items; changes nothing. */
export interface SimularAdicionaisRequest {
  id_reservas_front: number;
}
export interface AdicionaisCancelaveisResponse {
  itens: AdicionalCancelavel[];
}

/** POST /reserva/adicionais/cancelar: cancels one item, with the figures the simulation gave. */
export interface CancelarAdicionalRequest {
  id_reservas_front: number;
  tipo: TipoAdicional;
  id: number;
}
export interface CancelarAdicionalResponse {
  mensagem: string;
  /** The item as cancelled: what was kept and given back. */
  cancelado: AdicionalCancelavel;
  /** The group's items left. */
  itens: AdicionalCancelavel[];
}
