/**
 * Banking and borrowing a club contract's points (issue 51), main reservations API: extensions,
 * with the member's bearer token, on their own contracts only (403 for another type of user, 404
 * for another member's contract). The rules are the sandbox's (README "Banking and borrowing
 * points") and are written on the club's page. Points are whole numbers; dates dd/MM/yyyy.
 */
import type { PointsLot } from './club';

export const POINTS_BANKING_PATHS = {
  /** What the contract may bank and borrow today, with the limits, or why not. */
  options: '/contrato-drvc/pontos/opcoes',
  /** Bank points of the lot that expires first into the next use year. */
  bank: '/contrato-drvc/pontos/guardar',
  /** Borrow points of the next use year's credit, now. */
  borrow: '/contrato-drvc/pontos/antecipar',
} as const;

export interface BankOption {
  /** The most that can be banked now (0 when `motivo` says why not). */
  pontos_max: number;
  /** The lot's last day now, and after banking. */
  validade_atual: string | null;
  validade_nova: string | null;
  /** The last day these points can be banked. */
  prazo: string | null;
  motivo: string | null;
}

export interface BorrowOption {
  pontos_max: number;
  /** The next use year: when it starts, its name ('2027/2028') and its lot's last day. */
  inicio_ano: string | null;
  ano_de_uso: string | null;
  validade: string | null;
  motivo: string | null;
}

export interface PointsTransferOptions {
  guardar: BankOption;
  antecipar: BorrowOption;
  /** The rules, in Portuguese, as the club's page states them. */
  regras: string[];
}

export interface PointsTransferRequest {
  numero_contrato: string;
  pontos: number;
  /** false: only say what would happen; true: do it. */
  confirmar: boolean;
}

export interface PointsTransferResult {
  /** What happens (or happened): '4.820 pontos passam a vencer em 04/01/2028.' */
  mensagem: string;
  pontos: number;
  /** The lot the points are in afterwards. */
  validade: string;
  confirmado: boolean;
  /** The contract's balance and lots after (or, for a preview, as they would be). */
  saldo_pontos: number;
  saldos: PointsLot[];
}
