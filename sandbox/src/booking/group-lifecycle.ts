import type {
  EstadoGrupo,
  GrupoReservaResponse,
  PagamentoGrupo,
} from '../../../src/api/contract/checkout';
import type { Db } from '../db/types';
import { formatLocalDateTime } from '../shared/calendar';
import { type ReservationRow, STATUS } from './reservations';
import { confirmationUser } from '../repositories/reservations';
import { earliestHoldExpiry, groupRoomRows } from '../repositories/booking-groups';
import { latestLivePending, latestTransaction } from '../repositories/payment-transactions';

/**
 * The lifecycle of a booking group (every room sharing one identificador), owned by the server
 * (README "Group lifecycle"). The state is derived from the rooms and the gateway's
 * transactions, never stored twice:
 *
 *   reservado --every room confirmed--> confirmado --card approved--------------------> pago
 *                                          |--PIX or boleto issued--> aguardando_pagamento --paid--> pago
 *   reservado | confirmado --deadline passes--> expirado     (the sweep gives the units back)
 *   reservado | confirmado --released (key or owner)--> cancelado
 *   aguardando_pagamento --payment expires--> expirado       (never cancelled while pending)
 *
 * The deadline is one for the whole group: 30 minutes from the first hold, moved by a pending
 * PIX or boleto to that payment's own expiry (a PIX expires at the later of 15 minutes and the
 * hold's end, so hold and PIX end together).
 */

interface TransactionLine {
  metodo: PagamentoGrupo['metodo'];
  status: PagamentoGrupo['status'];
  expira_em: number | null;
  valor_centavos: number;
  boleto_codigo: string;
  pix_qr_code: string;
  transacao_erro: string;
  token: string;
}

const LIVE: readonly number[] = [STATUS.preReserva];
// A no-show was paid: the payment is kept.
const PAID: readonly number[] = [STATUS.confirmada, STATUS.checkIn, STATUS.checkOut, STATUS.noShow];

export function groupRooms(db: Db, identificador: string): ReservationRow[] {
  return groupRoomRows(db, identificador);
}

/** The pending PIX or boleto of the group still payable at `nowMs`, if any. */
export function pendingPayment(
  db: Db,
  identificador: string,
  nowMs: number,
): { token: string; metodo: string; expira_em: number } | undefined {
  const tx = latestLivePending(db, identificador, nowMs);
  return tx && { token: tx.token, metodo: tx.metodo, expira_em: tx.expira_em as number };
}

/** Why a group with a payable PIX or boleto cannot be cancelled, with when it frees itself. */
export function pendingPaymentMessage(metodo: string, expiraEmMs: number): string {
  const until = formatLocalDateTime(expiraEmMs);
  const how = metodo === 'pix' ? 'do PIX' : 'do boleto';
  return `Esta reserva aguarda o pagamento ${how} e não pode ser cancelada agora. Se ele não for pago até ${until}, a reserva expira e os quartos são liberados automaticamente.`;
}

/** End of the group's hold (epoch seconds): the earliest of its live rooms; null when none. */
export function groupDeadline(db: Db, identificador: string): number | null {
  return earliestHoldExpiry(db, identificador);
}

function isConfirmed(db: Db, id: number): boolean {
  return confirmationUser(db, id) !== undefined;
}

/** The state of a group with these rooms (README "Group lifecycle"). */
export function stateOf(
  db: Db,
  identificador: string,
  rooms: readonly ReservationRow[],
  nowMs: number,
): EstadoGrupo {
  if (rooms.some((r) => PAID.includes(r.status_id))) return 'pago';
  const live = rooms.filter((r) => LIVE.includes(r.status_id));
  if (live.length > 0) {
    if (pendingPayment(db, identificador, nowMs)) return 'aguardando_pagamento';
    return live.every((r) => isConfirmed(db, r.id_reservas_front)) ? 'confirmado' : 'reservado';
  }
  return rooms.every((r) => r.status_id === STATUS.cancelada) ? 'cancelado' : 'expirado';
}

function lastPayment(db: Db, identificador: string): PagamentoGrupo | null {
  const tx = latestTransaction(db, identificador) as TransactionLine | undefined;
  if (!tx) return null;
  return {
    metodo: tx.metodo,
    status: tx.status,
    expira_em: tx.expira_em === null ? null : new Date(tx.expira_em).toISOString(),
    valor: tx.valor_centavos / 100,
    boleto_codigo: tx.boleto_codigo,
    boleto_link: tx.metodo === 'boleto' ? `/payments/boleto/${tx.token}.pdf` : '',
    pix_qr_code: tx.pix_qr_code,
    transacao_erro: tx.transacao_erro,
  };
}

/** What POST /reserva/grupo answers. */
export function describeGroup(
  db: Db,
  identificador: string,
  rooms: readonly ReservationRow[],
  nowMs: number,
): GrupoReservaResponse {
  const estado = stateOf(db, identificador, rooms, nowMs);
  const deadline = groupDeadline(db, identificador);
  const live =
    estado === 'reservado' || estado === 'confirmado' || estado === 'aguardando_pagamento';
  return {
    identificador,
    estado,
    agora: new Date(nowMs).toISOString(),
    expira_em: live && deadline !== null ? new Date(deadline * 1000).toISOString() : null,
    reservas: rooms.map((r) => ({
      id_reservas_front: r.id_reservas_front,
      numero_reserva: r.numero_reserva,
      status_id: r.status_id,
    })),
    pagamento: lastPayment(db, identificador),
  };
}
