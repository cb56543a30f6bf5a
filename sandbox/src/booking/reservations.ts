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

export const STATUS = {
  preReserva: 1,
  confirmada: 2,
  cancelada: 3,
  checkIn: 4,
  checkOut: 5,
  expirada: 6,
} as const;

/** Statuses that hold one unit of the room type on every night of the stay. */
export const HOLDING_STATUSES: readonly number[] = [
  STATUS.preReserva,
  STATUS.confirmada,
  STATUS.checkIn,
];

export const MEAL_PLAN_LABELS: Record<Pensao, string> = {
  sem: 'Sem café',
  cafe: 'Café da manhã',
  meia: 'Meia pensão',
  inteira: 'Pensão completa',
};

export interface ReservationRow {
  id_reservas_front: number;
  numero_reserva: string;
  user_id: number;
  id_hotel: number;
  room_type_id: number;
  contrato_id: number | null;
  /** yyyy-mm-dd */
  data_chegada: string;
  /** yyyy-mm-dd, exclusive */
  data_partida: string;
  qtd_adultos: number;
  qtd_criancas_pagantes: number;
  qtd_criancas_nao_pagantes: number;
  pensao: Pensao;
  tarifa: string;
  cupom: string;
  valor_total_centavos: number;
  forma_pagamento_id: number | null;
  status_id: number;
  /** Local time yyyy-mm-dd HH:MM:SS */
  criado_em: string;
  expira_em: number | null;
  identificador: string;
  observacoes: string;
  pre_check_in_hash: string | null;
  pre_check_in_expira_em: number | null;
  pre_check_in_concluido: number;
  horario_chegada: string | null;
  /** JSON of the accepted PoliticaCancelamento (migration 7); null before a confirmation. */
  politica_cancelamento: string | null;
  /** Epoch ms of the acceptance. */
  politica_aceita_em: number | null;
}

export function findReservationById(db: Db, id: number): ReservationRow | undefined {
  return db.prepare('SELECT * FROM reservations WHERE id_reservas_front = ?').get(id) as
    ReservationRow | undefined;
}

export function findReservationByNumber(db: Db, numero: string): ReservationRow | undefined {
  return db
    .prepare('SELECT * FROM reservations WHERE numero_reserva = ?')
    .get(numero.trim().toUpperCase()) as ReservationRow | undefined;
}

export const childrenOf = (row: ReservationRow): number =>
  row.qtd_criancas_pagantes + row.qtd_criancas_nao_pagantes;

// --- Inventory ---------------------------------------------------------------------------------

/**
 * Free units of a room type on every night of [arrival, departure): the fewest of
 * allotment - reservados, 0 when a night is closed or outside the inventory.
 */
export function freeUnits(db: Db, roomTypeId: number, arrival: Day, departure: Day): number {
  const row = db
    .prepare(
      `SELECT COUNT(*) AS nights,
         MIN(CASE WHEN fechado = 1 THEN 0 ELSE MAX(allotment - reservados, 0) END) AS livres
       FROM room_nights WHERE room_type_id = ? AND data >= ? AND data < ?`,
    )
    .get(roomTypeId, toIso(arrival), toIso(departure)) as { nights: number; livres: number | null };
  return row.nights === departure - arrival ? (row.livres ?? 0) : 0;
}

/** Takes (+1) or gives back (-1) one unit on every night of the stay that is in the inventory. */
export function adjustInventory(db: Db, row: ReservationRow, delta: 1 | -1): void {
  db.prepare(
    `UPDATE room_nights SET reservados = MAX(reservados + ?, 0)
     WHERE room_type_id = ? AND data >= ? AND data < ?`,
  ).run(delta, row.room_type_id, row.data_chegada, row.data_partida);
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
  const tariff = db
    .prepare('SELECT valor_adulto_centavos AS v FROM tariffs WHERE room_type_id = ? AND pensao = ?')
    .get(roomTypeId, pensao) as { v: number } | undefined;
  if (!tariff) throw new Error(`Sem tarifa para a unidade ${roomTypeId}`);
  let total = 0;
  for (let day = arrival; day < departure; day++) {
    const adult = halfUpPercent(tariff.v, SEASON_PERCENT[seasonOf(day)]);
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
    const hotel = db
      .prepare('SELECT hotel_id FROM room_types WHERE id = ?')
      .get(input.roomTypeId) as { hotel_id: number } | undefined;
    if (!hotel) throw new Error(`Unidade ${input.roomTypeId} inexistente`);
    const id =
      input.id ??
      (
        db
          .prepare('SELECT COALESCE(MAX(id_reservas_front), 0) + 1 AS id FROM reservations')
          .get() as {
          id: number;
        }
      ).id;
    const numero = input.numeroReserva ?? reservationNumber(id, Number(input.criadoEm.slice(0, 4)));
    db.prepare(
      `INSERT INTO reservations (id_reservas_front, numero_reserva, user_id, id_hotel, room_type_id, contrato_id,
         data_chegada, data_partida, qtd_adultos, qtd_criancas_pagantes, qtd_criancas_nao_pagantes, pensao,
         tarifa, cupom, valor_total_centavos, forma_pagamento_id, status_id, criado_em, expira_em,
         identificador, observacoes)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      id,
      numero,
      input.userId,
      hotel.hotel_id,
      input.roomTypeId,
      input.contratoId ?? null,
      toIso(input.arrival),
      toIso(input.departure),
      input.adults,
      input.payingChildren,
      input.freeChildren,
      input.pensao,
      input.tarifa ?? '',
      input.cupom ?? '',
      input.totalCents,
      input.formaPagamentoId ?? null,
      input.statusId,
      input.criadoEm,
      input.expiraEm ?? null,
      input.identificador,
      input.observacoes ?? '',
    );
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
    db.prepare(
      'UPDATE reservations SET status_id = ?, observacoes = COALESCE(?, observacoes) WHERE id_reservas_front = ?',
    ).run(statusId, observacoes ?? null, row.id_reservas_front);
    if (held && !holds) {
      adjustInventory(db, row, -1);
      returnForBooking(db, row, row.status_id !== STATUS.preReserva, day);
    }
    if (!held && holds) adjustInventory(db, row, 1);
    return findReservationById(db, row.id_reservas_front) as ReservationRow;
  })();
}

// --- Wire shapes --------------------------------------------------------------------------------

interface ResumoExtra {
  hotel: string;
  uh: string;
  principal: string | null;
  titular: string;
}

/** Arrival strictly after today: the reservation can still be confirmed or cancelled. */
export function arrivesInFuture(row: ReservationRow, now: Day = today()): boolean {
  return fromIso(row.data_chegada) > now;
}

export function toResumo(db: Db, row: ReservationRow): ReservaResumo {
  const extra = db
    .prepare(
      `SELECT h.nome AS hotel, rt.nome AS uh, u.nome AS titular,
         (SELECT g.nome || ' ' || g.sobrenome FROM reservation_guests g
          WHERE g.reservation_id = r.id_reservas_front AND g.principal = 1) AS principal
       FROM reservations r JOIN hotels h ON h.id = r.id_hotel JOIN room_types rt ON rt.id = r.room_type_id
         JOIN users u ON u.id = r.user_id
       WHERE r.id_reservas_front = ?`,
    )
    .get(row.id_reservas_front) as ResumoExtra;
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
  const c = db
    .prepare(
      `SELECT c.numero_contrato,
         (SELECT COALESCE(-SUM(m.pontos), 0) FROM contract_point_movements m
           WHERE m.id_reservas_front = ? AND m.tipo IN ('uso_reserva', 'devolucao_cancelamento')) AS pontos
       FROM contracts c WHERE c.contratos_id = ?`,
    )
    .get(row.id_reservas_front, row.contrato_id) as
    { numero_contrato: string; pontos: number } | undefined;
  return c ? { numero_contrato: c.numero_contrato, pontos: c.pontos } : {};
}
