/**
 * PIX Automático for the club's fees (issue 52 part 4), main reservations API: extensions with
 * the member's bearer token, on their own contracts. The member asks once; their bank asks them
 * to authorise the recurrence (the sandbox simulates the bank's screen); from then on each line
 * of the financial record is charged by PIX on its due date, until the member cancels (sandbox
 * README "PIX Automático"). Dates are dd/MM/yyyy; amounts reais.
 */

export const PIX_AUTOMATICO_PATHS = {
  /** The contract's mandate and the charges to come. */
  status: '/contrato-drvc/pix-automatico',
  /** Asks the member's bank for the authorisation. */
  authorize: '/contrato-drvc/pix-automatico/autorizar',
  /** Stops every charge to come, at once. */
  cancel: '/contrato-drvc/pix-automatico/cancelar',
} as const;

/** 'pendente': waiting for the member to authorise it in their bank's app. */
export type PixAutomaticoStatus = 'inativo' | 'pendente' | 'ativo';

export interface PixAutomaticoRequest {
  numero_contrato: string;
}

export interface PixAutomaticoAuthorizeRequest extends PixAutomaticoRequest {
  /** The most one charge may take (reais), or null for no limit. */
  valor_maximo: number | null;
  /** The rules accepted. */
  aceite: boolean;
}

/** A line of the financial record the mandate will charge on its due date. */
export interface PixAutomaticoCharge {
  parcela_id: number;
  descricao: string;
  vencimento: string;
  valor: number;
  /** Above the member's limit: not charged, paid by the 'segunda via' instead. */
  acima_do_limite: boolean;
}

export interface PixAutomaticoView {
  numero_contrato: string;
  status: PixAutomaticoStatus;
  valor_maximo: number | null;
  /** When the bank confirmed the authorisation (ISO instant), while active. */
  autorizado_em: string | null;
  /** Until when a pending authorisation can be given (ISO instant). */
  expira_em: string | null;
  /**
   * While pending: where the member's bank asks for the authorisation (the sandbox's simulated
   * bank screen; a real bank shows it in its app). Single-use, it expires with the request.
   */
  link_autorizacao: string | null;
  /** While active: the unpaid lines it will charge, the next first. */
  proximas: PixAutomaticoCharge[];
  regras: string[];
}
