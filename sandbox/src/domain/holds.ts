import type { Db } from '../db/types';
import { today } from './calendar';
import { isTicketReference, isVoucherPayable, markVoucherPaid } from './ticket-vouchers';
import {
  isInstallmentPayable,
  isInstallmentReference,
  markInstallmentPaid,
} from './club-installment-payments';
import { mailGroupPaid, mailPaymentRefunded } from './booking-mail';
import { changeStatus, type ReservationRow, STATUS } from './reservations';

/**
 * Pre-reservation holds of the booking flow and the expiry sweep.
 *
 * - A hold is a reservation in status 1 with `expira_em` (epoch seconds) = creation + 30 min;
 *   it takes one unit of `room_nights.reservados` on every night.
 * - The sweep (before every /api and /payments request and every 30 s) moves expired holds to
 *   6 (Expirada), which gives the units back; a pending PIX or boleto keeps its group's holds
 *   until the payment expires, and then releases them (group-lifecycle.ts has the whole machine).
 * - Anonymous holds belong to a hidden placeholder user until a user confirms the room.
 */

export const HOLD_SECONDS = 30 * 60;

/** CPF column of the placeholder owner of anonymous holds: not a CPF, so nobody can log in. */
const ANONYMOUS_CPF = 'PRE-RESERVA-ANONIMA';

/** The placeholder user that owns anonymous holds (created on first use; survives resets). */
export function anonymousHolderId(db: Db): number {
  const found = db.prepare('SELECT id FROM users WHERE cpf = ?').get(ANONYMOUS_CPF) as
    { id: number } | undefined;
  if (found) return found.id;
  return Number(
    db
      .prepare(
        `INSERT INTO users (nome, cpf, email, telefones, datanasc, logradouro, numero, complemento, bairro, cep,
           idestado, ufestado, idcidade, nomecidade, usuario_tipo_id, usuario_tipo_categoria_id, forma_pagamento,
           permissoes, password_hash, temporario, criado_em)
         VALUES ('Pré-reserva sem usuário', ?, '', '[]', '', '', '', '', '', '', NULL, '', NULL, '', 6, 1, '[]',
           '{}', '', 1, ?)`,
      )
      .run(ANONYMOUS_CPF, new Date().toISOString()).lastInsertRowid,
  );
}

/** Reservations of a group that a user confirmed and that still hold (status 1 or 2). */
export function confirmedGroupRooms(db: Db, referencia: string): ReservationRow[] {
  return db
    .prepare(
      `SELECT r.* FROM reservations r JOIN reservation_confirmations c ON c.reservation_id = r.id_reservas_front
       WHERE r.identificador = ? AND r.status_id IN (?, ?) ORDER BY r.id_reservas_front`,
    )
    .all(referencia, STATUS.preReserva, STATUS.confirmada) as ReservationRow[];
}

/**
 * The group is paid: its confirmed held rooms become 2 (Confirmada) and stop expiring, and the
 * confirmation e-mail goes out (once).
 */
export function confirmGroup(db: Db, referencia: string, siteUrl: string, nowMs: number): void {
  db.transaction(() => {
    for (const row of confirmedGroupRooms(db, referencia)) {
      if (row.status_id !== STATUS.preReserva) continue;
      changeStatus(db, row, STATUS.confirmada);
      db.prepare('UPDATE reservations SET expira_em = NULL WHERE id_reservas_front = ?').run(
        row.id_reservas_front,
      );
    }
    mailGroupPaid(db, referencia, siteUrl, nowMs);
  })();
}

/** Keeps the group's holds at least until `untilSeconds` (a pending PIX or boleto). */
export function extendGroupHolds(db: Db, referencia: string, untilSeconds: number): void {
  db.prepare(
    'UPDATE reservations SET expira_em = MAX(COALESCE(expira_em, 0), ?) WHERE identificador = ? AND status_id = ?',
  ).run(untilSeconds, referencia, STATUS.preReserva);
}

/** Releases every hold of the group (status 1 -> 6 Expirada, units back to the inventory). */
export function expireGroupHolds(db: Db, referencia: string): void {
  const rows = db
    .prepare('SELECT * FROM reservations WHERE identificador = ? AND status_id = ?')
    .all(referencia, STATUS.preReserva) as ReservationRow[];
  for (const row of rows) changeStatus(db, row, STATUS.expirada);
}

/**
 * What happened to money that arrived for a PIX or boleto (the sandbox's PIX page, or auto-pay):
 * - 'pago': the charge was payable and its group live: the group is paid;
 * - 'estornado': the money arrived but the group had no live reservation (cancelled, or a boleto
 *   paid after its due date, which banks accept): it is refunded in full and the payer e-mailed;
 * - 'expirado': a PIX past its expiry, which the payer's bank refuses (nothing is charged);
 * - 'ja_pago' / 'nao_encontrado': nothing to pay.
 */
export type PaymentArrival = 'pago' | 'estornado' | 'expirado' | 'ja_pago' | 'nao_encontrado';

interface ArrivingTransaction {
  referencia: string;
  metodo: string;
  status: string;
  expira_em: number | null;
}

export function markPaid(db: Db, token: string, nowMs: number, siteUrl: string): PaymentArrival {
  return db
    .transaction((): PaymentArrival => {
      const tx = db
        .prepare(
          'SELECT referencia, metodo, status, expira_em FROM payment_transactions WHERE token = ?',
        )
        .get(token) as ArrivingTransaction | undefined;
      if (!tx || (tx.metodo !== 'pix' && tx.metodo !== 'boleto')) return 'nao_encontrado';
      if (tx.status === 'pago' || tx.status === 'estornado') return 'ja_pago';
      const lapsed = tx.status === 'expirado' || (tx.expira_em ?? 0) <= nowMs;
      if (tx.status !== 'pendente' && tx.status !== 'expirado') return 'nao_encontrado';
      // A PIX charge has an expiry the payer's bank enforces; a boleto is accepted late.
      if (lapsed && tx.metodo === 'pix') return 'expirado';
      const ticket = isTicketReference(tx.referencia);
      const installment = isInstallmentReference(tx.referencia);
      const live = ticket
        ? isVoucherPayable(db, tx.referencia, nowMs)
        : installment
          ? isInstallmentPayable(db, tx.referencia)
          : confirmedGroupRooms(db, tx.referencia).some((r) => r.status_id === STATUS.preReserva);
      if (lapsed || !live) {
        db.prepare(
          "UPDATE payment_transactions SET status = 'estornado', pago_em = ?, estornado_em = ?, transacao_erro = ? WHERE token = ?",
        ).run(nowMs, nowMs, REFUND_MESSAGE, token);
        mailPaymentRefunded(db, token, nowMs);
        return 'estornado';
      }
      db.prepare(
        "UPDATE payment_transactions SET status = 'pago', pago_em = ? WHERE token = ?",
      ).run(nowMs, token);
      if (ticket) markVoucherPaid(db, tx.referencia, nowMs, siteUrl);
      else if (installment) markInstallmentPaid(db, tx.referencia, tx.metodo, nowMs);
      else confirmGroup(db, tx.referencia, siteUrl, nowMs);
      return 'pago';
    })
    .immediate();
}

/** What /consulta and the site say of a refunded payment. */
export const REFUND_MESSAGE =
  'O pagamento chegou quando a reserva já não estava ativa (expirou ou foi cancelada) e foi estornado integralmente.';

/**
 * One sweep, in one immediate transaction: auto-pays pending PIX older than `autopaySeconds`
 * (0 = off), expires pending PIX/boletos past their expiry (releasing their group's holds),
 * then expires every hold past its `expira_em`.
 */
export function sweepExpired(db: Db, nowMs: number, autopaySeconds: number, siteUrl: string): void {
  const nowSeconds = Math.floor(nowMs / 1000);
  // Cheap check first: most requests find nothing to do and take no write lock.
  const due = db
    .prepare(
      `SELECT
         EXISTS (SELECT 1 FROM reservations WHERE status_id = ? AND expira_em <= ?) OR
         EXISTS (SELECT 1 FROM payment_transactions WHERE status = 'pendente'
                 AND (expira_em <= ? OR (? > 0 AND metodo = 'pix' AND criado_em <= ?))) AS due`,
    )
    .get(STATUS.preReserva, nowSeconds, nowMs, autopaySeconds, nowMs - autopaySeconds * 1000) as {
    due: number;
  };
  if (!due.due) return;
  db.transaction(() => {
    if (autopaySeconds > 0) {
      const payable = db
        .prepare(
          `SELECT token FROM payment_transactions
           WHERE status = 'pendente' AND metodo = 'pix' AND criado_em <= ? AND expira_em > ?`,
        )
        .all(nowMs - autopaySeconds * 1000, nowMs) as { token: string }[];
      for (const { token } of payable) markPaid(db, token, nowMs, siteUrl);
    }
    const expired = db
      .prepare(
        "SELECT token, referencia FROM payment_transactions WHERE status = 'pendente' AND expira_em <= ?",
      )
      .all(nowMs) as { token: string; referencia: string }[];
    for (const tx of expired) {
      db.prepare("UPDATE payment_transactions SET status = 'expirado' WHERE token = ?").run(
        tx.token,
      );
      const paid = db
        .prepare(
          "SELECT 1 FROM payment_transactions WHERE referencia = ? AND status IN ('aprovado', 'pago')",
        )
        .get(tx.referencia);
      if (!paid) expireGroupHolds(db, tx.referencia);
    }
    const holds = db
      .prepare('SELECT * FROM reservations WHERE status_id = ? AND expira_em <= ?')
      .all(STATUS.preReserva, nowSeconds) as ReservationRow[];
    // Dated by the sandbox's clock: a contract hold's returned points are a ledger movement.
    for (const row of holds)
      changeStatus(db, row, STATUS.expirada, undefined, today(new Date(nowMs)));
  }).immediate();
}
