import type { AcaoReservaResponse } from '../../../src/api/contract/account';
import { nowOf } from '../shared/clock';
import type { SimularCancelamentoResponse } from '../../../src/api/contract/cancellation';
import type { UserPermissions } from '../../../src/api/contract/user';
import type { UserRow } from '../repositories/users';
import { simulatePointsReturn } from '../club/club-booking-points';
import type { Db } from '../db/types';
import { today } from '../shared/calendar';
import { DomainError } from '../shared/domain-error';
import { mailCancellation } from './booking-mail';
import { toSimulation } from './cancellation-policy';
import { groupKeyMatches } from '../repositories/group-keys';
import { pendingPayment, pendingPaymentMessage } from './group-lifecycle';
import { recordCancellation, simulateCancellation } from './reservation-cancellation';
import {
  arrivesInFuture,
  changeStatus,
  findReservationById,
  type ReservationRow,
  STATUS,
  toResumo,
} from './reservations';
import { voucherPdf } from './voucher-pdf';
import { listGuests } from './reservation-guests';
import { cancelGroupExtras, groupAddOns } from './add-ons/add-on-cancellation';
import { cancelPackageTickets, packageCancellation } from './park-package-cancellation';
import { releasePackageOfRoom } from './park-package-hold';
import { mailAddOnsCancelled } from './add-ons/add-on-mail';

/**
 * What a customer does with a reservation of theirs (sandbox README, "Reservations"): confirm
 * it, simulate and cancel it (the simulation and the cancel agree), fetch its voucher. Another
 * user's reservation is 'not found', as if it did not exist.
 */

export const NOT_FOUND = 'Reserva não encontrada.';

/** The row when it is the user's; otherwise 'not found'. */
export function ownReservation(row: ReservationRow | undefined, userId: number): ReservationRow {
  if (!row || row.user_id !== userId) throw new DomainError('not_found', NOT_FOUND);
  return row;
}

/** Refuses unless the user's permissions allow `flag`. */
export function requirePermission(user: UserRow, flag: keyof UserPermissions, message: string) {
  const permissions = JSON.parse(user.permissoes) as UserPermissions;
  if (!permissions[flag]) throw new DomainError('forbidden', message);
}

export function confirmReservation(db: Db, row: ReservationRow): AcaoReservaResponse {
  if (row.status_id === STATUS.confirmada)
    throw new DomainError('conflict', 'Reserva já confirmada.');
  if (row.status_id === STATUS.cancelada) {
    throw new DomainError('conflict', 'Reserva cancelada não pode ser confirmada.');
  }
  if (row.status_id !== STATUS.preReserva || !arrivesInFuture(row)) {
    throw new DomainError('conflict', 'Esta reserva não pode mais ser confirmada.');
  }
  const updated = changeStatus(db, row, STATUS.confirmada);
  return { mensagem: 'Reserva confirmada com sucesso.', reserva: toResumo(db, updated) };
}

/**
 * A hold released with the group's key (a visitor's, or any of the key's group, whoever is
 * logged in): only a hold, or one already cancelled.
 */
export function holdByKey(db: Db, id: number, chaveGrupo: unknown): ReservationRow {
  const row = findReservationById(db, id);
  if (!row || !groupKeyMatches(db, row.identificador, chaveGrupo)) {
    throw new DomainError('not_found', NOT_FOUND);
  }
  if (row.status_id !== STATUS.preReserva && row.status_id !== STATUS.cancelada) {
    throw new DomainError(
      'conflict',
      'Esta reserva já foi paga ou encerrada: cancele-a em Minha Conta > Minhas reservas.',
    );
  }
  return row;
}

/** Refuses unless the room can be cancelled now (the simulation and the cancel agree). */
export function assertCancellable(db: Db, row: ReservationRow, nowMs: number): void {
  if (row.status_id === STATUS.cancelada)
    throw new DomainError('conflict', 'Reserva já cancelada.');
  // The server owns the group's lifecycle: a group whose PIX or boleto is still payable is
  // never cancelled under it (the money could arrive for a released room); it expires with it.
  const pending = pendingPayment(db, row.identificador, nowMs);
  if (pending && row.status_id === STATUS.preReserva) {
    throw new DomainError('conflict', pendingPaymentMessage(pending.metodo, pending.expira_em));
  }
  // A hold (status 1) can always be released, also for a same-day arrival: the booking flow's
  // group rollback cancels held rooms.
  if (
    row.status_id !== STATUS.preReserva &&
    (row.status_id !== STATUS.confirmada || !arrivesInFuture(row, today(new Date(nowMs))))
  ) {
    throw new DomainError('conflict', 'Esta reserva não pode mais ser cancelada.');
  }
}

/**
 * Whether cancelling this paid room leaves its group with no room to stay in: its paid extras
 * (a transfer, a late check-out...) then end with it, each on its own rule.
 */
function lastPaidRoom(db: Db, row: ReservationRow): boolean {
  if (row.status_id !== STATUS.confirmada) return false;
  const others = db
    .prepare(
      'SELECT COUNT(*) AS n FROM reservations WHERE identificador = ? AND id_reservas_front <> ? AND status_id IN (1, 2, 4, 5)',
    )
    .get(row.identificador, row.id_reservas_front) as { n: number };
  return others.n === 0;
}

/**
 * The sentence the room's simulation adds when the group's park tickets stay valid (a park day
 * needs no room); they are withdrawn on their own.
 */
export const TICKETS_KEPT =
  'Os ingressos do parque comprados com a reserva continuam válidos. Para desistir deles, use "Cancelar ingressos ou extras".';

/** What cancelling now would keep and give back (money and contract points); changes nothing. */
export function simulateCancel(
  db: Db,
  row: ReservationRow,
  nowMs: number,
): SimularCancelamentoResponse {
  assertCancellable(db, row, nowMs);
  const points = simulatePointsReturn(
    db,
    row,
    row.status_id !== STATUS.preReserva,
    today(new Date(nowMs)),
  );
  // A 'Hospedagem + Parque' room goes with its park tickets, under the package's rule.
  const pkg = packageCancellation(db, row, nowMs);
  const addOns = lastPaidRoom(db, row) ? groupAddOns(db, row.identificador, nowMs) : [];
  const extras = [...(pkg ? [pkg.item] : []), ...addOns.filter((item) => item.tipo === 'extra')];
  const tickets = addOns.some((item) => item.tipo === 'ingressos' && item.id !== pkg?.voucher.id);
  return {
    ...toSimulation(pkg?.room ?? simulateCancellation(row, nowMs)),
    ...(extras.length > 0 ? { adicionais: extras } : {}),
    ...(tickets ? { aviso_ingressos: TICKETS_KEPT } : {}),
    ...(points === null
      ? {}
      : {
          pontos_usados: points.usados,
          pontos_devolvidos: points.devolvidos,
          regra_pontos: points.regra,
        }),
  };
}

/**
 * Cancels the room with the guest's reason, in one transaction with the figures the simulation
 * showed; a paid room's refund is e-mailed.
 */
export function cancelReservation(
  db: Db,
  row: ReservationRow,
  observacoes: string,
  nowMs: number,
): AcaoReservaResponse {
  assertCancellable(db, row, nowMs);
  const { updated, record, extras } = db.transaction(() => {
    const pkg = packageCancellation(db, row, nowMs);
    const record = recordCancellation(
      db,
      row,
      pkg?.room ?? simulateCancellation(row, nowMs),
      nowMs,
    );
    if (pkg) cancelPackageTickets(db, pkg, nowMs);
    // A held room let go takes its package's tickets with it.
    if (row.status_id === STATUS.preReserva) releasePackageOfRoom(db, row.id_reservas_front);
    const extras = [
      ...(pkg ? [pkg.item] : []),
      ...(lastPaidRoom(db, row) ? cancelGroupExtras(db, row.identificador, nowMs) : []),
    ];
    return {
      updated: changeStatus(db, row, STATUS.cancelada, observacoes, today(new Date(nowMs))),
      record,
      extras,
    };
  })();
  if (record.paidCents > 0) mailCancellation(db, updated, record, nowMs);
  if (extras.length > 0) mailAddOnsCancelled(db, updated.user_id, updated.numero_reserva, extras);
  return { mensagem: 'Reserva cancelada com sucesso.', reserva: toResumo(db, updated) };
}

/** The reservation's voucher (/reserva/voucher, version 2: product-rules §7), as a PDF. */
export function reservationVoucher(db: Db, row: ReservationRow): Buffer {
  const hotel = db
    .prepare('SELECT nome, endereco, telefones FROM hotels WHERE id = ?')
    .get(row.id_hotel) as { nome: string; endereco: string; telefones: string };
  return voucherPdf(
    toResumo(db, row),
    { ...hotel, telefones: JSON.parse(hotel.telefones) as string[] },
    listGuests(db, row.id_reservas_front),
    nowOf(db),
  );
}
