/**
 * Points of contract bookings (README "Contract bookings"): the hold of a room booked with a
 * contract spends the chart's points (club-points-chart) in the same transaction that takes the
 * unit, and a room that stops holding its unit (released, expired, cancelled) gives points back
 * by the return rule. Both are ledger movements linked to the reservation, so the statement
 * shows them and the balance stays the sum of the movements.
 */
import type { Db } from '../db/types';
import { DomainError } from '../shared/domain-error';
import { fromIso, type Day } from '../shared/calendar';
import {
  contractById,
  goodStandingRefusal,
  type ContractRow,
} from '../repositories/club-contracts';
import {
  appendMovement,
  InsufficientPointsError,
  settleLedger,
  spendPoints,
} from '../repositories/club-ledger';
import { pointsReturnOf, type PointsReturn, stayPoints } from '../shared/club-points-chart';
import { roomTypePointsFacts } from '../repositories/room-types';
import { outstandingPointsByLot } from '../repositories/club-ledger';

/** What the caller knows of a reservation (a structural subset of ReservationRow). */
export interface BookedRoom {
  id_reservas_front: number;
  numero_reserva: string;
  contrato_id: number | null;
  room_type_id: number;
  data_chegada: string;
  data_partida: string;
}

const formatPoints = (n: number): string => `${n.toLocaleString('pt-BR')} pontos`;

function contractOf(db: Db, contratosId: number): ContractRow {
  return contractById(db, contratosId) as ContractRow;
}

/** The points a room type costs over a stay, by the chart. */
export function roomStayPoints(db: Db, roomTypeId: number, arrival: Day, departure: Day): number {
  const rt = roomTypePointsFacts(db, roomTypeId);
  if (!rt) return 0;
  return stayPoints(rt.capacidade, rt.exclusivo_clube === 1, arrival, departure);
}

/**
 * Spends the room's points from its contract (inside the hold's transaction). Refusals are 403,
 * like the hold's other contract refusals, which the site shows in the API's words (a 409 there
 * means sold out): the amount due when the contract is not in good standing, both figures when
 * the points do not reach. Returns the points spent.
 */
export function spendForBooking(db: Db, room: BookedRoom, today: Day): number {
  if (room.contrato_id === null) return 0;
  const contract = contractOf(db, room.contrato_id);
  const refusal = goodStandingRefusal(db, contract, today);
  if (refusal !== null) throw new DomainError('forbidden', refusal);
  settleLedger(db, contract, today);
  const pontos = roomStayPoints(
    db,
    room.room_type_id,
    fromIso(room.data_chegada),
    fromIso(room.data_partida),
  );
  try {
    spendPoints(db, contract.contratos_id, {
      data: today,
      tipo: 'uso_reserva',
      pontos,
      descricao: `Reserva ${room.numero_reserva}`,
      reservationId: room.id_reservas_front,
    });
  } catch (error) {
    if (error instanceof InsufficientPointsError) {
      throw new DomainError(
        'forbidden',
        `Pontos insuficientes no contrato ${contract.numero_contrato}: esta reserva custa ${formatPoints(error.needed)} e o contrato tem ${formatPoints(error.available)} disponíveis.`,
      );
    }
    throw error;
  }
  return pontos;
}

interface LotMovement {
  validade: string;
  pontos: number;
}

/** Per lot, the points the reservation used and not yet got back, the latest lot first. */
function outstandingByLot(db: Db, reservationId: number): LotMovement[] {
  return outstandingPointsByLot(db, { reservationId });
}

export interface PointsReturnSimulation extends PointsReturn {
  /** Points the reservation used and has not got back. */
  usados: number;
  /** Points the rule gives back now. */
  devolvidos: number;
}

/** What giving the room up on `today` returns; null when it used no points. */
export function simulatePointsReturn(
  db: Db,
  room: BookedRoom,
  paid: boolean,
  today: Day,
): PointsReturnSimulation | null {
  if (room.contrato_id === null) return null;
  const usados = outstandingByLot(db, room.id_reservas_front).reduce((s, l) => s + l.pontos, 0);
  if (usados === 0) return null;
  const rule = pointsReturnOf(paid, fromIso(room.data_chegada), today);
  return { ...rule, usados, devolvidos: Math.floor((usados * rule.pct) / 100) };
}

/**
 * Gives the room's points back by the rule (inside the status change's transaction): to the lots
 * they came from, the latest-expiring first, each keeping its validity.
 */
export function returnForBooking(db: Db, room: BookedRoom, paid: boolean, today: Day): number {
  const simulation = simulatePointsReturn(db, room, paid, today);
  if (simulation === null || simulation.devolvidos === 0) return 0;
  let left = simulation.devolvidos;
  for (const lot of outstandingByLot(db, room.id_reservas_front)) {
    if (left === 0) break;
    const back = Math.min(left, lot.pontos);
    appendMovement(db, {
      contratosId: room.contrato_id as number,
      data: today,
      tipo: 'devolucao_cancelamento',
      pontos: back,
      validade: fromIso(lot.validade),
      descricao: `Devolução: reserva ${room.numero_reserva} (${simulation.pct}%)`,
      reservationId: room.id_reservas_front,
    });
    left -= back;
  }
  return simulation.devolvidos;
}
