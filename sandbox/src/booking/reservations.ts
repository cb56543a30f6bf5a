import { extraWhen, paidExtrasOf, paidStayTicketsOf } from '../repositories/paid-add-ons';
import type { ReservaResumo } from '../../../src/api/contract/account';
import type { Pensao } from '../../../src/api/contract/search';
import type { Db } from '../db/types';
import { roomNightCents } from './pricing/tariff-rules';
import { policyOf } from './cancellation-policy';
import { returnForBooking } from './contract-points';
import {
  type Day,
  fromIso,
  SEASON_PERCENT,
  seasonOf,
  today,
  toIso,
  toWire,
  wallClock,
} from '../shared/calendar';
import { halfUpPercent, toReais } from '../shared/money';
import { statusLabel } from '../shared/reservation-statuses';

/**
 * Reservations of the main API (one row per room) and the inventory they hold; their guests
 * are in reservation-guests.ts, the pre-check-in link in pre-check-in.ts. The booking flow
 * creates reservations through createReservation.
 */

export const MEAL_PLAN_LABELS: Record<Pensao, string> = {
  sem: 'Sem café',
  cafe: 'Café da manhã',
  meia: 'Meia pensão',
  inteira: 'Pensão completa',
};

export {
  findReservationById,
  findReservationByNumber,
  HOLDING_STATUSES,
  type ReservationRow,
  STATUS,
} from '../repositories/reservations';
import {
  counterTariffCents,
  findReservationById,
  hotelOfRoomType,
  HOLDING_STATUSES,
  insertReservation,
  nextReservationId,
  type ReservationRow,
  setReservationStatus,
  STATUS,
  summaryNames,
} from '../repositories/reservations';
import { adjustReservedUnits, freeUnitsOnNights } from '../repositories/room-nights';
import { contractPointsOfReservation } from '../repositories/club-ledger';

export const childrenOf = (row: ReservationRow): number =>
  row.qtd_criancas_pagantes + row.qtd_criancas_nao_pagantes;

// --- Inventory ---------------------------------------------------------------------------------

/**
 * Free units of a room type on every night of [arrival, departure): the fewest of
 * allotment - reservados, 0 when a night is closed or outside the inventory.
 */
export function freeUnits(db: Db, roomTypeId: number, arrival: Day, departure: Day): number {
  const row = freeUnitsOnNights(db, roomTypeId, toIso(arrival), toIso(departure));
  return row.nights === departure - arrival ? (row.livres ?? 0) : 0;
}

/** Takes (+1) or gives back (-1) one unit on every night of the stay that is in the inventory. */
export function adjustInventory(db: Db, row: ReservationRow, delta: 1 | -1): void {
  adjustReservedUnits(db, row.room_type_id, row.data_chegada, row.data_partida, delta);
}

// --- Pricing ---------------------------------------------------------------------------------

/**
 * The stay's total in cents at the counter tariff: per night, adults x adult tariff of the plan
 * (season applied) + paying children x half of it. Works for past nights too (no inventory).
 */
export function stayTotalCents(
  db: Db,
  roomTypeId: number,
  arrival: Day,
  departure: Day,
  adults: number,
  payingChildren: number,
  pensao: Pensao,
): number {
  const tariff = counterTariffCents(db, roomTypeId, pensao);
  if (tariff === undefined) throw new Error(`Sem tarifa para a unidade ${roomTypeId}`);
  let total = 0;
  for (let day = arrival; day < departure; day++) {
    const adult = halfUpPercent(tariff, SEASON_PERCENT[seasonOf(day)]);
    total += roomNightCents(adult, adults, payingChildren);
  }
  return total;
}

// --- Creation and changes ---------------------------------------------------------------------

export interface NewReservation {
  /** Fixed id (seed); otherwise the next one. */
  id?: number;
  numeroReserva?: string;
  userId: number;
  roomTypeId: number;
  contratoId?: number | null;
  arrival: Day;
  departure: Day;
  adults: number;
  payingChildren: number;
  freeChildren: number;
  pensao: Pensao;
  tarifa?: string;
  cupom?: string;
  totalCents: number;
  formaPagamentoId?: number | null;
  statusId: number;
  /** Local time yyyy-mm-dd HH:MM:SS */
  criadoEm: string;
  expiraEm?: number | null;
  identificador: string;
  observacoes?: string;
}

/** 'AUR-<year>-<id, 6 digits>' */
export function reservationNumber(id: number, year: number): string {
  return `AUR-${year}-${String(id).padStart(6, '0')}`;
}

/** The hotels' wall-clock time, as stored in criado_em. */
export function localTimestamp(now: Date = new Date()): string {
  const pad = (n: number): string => String(n).padStart(2, '0');
  const { hour, minute, second } = wallClock(now.getTime());
  return `${toIso(today(now))} ${pad(hour)}:${pad(minute)}:${pad(second)}`;
}

/** Inserts a reservation and, when its status holds inventory, takes its units. */
export function createReservation(db: Db, input: NewReservation): ReservationRow {
  return db.transaction(() => {
    const hotelId = hotelOfRoomType(db, input.roomTypeId);
    if (hotelId === undefined) throw new Error(`Unidade ${input.roomTypeId} inexistente`);
    const id = input.id ?? nextReservationId(db);
    const numero = input.numeroReserva ?? reservationNumber(id, Number(input.criadoEm.slice(0, 4)));
    insertReservation(db, {
      id_reservas_front: id,
      numero_reserva: numero,
      user_id: input.userId,
      id_hotel: hotelId,
      room_type_id: input.roomTypeId,
      contrato_id: input.contratoId ?? null,
      data_chegada: toIso(input.arrival),
      data_partida: toIso(input.departure),
      qtd_adultos: input.adults,
      qtd_criancas_pagantes: input.payingChildren,
      qtd_criancas_nao_pagantes: input.freeChildren,
      pensao: input.pensao,
      tarifa: input.tarifa ?? '',
      cupom: input.cupom ?? '',
      valor_total_centavos: input.totalCents,
      forma_pagamento_id: input.formaPagamentoId ?? null,
      status_id: input.statusId,
      criado_em: input.criadoEm,
      expira_em: input.expiraEm ?? null,
      identificador: input.identificador,
      observacoes: input.observacoes ?? '',
    });
    const row = findReservationById(db, id) as ReservationRow;
    if (HOLDING_STATUSES.includes(row.status_id)) adjustInventory(db, row, 1);
    return row;
  })();
}

/**
 * Changes the status, taking or releasing the inventory as the change requires. A contract
 * booking that stops holding its unit gives its points back by the club's return rule (in
 * full when it was never paid), in the same transaction: no path releases a unit and keeps
 * the points, or the other way round.
 */
export function changeStatus(
  db: Db,
  row: ReservationRow,
  statusId: number,
  observacoes?: string,
  day: Day = today(),
): ReservationRow {
  return db.transaction(() => {
    const held = HOLDING_STATUSES.includes(row.status_id);
    const holds = HOLDING_STATUSES.includes(statusId);
    setReservationStatus(db, row.id_reservas_front, statusId, observacoes);
    if (held && !holds) {
      adjustInventory(db, row, -1);
      returnForBooking(db, row, row.status_id !== STATUS.preReserva, day);
    }
    if (!held && holds) adjustInventory(db, row, 1);
    return findReservationById(db, row.id_reservas_front) as ReservationRow;
  })();
}

// --- Wire shapes --------------------------------------------------------------------------------

/** Arrival strictly after today: the reservation can still be confirmed or cancelled. */
export function arrivesInFuture(row: ReservationRow, now: Day = today()): boolean {
  return fromIso(row.data_chegada) > now;
}

export function toResumo(db: Db, row: ReservationRow): ReservaResumo {
  const extra = summaryNames(db, row.id_reservas_front);
  const future = arrivesInFuture(row);
  return {
    id_reservas_front: row.id_reservas_front,
    numero_reserva: row.numero_reserva,
    id_hotel: row.id_hotel,
    hotel: extra.hotel,
    uh: extra.uh,
    pensao: MEAL_PLAN_LABELS[row.pensao],
    data_reserva: toWire(fromIso(row.criado_em.slice(0, 10))),
    data_chegada: toWire(fromIso(row.data_chegada)),
    data_partida: toWire(fromIso(row.data_partida)),
    qtd_adultos: row.qtd_adultos,
    qtd_criancas: childrenOf(row),
    hospede_principal: extra.principal?.trim() || extra.titular,
    status_id: row.status_id,
    status: statusLabel(row.status_id),
    valor_total: toReais(row.valor_total_centavos),
    pode_confirmar: row.status_id === STATUS.preReserva && future,
    pode_cancelar:
      (row.status_id === STATUS.preReserva || row.status_id === STATUS.confirmada) && future,
    pre_check_in_concluido: row.pre_check_in_concluido === 1,
    politica_cancelamento: policyOf(row),
    ...contractFields(db, row),
    ...groupExtras(db, row),
  };
}

/**
 * The extras and park tickets paid with the reservation's group (issue 29), for its summary and
 * voucher.
 */
function groupExtras(
  db: Db,
  row: ReservationRow,
): Pick<ReservaResumo, 'extras_grupo' | 'ingressos_grupo'> {
  const extras = paidExtrasOf(db, row.identificador);
  const tickets = paidStayTicketsOf(db, row.identificador);
  return {
    ...(extras.length > 0
      ? {
          extras_grupo: extras.map((extra) => ({
            nome: extra.nome,
            quando: extraWhen(extra),
            quantidade: extra.quantidade,
            valor: toReais(extra.valor_centavos),
          })),
        }
      : {}),
    ...(tickets.length > 0
      ? {
          ingressos_grupo: tickets.map((t) => ({
            data: toWire(fromIso(t.data_visita)),
            pessoas: t.unidades.length,
            valor: t.valor_total,
          })),
        }
      : {}),
  };
}

/** A contract booking's contract number and the points it used net of returns. */
function contractFields(
  db: Db,
  row: ReservationRow,
): Pick<ReservaResumo, 'numero_contrato' | 'pontos'> {
  if (row.contrato_id === null) return {};
  const c = contractPointsOfReservation(db, row.id_reservas_front, row.contrato_id);
  return c ? { numero_contrato: c.numero_contrato, pontos: c.pontos } : {};
}
