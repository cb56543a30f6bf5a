import type { Pensao } from '../../../src/api/contract/search';
import type { Db } from '../db/types';

/**
 * The reservations table: one row per room of a booking group (`identificador`), with its
 * status, stay, party, price and the guest's choices. The booking's rules are booking/.
 */

export const STATUS = {
  preReserva: 1,
  confirmada: 2,
  cancelada: 3,
  checkIn: 4,
  checkOut: 5,
  expirada: 6,
  /** The hotel recorded that the guest never came (booking/reservation-no-show.ts). */
  noShow: 7,
} as const;

/** Statuses that hold one unit of the room type on every night of the stay. */
export const HOLDING_STATUSES: readonly number[] = [
  STATUS.preReserva,
  STATUS.confirmada,
  STATUS.checkIn,
];

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
  /** What the member rate took off the held price when its buyer made an account (migration 32). */
  economia_cliente_centavos: number;
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

export function nextReservationId(db: Db): number {
  return (
    db.prepare('SELECT COALESCE(MAX(id_reservas_front), 0) + 1 AS id FROM reservations').get() as {
      id: number;
    }
  ).id;
}

/** The columns a reservation is created with (the rest start empty). */
export type NewReservationRow = Pick<
  ReservationRow,
  | 'id_reservas_front'
  | 'numero_reserva'
  | 'user_id'
  | 'id_hotel'
  | 'room_type_id'
  | 'contrato_id'
  | 'data_chegada'
  | 'data_partida'
  | 'qtd_adultos'
  | 'qtd_criancas_pagantes'
  | 'qtd_criancas_nao_pagantes'
  | 'pensao'
  | 'tarifa'
  | 'cupom'
  | 'valor_total_centavos'
  | 'forma_pagamento_id'
  | 'status_id'
  | 'criado_em'
  | 'expira_em'
  | 'identificador'
  | 'observacoes'
>;

export function insertReservation(db: Db, row: NewReservationRow): void {
  db.prepare(
    `INSERT INTO reservations (id_reservas_front, numero_reserva, user_id, id_hotel, room_type_id, contrato_id,
       data_chegada, data_partida, qtd_adultos, qtd_criancas_pagantes, qtd_criancas_nao_pagantes, pensao,
       tarifa, cupom, valor_total_centavos, forma_pagamento_id, status_id, criado_em, expira_em,
       identificador, observacoes)
     VALUES (@id_reservas_front, @numero_reserva, @user_id, @id_hotel, @room_type_id, @contrato_id,
       @data_chegada, @data_partida, @qtd_adultos, @qtd_criancas_pagantes, @qtd_criancas_nao_pagantes, @pensao,
       @tarifa, @cupom, @valor_total_centavos, @forma_pagamento_id, @status_id, @criado_em, @expira_em,
       @identificador, @observacoes)`,
  ).run(row);
}

/** The new status, and the note when one is given (a cancellation's reason). */
export function setReservationStatus(
  db: Db,
  id: number,
  statusId: number,
  observacoes?: string,
): void {
  db.prepare(
    'UPDATE reservations SET status_id = ?, observacoes = COALESCE(?, observacoes) WHERE id_reservas_front = ?',
  ).run(statusId, observacoes ?? null, id);
}

/** The names a reservation's summary shows: hotel, room type, account holder, principal guest. */
export function summaryNames(
  db: Db,
  id: number,
): { hotel: string; uh: string; titular: string; principal: string | null } {
  return db
    .prepare(
      `SELECT h.nome AS hotel, rt.nome AS uh, u.nome AS titular,
         (SELECT g.nome || ' ' || g.sobrenome FROM reservation_guests g
          WHERE g.reservation_id = r.id_reservas_front AND g.principal = 1) AS principal
       FROM reservations r JOIN hotels h ON h.id = r.id_hotel JOIN room_types rt ON rt.id = r.room_type_id
         JOIN users u ON u.id = r.user_id
       WHERE r.id_reservas_front = ?`,
    )
    .get(id) as { hotel: string; uh: string; titular: string; principal: string | null };
}

/** The hotel a room type belongs to. */
export function hotelOfRoomType(db: Db, roomTypeId: number): number | undefined {
  const row = db.prepare('SELECT hotel_id FROM room_types WHERE id = ?').get(roomTypeId) as
    { hotel_id: number } | undefined;
  return row?.hotel_id;
}

/** The counter tariff of a room type and meal plan: one adult's night, in cents, before season. */
export function counterTariffCents(db: Db, roomTypeId: number, pensao: Pensao): number | undefined {
  const row = db
    .prepare('SELECT valor_adulto_centavos AS v FROM tariffs WHERE room_type_id = ? AND pensao = ?')
    .get(roomTypeId, pensao) as { v: number } | undefined;
  return row?.v;
}

/** The user's reservations, newest first. */
export function reservationsOfUser(db: Db, userId: number): ReservationRow[] {
  return db
    .prepare(
      'SELECT * FROM reservations WHERE user_id = ? ORDER BY criado_em DESC, id_reservas_front DESC',
    )
    .all(userId) as ReservationRow[];
}

/** Who confirmed the room (its guests and terms), or undefined before a confirmation. */
export function confirmationUser(db: Db, id: number): { user_id: number } | undefined {
  return db
    .prepare('SELECT user_id FROM reservation_confirmations WHERE reservation_id = ?')
    .get(id) as { user_id: number } | undefined;
}

/** The room's hold ends at `seconds` (null: it no longer expires). */
/**
 * A held room priced again at the member rate (booking/member-price.ts): its total, its rate,
 * what that took off (added to any earlier saving) and its new owner, the customer.
 */
export function setMemberPrice(
  db: Db,
  id: number,
  price: { userId: number; totalCents: number; tarifa: string; savedCents: number },
): void {
  db.prepare(
    `UPDATE reservations SET user_id = @userId, valor_total_centavos = @totalCents, tarifa = @tarifa,
       economia_cliente_centavos = economia_cliente_centavos + @savedCents
     WHERE id_reservas_front = @id`,
  ).run({ ...price, id });
}

export function setHoldExpiry(db: Db, id: number, seconds: number | null): void {
  db.prepare('UPDATE reservations SET expira_em = ? WHERE id_reservas_front = ?').run(seconds, id);
}

/** What cancelling a room kept and gave back, against the charge that paid it. */
export function insertCancellationRecord(
  db: Db,
  record: {
    reservationId: number;
    paidCents: number;
    penaltyCents: number;
    refundCents: number;
    motivo: string;
    transactionToken: string | null;
    nowMs: number;
  },
): void {
  db.prepare(
    `INSERT INTO reservation_cancellations (reservation_id, valor_pago_centavos, multa_centavos,
       reembolso_centavos, motivo, transacao_token, criado_em) VALUES (?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    record.reservationId,
    record.paidCents,
    record.penaltyCents,
    record.refundCents,
    record.motivo,
    record.transactionToken,
    record.nowMs,
  );
}

/** A room confirmed: its user, method and accepted policy, and the confirmation's record. */
export function recordConfirmation(
  db: Db,
  c: {
    reservationId: number;
    userId: number;
    formaPagamentoId: number | null;
    policyJson: string;
    /** As the client sent it (the confirmation's record). */
    valorDiariaMedia: string | number;
    nowMs: number;
  },
): void {
  db.prepare(
    `UPDATE reservations SET user_id = ?, forma_pagamento_id = ?, politica_cancelamento = ?,
       politica_aceita_em = ? WHERE id_reservas_front = ?`,
  ).run(c.userId, c.formaPagamentoId, c.policyJson, c.nowMs, c.reservationId);
  db.prepare(
    `INSERT INTO reservation_confirmations (reservation_id, user_id, forma_pagamento_id, valor_diaria_media, criado_em)
     VALUES (?, ?, ?, ?, ?)`,
  ).run(c.reservationId, c.userId, c.formaPagamentoId, c.valorDiariaMedia, c.nowMs);
}

/** The cancellation policy accepted for a room, when (epoch ms): a waitlist request's acceptance. */
export function recordPolicyAccepted(
  db: Db,
  reservationId: number,
  policyJson: string,
  acceptedMs: number,
): void {
  db.prepare(
    'UPDATE reservations SET politica_cancelamento = ?, politica_aceita_em = ? WHERE id_reservas_front = ?',
  ).run(policyJson, acceptedMs, reservationId);
}

/** The pre-check-in link's hash and expiry (seconds); an earlier link stops working. */
export function setPreCheckInLink(db: Db, id: number, hash: string, expiresSeconds: number): void {
  db.prepare(
    'UPDATE reservations SET pre_check_in_hash = ?, pre_check_in_expira_em = ? WHERE id_reservas_front = ?',
  ).run(hash, expiresSeconds, id);
}

/** The pre-check-in is done: the link is spent and the arrival time kept. */
export function completePreCheckIn(db: Db, id: number, horario: string): void {
  db.prepare(
    `UPDATE reservations SET pre_check_in_concluido = 1, pre_check_in_hash = NULL, horario_chegada = ?
     WHERE id_reservas_front = ?`,
  ).run(horario, id);
}

/** The report's filter: ISO days or null, 0 or '' for any. */
export interface ReservationFilter {
  reservedFrom: string | null;
  reservedTo: string | null;
  /** The stay has a night on or after this day. */
  stayFrom: string | null;
  /** The stay has a night on or before this day. */
  stayTo: string | null;
  status: number;
  hotel: number;
  numero: string;
  contrato: string;
}

/** The user's reservations matching `filter`, newest first. */
export function reservationsMatching(
  db: Db,
  userId: number,
  filter: ReservationFilter,
): ReservationRow[] {
  const where = ['r.user_id = ?'];
  const params: (string | number)[] = [userId];
  const add = (clause: string, value: string | number) => {
    where.push(clause);
    params.push(value);
  };
  if (filter.reservedFrom !== null) add('substr(r.criado_em, 1, 10) >= ?', filter.reservedFrom);
  if (filter.reservedTo !== null) add('substr(r.criado_em, 1, 10) <= ?', filter.reservedTo);
  // Nights run from the arrival to the day before the departure.
  if (filter.stayFrom !== null) add('r.data_partida > ?', filter.stayFrom);
  if (filter.stayTo !== null) add('r.data_chegada <= ?', filter.stayTo);
  if (filter.status !== 0) add('r.status_id = ?', filter.status);
  if (filter.hotel !== 0) add('r.id_hotel = ?', filter.hotel);
  if (filter.numero !== '') add('r.numero_reserva = ?', filter.numero);
  if (filter.contrato !== '') {
    add(
      'r.contrato_id IN (SELECT contratos_id FROM contracts WHERE numero_contrato = ? AND user_id = r.user_id)',
      filter.contrato,
    );
  }
  return db
    .prepare(
      `SELECT r.* FROM reservations r WHERE ${where.join(' AND ')}
       ORDER BY r.criado_em DESC, r.id_reservas_front DESC`,
    )
    .all(...params) as ReservationRow[];
}

/** The user's reservations booked against these contracts, newest first. */
export function reservationsOfContracts(
  db: Db,
  userId: number,
  contractIds: readonly number[],
): ReservationRow[] {
  return db
    .prepare(
      `SELECT * FROM reservations WHERE user_id = ? AND contrato_id IN (${contractIds.map(() => '?').join(',')})
       ORDER BY criado_em DESC, id_reservas_front DESC`,
    )
    .all(userId, ...contractIds) as ReservationRow[];
}
