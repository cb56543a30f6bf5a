import { randomBytes } from 'node:crypto';
import type { PedidoAdicionais } from '../../../../src/api/contract/add-ons';
import { findUserById } from '../../repositories/users';
import type { Db } from '../../db/types';
import { dayOfInstant, fromIso, toWire } from '../../shared/calendar';
import { DomainError } from '../../shared/domain-error';
import { hotelName } from '../../repositories/catalogue';
import { createGroupKey } from '../../repositories/group-keys';
import { groupRooms } from '../../booking/group-lifecycle';
import { listGuests } from '../../booking/reservation-guests';
import { type ReservationRow, STATUS } from '../../booking/reservations';
import {
  addOnOrder,
  type AddOnOrderRow,
  expireOpenAddOnOrders,
  insertAddOnOrder,
} from '../../repositories/add-on-orders';

/**
 * Add-on orders (issue 29 part 5; README "Adding to a booking"): extras and park tickets bought
 * for a paid booking, held for 30 minutes under the order's own reference and key (the extras'
 * and tickets' hold calls take them as a group's), paid on their own
 * (flows/settlement/add-on-order.ts).
 */

export const ADD_ON_PREFIX = 'ADD-';
export const ADD_ON_HOLD_MS = 30 * 60_000;
export const ADD_ON_STATUS = { open: 1, paid: 2, expired: 6 } as const;

export const isAddOnReference = (referencia: string) => referencia.startsWith(ADD_ON_PREFIX);

export type { AddOnOrderRow };

export { addOnOrder };

/** The paid rooms of a booking group (confirmed, or the guests already in). */
export function paidRooms(db: Db, identificador: string): ReservationRow[] {
  return groupRooms(db, identificador).filter(
    (r) => r.status_id === STATUS.confirmada || r.status_id === STATUS.checkIn,
  );
}

/** Opens an order for a paid booking whose stay has not ended: its reference and key, once. */
export function openAddOnOrder(db: Db, identificador: string, nowMs: number): PedidoAdicionais {
  const rooms = paidRooms(db, identificador);
  const first = rooms[0];
  if (!first) {
    throw new DomainError('conflict', 'Só é possível adicionar itens a uma reserva paga.');
  }
  if (fromIso(first.data_partida) < dayOfInstant(nowMs)) {
    throw new DomainError('conflict', 'A estadia desta reserva já terminou.');
  }
  const buyer = findUserById(db, first.user_id);
  const referencia = ADD_ON_PREFIX + randomBytes(12).toString('base64url');
  const expira = nowMs + ADD_ON_HOLD_MS;
  insertAddOnOrder(db, { referencia, identificador, expira_em: expira, criado_em: nowMs });
  const chave = createGroupKey(db, referencia, nowMs);
  const ages = rooms.flatMap((room) =>
    listGuests(db, room.id_reservas_front)
      .filter((guest) => guest.tipo === 'crianca')
      .map((guest) => Number(guest.idade)),
  );
  const phones = buyer ? (JSON.parse(buyer.telefones) as { ddd: string; numero: string }[]) : [];
  return {
    referencia,
    chave,
    expira_em: new Date(expira).toISOString(),
    identificador,
    id_hotel: first.id_hotel,
    hotel_nome: hotelName(db, first.id_hotel),
    data_chegada: toWire(fromIso(first.data_chegada)),
    data_partida: toWire(fromIso(first.data_partida)),
    qtd_adultos: rooms.reduce((sum, r) => sum + r.qtd_adultos, 0),
    idades_criancas: ages,
    comprador: {
      nome: buyer?.nome ?? '',
      email: buyer?.email ?? '',
      telefone: phones[0] ? `${phones[0].ddd}${phones[0].numero}` : '',
      cpf: (buyer?.cpf ?? '').replace(/\D/g, ''),
    },
  };
}

/** Open orders past their 30 minutes end: their extras and tickets are released by the sweep. */
export function expireAddOnOrders(db: Db, nowMs: number): void {
  expireOpenAddOnOrders(db, nowMs);
}
