/**
 * Vacation club, main reservations API (SPEC §3 User `contratos`, §7 `contrato-drvc`): a
 * member's contracts, their points and their financial record. Every call is a POST with the
 * member's bearer token, and answers only the member's own contracts: a user of another type
 * gets 403, another member's contract 404.
 *
 * SPEC §7 names the calls and their bodies; it shows no response. The shapes below are designed
 * (NOTES.md "Extensions of the API contract") and written down in `sandbox/README.md` "Club"
 * and `src/features/club/README.md`.
 *
 * Dates are dd/MM/yyyy. Points are whole numbers. Money is reais with cents (a number).
 */

export const CLUB_PATHS = {
  contracts: '/contrato-drvc/lista-contrato',
  contract: '/contrato-drvc',
  pointsStatement: '/contrato-drvc/extrato-utilizacao',
} as const;

/** Week-deposit unit codes (SPEC §3): H hoteleira, S estúdio, 1 to 4 quartos. */
export type UnitCode = 'H' | 'S' | '1' | '2' | '3' | '4';

export type ContractStatus = 'ativo' | 'suspenso' | 'cancelado' | 'quitado';

/** Points of one use year still in the balance, and the last day they can be used. */
export interface PointsLot {
  pontos: number;
  validade: string;
}

export type InstallmentKind = 'parcela' | 'taxa_anual';
/** 'vencida': unpaid after its due date. */
export type InstallmentStatus = 'paga' | 'em_aberto' | 'vencida';
export type InstallmentMethod = 'cartao' | 'pix' | 'boleto' | 'debito';

/** One line of the contract's financial record: a parcela of the purchase or an annual fee. */
export interface ContractInstallment {
  parcela_id: number;
  tipo: InstallmentKind;
  descricao: string;
  vencimento: string;
  valor: number;
  status: InstallmentStatus;
  pago_em: string | null;
  forma_pagamento: InstallmentMethod | null;
}

/** POST /contrato-drvc/lista-contrato (no body): one item per contract of the member. */
export interface ContractSummary {
  contratos_id: number;
  numero_contrato: string;
  produto: string;
  tipo_unidade: UnitCode;
  status: ContractStatus;
  data_inicio: string;
  data_fim: string;
  /** The credit of each use year. */
  pontos_anuais: number;
  /** The sum of every movement of the statement. */
  saldo_pontos: number;
  /** The balance by lot, the first to expire first (the order points are spent in). */
  saldos: PointsLot[];
  /** The first unpaid line of the financial record (overdue first), or null. */
  proxima_parcela: ContractInstallment | null;
  /** Sum of the overdue lines: while above 0 the contract cannot book or deposit. */
  valor_em_atraso: number;
}

export type ContractListResponse = ContractSummary[];

/** POST /contrato-drvc {numero_contrato}: the contract and its whole financial record. */
export interface ContractDetail extends ContractSummary {
  parcelas: ContractInstallment[];
}

export interface ContractRequest {
  numero_contrato: string;
}

export type PointsMovementKind =
  'credito_anual' | 'uso_reserva' | 'devolucao_cancelamento' | 'deposito' | 'expiracao' | 'ajuste';

/** One line of the points statement. */
export interface PointsMovement {
  movimento_id: number;
  data: string;
  tipo: PointsMovementKind;
  descricao: string;
  /** Positive in, negative out. */
  pontos: number;
  /** The contract's balance after this movement. */
  saldo: number;
  /** The last day of the lot (use year) the points belong to. */
  validade: string;
  numero_reserva: string | null;
  deposito_semana_id: number | null;
}

/** POST /contrato-drvc/extrato-utilizacao {numero_contrato}: the statement, oldest first. */
export interface PointsStatement {
  numero_contrato: string;
  produto: string;
  saldo_pontos: number;
  movimentos: PointsMovement[];
}
