import type { InstallmentMethod } from '../../../src/api/contract/club';
import type { Db } from '../db/types';
import { toIso, type Day } from '../shared/calendar';
import { formatBrl } from '../shared/money';

/** The contracts table: a member's club contracts (their points' ledger: club-ledger.ts). */

export interface ContractRow {
  contratos_id: number;
  numero_contrato: string;
  user_id: number;
  produto: string;
  pontos: number;
  status: 'ativo' | 'suspenso' | 'cancelado' | 'quitado';
  data_inicio: string;
  data_fim: string;
  tipo_unidade: string;
}

export function contractById(db: Db, contratosId: number): ContractRow | undefined {
  return db.prepare('SELECT * FROM contracts WHERE contratos_id = ?').get(contratosId) as
    ContractRow | undefined;
}

/** The member's contracts (every status), oldest first. */
export function contractsOf(db: Db, userId: number): ContractRow[] {
  return db
    .prepare('SELECT * FROM contracts WHERE user_id = ? ORDER BY contratos_id')
    .all(userId) as ContractRow[];
}

/** The member's contract with this number (any case), or undefined. */
export function ownContract(db: Db, userId: number, numero: string): ContractRow | undefined {
  return db
    .prepare('SELECT * FROM contracts WHERE user_id = ? AND numero_contrato = ?')
    .get(userId, numero.trim().toUpperCase()) as ContractRow | undefined;
}

/** Whether the contract is the user's and active: what a contract booking needs. */
export function isOwnActiveContract(db: Db, contratosId: number, userId: number): boolean {
  return (
    db
      .prepare(
        "SELECT 1 FROM contracts WHERE contratos_id = ? AND user_id = ? AND status = 'ativo'",
      )
      .get(contratosId, userId) !== undefined
  );
}

/** The user's active contracts, by number (the wire's Usuario.contratos). */
export function activeContractNumbers(
  db: Db,
  userId: number,
): { contratos_id: number; numero_contrato: string }[] {
  return db
    .prepare(
      "SELECT contratos_id, numero_contrato FROM contracts WHERE user_id = ? AND status = 'ativo' ORDER BY contratos_id",
    )
    .all(userId) as { contratos_id: number; numero_contrato: string }[];
}

/** Cents overdue on a contract: while above 0 it cannot book or deposit. */
export function overdueCents(db: Db, contratosId: number, today: Day): number {
  const row = db
    .prepare(
      `SELECT COALESCE(SUM(valor), 0) AS s FROM contract_installments
        WHERE contratos_id = ? AND pago_em IS NULL AND cancelada_em IS NULL AND vencimento < ?`,
    )
    .get(contratosId, toIso(today)) as { s: number };
  return row.s;
}

/** Why the contract cannot be used now (an overdue amount, named), or null when in good standing. */
export function goodStandingRefusal(db: Db, contract: ContractRow, today: Day): string | null {
  const overdue = overdueCents(db, contract.contratos_id, today);
  return overdue > 0
    ? `O contrato ${contract.numero_contrato} tem ${formatBrl(overdue)} em atraso. Pague a parcela vencida para usar o contrato.`
    : null;
}

/** A line of a contract's financial record (contract_installments), in cents. */
export interface InstallmentRow {
  id: number;
  contratos_id: number;
  tipo: 'parcela' | 'taxa_anual' | 'taxa_utilizacao' | 'taxa_certificado' | 'tarifa_reserva';
  descricao: string;
  vencimento: string;
  valor: number;
  pago_em: string | null;
  forma: InstallmentMethod | null;
  /** No longer due (migration 26: a cancelled deposit's fee), ISO day; refunded when paid. */
  cancelada_em: string | null;
}

export function installmentRows(db: Db, contratosId: number): InstallmentRow[] {
  return db
    .prepare('SELECT * FROM contract_installments WHERE contratos_id = ? ORDER BY vencimento, id')
    .all(contratosId) as InstallmentRow[];
}

export function installmentById(db: Db, id: number): InstallmentRow | undefined {
  return db.prepare('SELECT * FROM contract_installments WHERE id = ?').get(id) as
    InstallmentRow | undefined;
}

/** Paid: dated (ISO day) with the method; a line already paid stays as it was. */
export function markInstallmentPaid(db: Db, id: number, paidOn: string, forma: string): void {
  db.prepare(
    'UPDATE contract_installments SET pago_em = ?, forma = ? WHERE id = ? AND pago_em IS NULL',
  ).run(paidOn, forma, id);
}

/** A cancelled deposit's usage fee: no longer due (open), or refunded (paid). */
export function cancelUsageFee(db: Db, depositId: number, on: string): InstallmentRow | undefined {
  db.prepare(
    'UPDATE contract_installments SET cancelada_em = ? WHERE deposito_semana_id = ? AND cancelada_em IS NULL',
  ).run(on, depositId);
  return usageFeeOf(db, depositId);
}

export function usageFeeOf(db: Db, depositId: number): InstallmentRow | undefined {
  return db
    .prepare('SELECT * FROM contract_installments WHERE deposito_semana_id = ?')
    .get(depositId) as InstallmentRow | undefined;
}

/**
 * A fee that becomes an open line of the financial record, with what it is for: a week
 * deposit's usage fee, a guest certificate's (migration 27), or the club tariff of a booking the
 * waitlist confirmed (migration 28).
 */
export function insertFeeLine(
  db: Db,
  fee: {
    contratos_id: number;
    descricao: string;
    vencimento: string;
    valor: number;
  } & ({ deposito_semana_id: number } | { certificado_id: number } | { reserva_id: number }),
): void {
  const tipo =
    'deposito_semana_id' in fee
      ? 'taxa_utilizacao'
      : 'certificado_id' in fee
        ? 'taxa_certificado'
        : 'tarifa_reserva';
  db.prepare(
    `INSERT INTO contract_installments
       (contratos_id, tipo, descricao, vencimento, valor, deposito_semana_id, certificado_id,
        reserva_id)
     VALUES (@contratos_id, @tipo, @descricao, @vencimento, @valor, @deposito, @certificado,
             @reserva)`,
  ).run({
    contratos_id: fee.contratos_id,
    descricao: fee.descricao,
    vencimento: fee.vencimento,
    valor: fee.valor,
    tipo,
    deposito: 'deposito_semana_id' in fee ? fee.deposito_semana_id : null,
    certificado: 'certificado_id' in fee ? fee.certificado_id : null,
    reserva: 'reserva_id' in fee ? fee.reserva_id : null,
  });
}

/** The club tariff line of a booking the waitlist confirmed, if the reservation has one. */
export function bookingFeeOf(db: Db, reservationId: number): InstallmentRow | undefined {
  return db
    .prepare('SELECT * FROM contract_installments WHERE reserva_id = ?')
    .get(reservationId) as InstallmentRow | undefined;
}

/** The booking's open tariff line stops being due (the booking was cancelled unpaid). */
export function cancelBookingFee(db: Db, reservationId: number, on: string): void {
  db.prepare(
    'UPDATE contract_installments SET cancelada_em = ? WHERE reserva_id = ? AND cancelada_em IS NULL AND pago_em IS NULL',
  ).run(on, reservationId);
}
