import {
  CONTRACT_STATUS_NAMES,
  INSTALLMENT_STATUS_NAMES,
  UNIT_CODE_NAMES,
  type ContractStatus,
  type InstallmentStatus,
  type PointsMovementKind,
} from '@/api/contract/club';
import { formatThousands } from '@/lib/format';

/** How a movement reads in the statement. */
export const MOVEMENT_KIND_TEXT: Record<PointsMovementKind, string> = {
  credito_anual: 'Crédito anual',
  uso_reserva: 'Uso em reserva',
  devolucao_cancelamento: 'Devolução por cancelamento',
  deposito: 'Depósito de semana',
  expiracao: 'Expiração',
  ajuste: 'Ajuste',
  poupanca_saida: 'Pontos guardados (saída do lote)',
  poupanca_entrada: 'Pontos guardados (entrada no ano seguinte)',
  antecipacao: 'Antecipação do próximo ano de uso',
  antecipacao_abatida: 'Antecipação abatida do crédito anual',
};

/** product-rules §3 week-deposit unit codes, for people. */
export const UNIT_CODE_TEXT = UNIT_CODE_NAMES;

export const CONTRACT_STATUS_TEXT: Record<ContractStatus, string> = CONTRACT_STATUS_NAMES;

export const INSTALLMENT_STATUS_TEXT: Record<InstallmentStatus, string> = INSTALLMENT_STATUS_NAMES;

/** Shared with the search and the account pages (contract bookings). */
export { pointsText } from '@/lib/format';

/** A movement's quantity with its sign: '+12.000', '−4.200'. */
export function signedPoints(points: number): string {
  return points > 0 ? `+${formatThousands(points)}` : `−${formatThousands(Math.abs(points))}`;
}

/** The usage fee, whole reais as product-rules §2 writes it ('R$ {value},00'): 'R$ 420,00'. */
export function feeText(reais: number): string {
  return `R$ ${reais},00`;
}
