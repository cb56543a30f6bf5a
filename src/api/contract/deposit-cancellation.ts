/**
 * A member's week deposits and their cancellation (issue 51), main reservations API: extensions
 * with the member's bearer token; cancelling needs the `deposito_semana_cancelar` permission
 * (product-rules §1's flag). Cancelling gives points back by the contract bookings' return rule
 * and frees the unit for the week's waitlist (sandbox README "Week deposits"). Dates dd/MM/yyyy.
 */
import type { DepositStatus, UnitCode } from './club';

export const DEPOSIT_CANCEL_PATHS = {
  /** The member's deposits, every contract, the latest week first. */
  list: '/deposito-semana/meus',
  /** With `confirmar: false`, the effect only; with `true`, the cancellation. */
  cancel: '/deposito-semana/cancelar',
} as const;

export interface MemberDeposit {
  deposito_semana_id: number;
  numero_contrato: string;
  empreendimento: string;
  br: UnitCode;
  inicio: string;
  fim: string;
  qtd_pontos: number;
  /** Whole reais. */
  taxa_utilizacao: number;
  status: DepositStatus;
  /** Until when an unconfirmed request holds (ISO 8601); null once confirmed. */
  expira_em: string | null;
  /** Whether it can be cancelled now (asked and not lapsed, or confirmed before the check-in). */
  pode_cancelar: boolean;
  /** Once cancelled: the points given back and the rule applied; null otherwise. */
  pontos_devolvidos: number | null;
  regra_cancelamento: string | null;
}

export interface DepositCancelRequest {
  deposito_semana_id: number;
  confirmar: boolean;
}

/** What cancelling does (or did): the points, the rule, the usage fee, in one sentence too. */
export interface DepositCancelEffect {
  pontos_usados: number;
  pontos_devolvidos: number;
  regra: string;
  /**
   * The usage fee: `cancelada` (it was open), `estornada` (it was paid), `devida` (still owed:
   * not every point comes back), `nenhuma` (a request not confirmed has none).
   */
  taxa: 'cancelada' | 'estornada' | 'devida' | 'nenhuma';
  mensagem: string;
}
