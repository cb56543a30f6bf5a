/**
 * A member's club contracts as the site reads them (README "Club"): the points by lot, the
 * financial record and good standing, and the points statement. Every function reads one
 * member's own contracts: another member's is simply not found.
 */
import type {
  ContractDetail,
  ContractInstallment,
  ContractSummary,
  InstallmentStatus,
  PointsLot,
  PointsStatement,
  UnitCode,
} from '../../../src/api/contract/club';
import type { Db } from '../db/types';
import { DomainError } from '../shared/domain-error';
import { fromIso, toIso, toWire, type Day } from '../shared/calendar';
import { CLUB_MERCHANT_ID, installmentReference } from './club-installment-payments';
import {
  lotBalances,
  settleLedger,
  statementMovements,
  type Lot,
} from '../repositories/club-ledger';
import {
  contractsOf,
  goodStandingRefusal,
  installmentRows,
  type InstallmentRow,
  overdueCents,
  type ContractRow,
} from '../repositories/club-contracts';
import { hotelName } from '../repositories/catalogue';

const wire = (iso: string): string => toWire(fromIso(iso));

export function statusOfInstallment(row: InstallmentRow, today: Day): InstallmentStatus {
  if (row.cancelada_em !== null) return row.pago_em === null ? 'cancelada' : 'estornada';
  if (row.pago_em !== null) return 'paga';
  return row.vencimento < toIso(today) ? 'vencida' : 'em_aberto';
}

function toInstallment(row: InstallmentRow, today: Day): ContractInstallment {
  return {
    parcela_id: row.id,
    tipo: row.tipo,
    descricao: row.descricao,
    vencimento: wire(row.vencimento),
    valor: row.valor / 100,
    status: statusOfInstallment(row, today),
    pago_em: row.pago_em === null ? null : wire(row.pago_em),
    forma_pagamento: row.forma,
    referencia_pagamento:
      row.pago_em === null && row.cancelada_em === null ? installmentReference(row.id) : null,
  };
}

/** 409 naming the amount overdue, when the contract is not in good standing. */
export function requireGoodStanding(db: Db, contract: ContractRow, today: Day): void {
  const refusal = goodStandingRefusal(db, contract, today);
  if (refusal !== null) throw new DomainError('conflict', refusal);
}

/** The lots with points left as the wire sends them, the first to expire first. */
export function wireLots(lots: Lot[]): PointsLot[] {
  return lots.map((l) => ({ pontos: l.pontos, validade: toWire(l.validade) }));
}

function summaryOf(db: Db, contract: ContractRow, today: Day): ContractSummary {
  const lots = lotBalances(db, contract.contratos_id);
  const installments = installmentRows(db, contract.contratos_id).map((r) =>
    toInstallment(r, today),
  );
  const unpaid = installments.filter((i) => i.status === 'em_aberto' || i.status === 'vencida');
  const next = unpaid.find((i) => i.status === 'vencida') ?? unpaid[0] ?? null;
  return {
    contratos_id: contract.contratos_id,
    numero_contrato: contract.numero_contrato,
    produto: contract.produto,
    tipo_unidade: contract.tipo_unidade as UnitCode,
    status: contract.status,
    data_inicio: contract.data_inicio,
    data_fim: contract.data_fim,
    pontos_anuais: contract.pontos,
    saldo_pontos: lots.reduce((sum, l) => sum + l.pontos, 0),
    saldos: wireLots(lots),
    proxima_parcela: next,
    valor_em_atraso: overdueCents(db, contract.contratos_id, today) / 100,
  };
}

/** /contrato-drvc/lista-contrato: every contract, each ledger settled first. */
export function contractSummaries(db: Db, userId: number, today: Day): ContractSummary[] {
  return db.transaction(() =>
    contractsOf(db, userId).map((contract) => {
      settleLedger(db, contract, today);
      return summaryOf(db, contract, today);
    }),
  )();
}

function clubMerchant(db: Db): { id: number; nome: string } {
  return { id: CLUB_MERCHANT_ID, nome: hotelName(db, CLUB_MERCHANT_ID) };
}

/** /contrato-drvc: one contract with its whole financial record. */
export function contractDetail(db: Db, contract: ContractRow, today: Day): ContractDetail {
  return db.transaction(() => {
    settleLedger(db, contract, today);
    return {
      ...summaryOf(db, contract, today),
      parcelas: installmentRows(db, contract.contratos_id).map((r) => toInstallment(r, today)),
      estabelecimento_pagamento: clubMerchant(db),
    };
  })();
}

/** /contrato-drvc/extrato-utilizacao: every movement, oldest first, with its reservation. */
export function pointsStatement(db: Db, contract: ContractRow, today: Day): PointsStatement {
  return db.transaction(() => {
    settleLedger(db, contract, today);
    const rows = statementMovements(db, contract.contratos_id);
    const last = rows[rows.length - 1];
    return {
      numero_contrato: contract.numero_contrato,
      produto: contract.produto,
      saldo_pontos: last ? last.saldo : 0,
      movimentos: rows.map((r) => ({
        movimento_id: r.id,
        data: wire(r.data),
        tipo: r.tipo,
        descricao: r.descricao,
        pontos: r.pontos,
        saldo: r.saldo,
        validade: wire(r.validade),
        numero_reserva: r.numero_reserva,
        deposito_semana_id: r.deposito_semana_id,
      })),
    };
  })();
}
