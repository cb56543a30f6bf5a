/**
 * Paying a club contract's parcela online (README "Club", "Paying a parcela"): the 'segunda via'
 * of an unpaid line is a gateway charge, PIX or boleto, whose reference names the line. When
 * the money arrives the line is paid (today, by that method), which clears an overdue contract.
 */
import type { Db } from '../db/types';
import { toIso, today } from '../shared/calendar';
import {
  installmentById,
  markInstallmentPaid as markLinePaid,
} from '../repositories/club-contracts';

/** Payment references of contract parcelas (booking groups and tickets never start so). */
export const INSTALLMENT_REFERENCE_PREFIX = 'PARC-';
/** The club's fees are collected by its own resort's merchant account (club-only hotel 5). */
export const CLUB_MERCHANT_ID = 5;

export function installmentReference(parcelaId: number): string {
  return `${INSTALLMENT_REFERENCE_PREFIX}${parcelaId}`;
}

export function isInstallmentReference(referencia: string): boolean {
  return referencia.startsWith(INSTALLMENT_REFERENCE_PREFIX);
}

export interface PayableInstallment {
  id: number;
  valor: number;
  pago_em: string | null;
  cancelada_em: string | null;
}

export function installmentByReference(db: Db, referencia: string): PayableInstallment | undefined {
  const id = Number(referencia.slice(INSTALLMENT_REFERENCE_PREFIX.length));
  if (!Number.isSafeInteger(id) || id < 1) return undefined;
  return installmentById(db, id);
}

/** Whether money arriving for the line can still pay it (it is unpaid). */
export function isInstallmentPayable(db: Db, referencia: string): boolean {
  const row = installmentByReference(db, referencia);
  return row !== undefined && row.pago_em === null && row.cancelada_em === null;
}

/** Records the line paid today by `metodo` (inside the payment's transaction). */
export function markInstallmentPaid(
  db: Db,
  referencia: string,
  metodo: 'pix' | 'boleto',
  nowMs: number,
): void {
  const row = installmentByReference(db, referencia);
  if (!row || row.pago_em !== null) return;
  markLinePaid(db, row.id, toIso(today(new Date(nowMs))), metodo);
}
