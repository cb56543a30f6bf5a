import type { ContractSummary } from '@/api/contract/club';
import { daysBetween, parseWireDate } from '@/lib/dates';

/** Points that expire within this many days are announced on Meus contratos. */
export const EXPIRY_WARNING_DAYS = 60;

export interface ExpiringPoints {
  numero_contrato: string;
  pontos: number;
  /** dd/MM/yyyy, the last day they can be used. */
  validade: string;
  dias: number;
}

/** Every lot of an active contract whose last day falls from today to 60 days ahead. */
export function expiringPoints(contracts: ContractSummary[], today: Date): ExpiringPoints[] {
  return contracts.flatMap((contract) =>
    contract.status !== 'ativo'
      ? []
      : contract.saldos.flatMap((lot) => {
          const last = parseWireDate(lot.validade);
          const dias = last ? daysBetween(today, last) : -1;
          return lot.pontos > 0 && dias >= 0 && dias <= EXPIRY_WARNING_DAYS
            ? [
                {
                  numero_contrato: contract.numero_contrato,
                  pontos: lot.pontos,
                  validade: lot.validade,
                  dias,
                },
              ]
            : [];
        }),
  );
}
