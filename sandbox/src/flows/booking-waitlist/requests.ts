/**
 * The contract bookings' waitlist (sandbox README "Contract booking waitlist", issue 51): a
 * member whose room type has no unit for a stay leaves a request with the party and its guests,
 * accepting then the rules and the cancellation policy, since no one asks again; nothing is
 * debited while it waits. serve.ts confirms it when a unit frees up. It spans the booking (room
 * types, units, guests) and the club (contracts, points), so it lives above both.
 */
import {
  type BookingWaitlistOptionsResponse,
  type BookingWaitlistView,
} from '../../../../src/api/contract/booking-waitlist';
import { WAITLIST_MAX_PER_CONTRACT } from '../../../../src/api/contract/deposit-waitlist';
import { BOOKING_WAITLIST_RULES } from './rules';
import type { Pensao } from '../../../../src/api/contract/search';
import type { Db } from '../../db/types';
import type { AvailabilityEngine } from '../../booking/availability';
import { roomStayPoints } from '../../booking/contract-points';
import { freeUnits } from '../../booking/reservations';
import { availablePoints, requirePayable } from '../../club/week-deposits';
import { contractById, type ContractRow } from '../../repositories/club-contracts';
import { activeRequestsOfContract } from '../../repositories/deposit-waitlist';
import { findReservationById } from '../../repositories/reservations';
import { hotelName } from '../../repositories/catalogue';
import { roomTypeRow, type RoomTypeRow } from '../../repositories/room-types';
import {
  activeBookingRequestsOfContract,
  activeRequestsForRoomType,
  bookingRequestsOfUser,
  changeBookingRequestExpiry,
  closeBookingRequest,
  earlierRequestsForRoomType,
  findBookingRequest,
  insertBookingRequest,
  lastBookingRequestSkip,
  type BookingWaitlistRow,
} from '../../repositories/booking-waitlist';
import { fromIso, toIso, toWire, type Day } from '../../shared/calendar';
import { DomainError, invalid } from '../../shared/domain-error';
import type { GuestInput } from '../../shared/guest-input';

const NOT_FOUND = 'Pedido da lista de espera não encontrado.';

/** The stay a request asks for, and how far around its arrival it will do. */
export interface AskedStay {
  arrival: Day;
  nights: number;
  flex: number;
}

export const stayOf = (row: BookingWaitlistRow): AskedStay => ({
  arrival: fromIso(row.chegada),
  nights: row.noites,
  flex: row.flex_dias,
});

/**
 * The arrivals a request accepts from `today`, the nearest to the one asked for first (earlier
 * before later at the same distance); never today or before.
 */
export function candidateArrivals({ arrival, flex }: AskedStay, today: Day): Day[] {
  const days: Day[] = [];
  for (let d = 0; d <= flex; d++) {
    for (const day of d === 0 ? [arrival] : [arrival - d, arrival + d]) {
      if (day > today) days.push(day);
    }
  }
  return days;
}

/** The last day a request may wait: the day before the latest arrival it accepts. */
export const lastWaitingDay = ({ arrival, flex }: AskedStay): Day => arrival + flex - 1;

/** The first arrival that has a unit for the whole stay now, or null. */
export function freeArrival(db: Db, roomTypeId: number, stay: AskedStay, today: Day): Day | null {
  return (
    candidateArrivals(stay, today).find(
      (a) => freeUnits(db, roomTypeId, a, a + stay.nights) >= 1,
    ) ?? null
  );
}

function checkExpiry(expiry: Day, stay: AskedStay, today: Day): void {
  const last = lastWaitingDay(stay);
  if (expiry < today || expiry > last) {
    throw invalid(`Escolha até quando esperar: de ${toWire(today)} a ${toWire(last)}.`);
  }
}

/** The contract's requests in both queues, against the one limit. */
function requireRoomInQueue(db: Db, contract: ContractRow): void {
  const waiting =
    activeBookingRequestsOfContract(db, contract.contratos_id) +
    activeRequestsOfContract(db, contract.contratos_id).length;
  if (waiting >= WAITLIST_MAX_PER_CONTRACT) {
    throw new DomainError(
      'conflict',
      `O contrato ${contract.numero_contrato} já tem ${WAITLIST_MAX_PER_CONTRACT} pedidos na lista de espera: cancele um para fazer outro.`,
    );
  }
}

export interface StayAsk {
  contract: ContractRow;
  hotelId: number;
  arrival: Day;
  departure: Day;
  adults: number;
  childAges: number[];
  today: Day;
}

/** The hotel's room types that seat the party, with the stay's points and the units free now. */
export function waitlistOptions(
  db: Db,
  engine: AvailabilityEngine,
  ask: StayAsk,
): BookingWaitlistOptionsResponse {
  const rows = engine.search({
    arrival: ask.arrival,
    departure: ask.departure,
    rooms: [{ adults: ask.adults, childAges: ask.childAges }],
    hotelId: ask.hotelId,
    uhId: 0,
    coupon: '',
    contract: true,
    member: false,
    today: ask.today,
  });
  return {
    hotel: hotelName(db, ask.hotelId),
    opcoes: rows.map((row) => ({
      id_uh: row.id_uh,
      quarto: (roomTypeRow(db, row.id_uh) as RoomTypeRow).nome,
      qtd_pontos: roomStayPoints(db, row.id_uh, ask.arrival, ask.departure),
      disponiveis: freeUnits(db, row.id_uh, ask.arrival, ask.departure),
    })),
    pontos_disponiveis: availablePoints(db, ask.contract, ask.today),
    regras: BOOKING_WAITLIST_RULES,
  };
}

export interface JoinAsk extends StayAsk {
  userId: number;
  roomTypeId: number;
  pensao: Pensao;
  flex: number;
  expiry: Day;
  guests: GuestInput[];
  nowMs: number;
}

/**
 * Puts a request in the queue, in one immediate transaction: refused, with the reason, when the
 * stay still has a unit, the party does not fit the room, the contract could not pay it now, or
 * the contract already waits twice.
 */
export function joinBookingWaitlist(
  db: Db,
  engine: AvailabilityEngine,
  ask: JoinAsk,
): BookingWaitlistView {
  const { contract, arrival, departure, today } = ask;
  const stay: AskedStay = { arrival, nights: departure - arrival, flex: ask.flex };
  if (arrival <= today) throw invalid('A chegada deve ser a partir de amanhã.');
  checkExpiry(ask.expiry, stay, today);
  const fits = waitlistOptions(db, engine, ask).opcoes.some((o) => o.id_uh === ask.roomTypeId);
  if (!fits) throw invalid('Este tipo de quarto não acomoda os hóspedes informados.');
  return db
    .transaction(() => {
      requirePayable(db, contract, roomStayPoints(db, ask.roomTypeId, arrival, departure), today);
      // A unit free now goes to the requests already waiting for it (the sweep serves them next):
      // only with none waiting is the member sent to book it directly.
      const queued = activeRequestsForRoomType(db, ask.roomTypeId).some((r) =>
        compete(stayOf(r), stay),
      );
      if (!queued && freeUnits(db, ask.roomTypeId, arrival, departure) >= 1) {
        throw new DomainError(
          'conflict',
          'Ainda há quarto livre nestas datas: faça a reserva direto, sem lista de espera.',
        );
      }
      requireRoomInQueue(db, contract);
      const row = insertBookingRequest(db, {
        contratos_id: contract.contratos_id,
        user_id: ask.userId,
        room_type_id: ask.roomTypeId,
        pensao: ask.pensao,
        chegada: toIso(arrival),
        noites: stay.nights,
        flex_dias: ask.flex,
        adultos: ask.adults,
        idades_criancas: JSON.stringify(ask.childAges),
        hospedes: JSON.stringify(ask.guests),
        criado_em: ask.nowMs,
        expira_em: toIso(ask.expiry),
      });
      return viewOf(db, row);
    })
    .immediate();
}

/** Whether two requests could want the same unit: their accepted stays overlap. */
function compete(a: AskedStay, b: AskedStay): boolean {
  return (
    a.arrival - a.flex < b.arrival + b.flex + b.nights &&
    b.arrival - b.flex < a.arrival + a.flex + a.nights
  );
}

/** Place in the queue: the earlier active requests for the room type that compete, plus one. */
function queuePosition(db: Db, row: BookingWaitlistRow): number {
  const stay = stayOf(row);
  return earlierRequestsForRoomType(db, row).filter((r) => compete(stayOf(r), stay)).length + 1;
}

function viewOf(db: Db, row: BookingWaitlistRow): BookingWaitlistView {
  const stay = stayOf(row);
  const roomType = roomTypeRow(db, row.room_type_id) as RoomTypeRow;
  const contract = contractById(db, row.contratos_id) as ContractRow;
  const booked = row.reserva_id === null ? undefined : findReservationById(db, row.reserva_id);
  return {
    pedido_id: row.id,
    numero_contrato: contract.numero_contrato,
    hotel: hotelName(db, roomType.hotel_id),
    quarto: roomType.nome,
    cod_pensao: row.pensao,
    data_chegada: toWire(booked ? fromIso(booked.data_chegada) : stay.arrival),
    data_partida: toWire(booked ? fromIso(booked.data_partida) : stay.arrival + stay.nights),
    noites: row.noites,
    flexibilidade_dias: row.flex_dias,
    qtd_adultos: row.adultos,
    idades_criancas: JSON.parse(row.idades_criancas) as number[],
    qtd_pontos: roomStayPoints(db, row.room_type_id, stay.arrival, stay.arrival + stay.nights),
    criado_em: new Date(row.criado_em).toISOString(),
    expira_em: toWire(fromIso(row.expira_em)),
    expira_em_max: toWire(lastWaitingDay(stay)),
    status: row.status,
    posicao: row.status === 'ativo' ? queuePosition(db, row) : null,
    numero_reserva: booked?.numero_reserva ?? null,
    ultimo_motivo: lastBookingRequestSkip(db, row.id),
  };
}

/** The member's requests, newest first (the sweep ahead of every call has served the queue). */
export function bookingWaitlistOf(db: Db, userId: number): BookingWaitlistView[] {
  return bookingRequestsOfUser(db, userId).map((row) => viewOf(db, row));
}

function ownRequest(db: Db, userId: number, id: number): BookingWaitlistRow {
  const row = findBookingRequest(db, id);
  if (!row || row.user_id !== userId) throw new DomainError('not_found', NOT_FOUND);
  if (row.status !== 'ativo') {
    throw new DomainError('conflict', 'Este pedido não está mais na lista de espera.');
  }
  return row;
}

export function changeBookingRequestExpiryOf(
  db: Db,
  userId: number,
  id: number,
  expiry: Day,
  today: Day,
): BookingWaitlistView {
  return db
    .transaction(() => {
      const row = ownRequest(db, userId, id);
      checkExpiry(expiry, stayOf(row), today);
      changeBookingRequestExpiry(db, id, toIso(expiry));
      return viewOf(db, findBookingRequest(db, id) as BookingWaitlistRow);
    })
    .immediate();
}

export function cancelBookingRequest(
  db: Db,
  userId: number,
  id: number,
  nowMs: number,
): BookingWaitlistView {
  return db
    .transaction(() => {
      ownRequest(db, userId, id);
      closeBookingRequest(db, id, 'cancelado', nowMs);
      return viewOf(db, findBookingRequest(db, id) as BookingWaitlistRow);
    })
    .immediate();
}

export { viewOf as bookingRequestView };
