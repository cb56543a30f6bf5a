/**
 * Serving the contract bookings' waitlist (README "Contract booking waitlist"): when a unit
 * frees up (a cancellation, an expired hold, a released room), the oldest request that accepts
 * it and whose contract can pay becomes a confirmed booking in one immediate transaction: the
 * unit taken, the points debited, the guests recorded, the club tariff put in the financial
 * record, an e-mail with the voucher and the pre-check-in. A contract that cannot pay then is
 * passed over with the reason recorded, and the next request served.
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/types';
import { availabilityEngine, type AvailabilityEngine } from '../../booking/availability';
import { describeRooms } from '../../booking/booking-mail';
import { describePolicy } from '../../booking/cancellation-policy';
import { spendForBooking } from '../../booking/contract-points';
import { planCents } from '../../booking/place-hold';
import { issuePreCheckInLink } from '../../booking/pre-check-in';
import { CHILD_PAYING_AGE } from '../../booking/pricing/tariff-rules';
import { replaceGuests } from '../../booking/reservation-guests';
import {
  createReservation,
  localTimestamp,
  type ReservationRow,
  STATUS,
} from '../../booking/reservations';
import { USAGE_FEE_DUE_DAYS } from '../../club/week-deposits';
import { contractById, type ContractRow, insertFeeLine } from '../../repositories/club-contracts';
import { enqueueMail } from '../../repositories/mail-outbox';
import { recordPolicyAccepted } from '../../repositories/reservations';
import { roomTypeRow, type RoomTypeRow } from '../../repositories/room-types';
import { findUserById, type UserRow } from '../../repositories/users';
import {
  activeBookingRequests,
  closeBookingRequest,
  hasActiveBookingRequests,
  lastBookingRequestSkip,
  recordBookingRequestSkip,
  type BookingWaitlistRow,
} from '../../repositories/booking-waitlist';
import { type Day, fromIso, toIso, toWire } from '../../shared/calendar';
import { DomainError } from '../../shared/domain-error';
import type { GuestInput } from '../../shared/guest-input';
import { escapeHtml } from '../../shared/html';
import { formatBrl } from '../../shared/money';
import { firstName } from '../../shared/person-name';
import { freeArrival, lastWaitingDay, stayOf } from './requests';

/** Whether the request has run out: its last day passed, or no arrival it accepts is left. */
const expired = (row: BookingWaitlistRow, today: Day) =>
  today > fromIso(row.expira_em) || today > lastWaitingDay(stayOf(row));

/**
 * Serves the queue: closes the requests that ran out, then, oldest first, books each whose room
 * type has a unit for an arrival it accepts, or records why its contract could not pay. Reads
 * first and takes the write lock only when there is something to do (it runs before every API
 * call, in the sweep); inside the immediate transaction every check is made again, so parallel
 * sweeps never give one unit twice nor serve out of order. Returns the bookings made.
 */
export function serveBookingWaitlist(db: Db, today: Day, nowMs: number, siteUrl: string): number {
  if (!hasActiveBookingRequests(db)) return 0;
  const due = (row: BookingWaitlistRow) =>
    expired(row, today) || freeArrival(db, row.room_type_id, stayOf(row), today) !== null;
  if (!activeBookingRequests(db).some(due)) return 0;
  let engine: AvailabilityEngine | null = null;
  return db
    .transaction(() => {
      let booked = 0;
      for (const row of activeBookingRequests(db)) {
        if (expired(row, today)) {
          closeBookingRequest(db, row.id, 'expirado', nowMs);
          continue;
        }
        const arrival = freeArrival(db, row.room_type_id, stayOf(row), today);
        if (arrival === null) continue;
        try {
          // A savepoint: a contract that cannot pay leaves nothing of the attempt behind.
          db.transaction(() => {
            engine ??= availabilityEngine(db);
            const reservation = bookFor(db, engine, row, arrival, today, nowMs);
            closeBookingRequest(db, row.id, 'confirmado', nowMs, reservation.id_reservas_front);
            mailServed(db, row, reservation, today, siteUrl);
          })();
          booked++;
        } catch (error) {
          if (!(error instanceof DomainError)) throw error;
          // Once per reason: the sweep tries again on every call while the unit stays free.
          if (lastBookingRequestSkip(db, row.id) !== error.message) {
            recordBookingRequestSkip(db, row.id, nowMs, error.message);
          }
        }
      }
      return booked;
    })
    .immediate();
}

/**
 * The booking, as a confirmed contract booking: priced by the search's own engine (the club
 * tariff of the plan, today), the unit taken, the points spent (good standing and balance
 * checked: a DomainError says why not), the guests and the accepted policy recorded, and the
 * tariff in the financial record.
 */
function bookFor(
  db: Db,
  engine: AvailabilityEngine,
  row: BookingWaitlistRow,
  arrival: Day,
  today: Day,
  nowMs: number,
): ReservationRow {
  const roomType = roomTypeRow(db, row.room_type_id) as RoomTypeRow;
  const childAges = JSON.parse(row.idades_criancas) as number[];
  const departure = arrival + row.noites;
  const line = engine.search({
    arrival,
    departure,
    rooms: [{ adults: row.adultos, childAges }],
    hotelId: roomType.hotel_id,
    uhId: roomType.id,
    coupon: '',
    contract: true,
    member: false,
    today,
  })[0];
  const cents = line ? planCents(line, row.pensao) : 0;
  if (!line || cents <= 0) {
    throw new DomainError('conflict', 'O quarto não está à venda nestas datas.');
  }
  const paying = childAges.filter((age) => age >= CHILD_PAYING_AGE).length;
  const created = createReservation(db, {
    userId: row.user_id,
    roomTypeId: roomType.id,
    contratoId: row.contratos_id,
    arrival,
    departure,
    adults: row.adultos,
    payingChildren: paying,
    freeChildren: childAges.length - paying,
    pensao: row.pensao,
    tarifa: line.tarifa,
    cupom: '',
    totalCents: cents,
    statusId: STATUS.confirmada,
    criadoEm: localTimestamp(new Date(nowMs)),
    identificador: `${roomType.hotel_id}-${randomBytes(18).toString('base64url')}`,
  });
  spendForBooking(db, created, today);
  replaceGuests(db, created.id_reservas_front, JSON.parse(row.hospedes) as GuestInput[]);
  // Accepted with the request: the policy of the rate booked, for a purchase made today.
  recordPolicyAccepted(
    db,
    created.id_reservas_front,
    JSON.stringify(describePolicy(line.tarifa, arrival, today)),
    row.criado_em,
  );
  const contract = contractById(db, row.contratos_id) as ContractRow;
  insertFeeLine(db, {
    contratos_id: contract.contratos_id,
    descricao: `Tarifa do clube, reserva ${created.numero_reserva} (lista de espera)`,
    vencimento: toIso(today + USAGE_FEE_DUE_DAYS),
    valor: cents,
    reserva_id: created.id_reservas_front,
  });
  return created;
}

function mailServed(
  db: Db,
  row: BookingWaitlistRow,
  reservation: ReservationRow,
  today: Day,
  siteUrl: string,
): void {
  const member = findUserById(db, row.user_id) as UserRow;
  const contract = contractById(db, row.contratos_id) as ContractRow;
  const lines = describeRooms(db, [reservation], (r) => issuePreCheckInLink(db, r, siteUrl).link);
  const voucher = `${siteUrl}/voucher-roomlist/${encodeURIComponent(reservation.identificador)}`;
  const due = toWire(today + USAGE_FEE_DUE_DAYS);
  const fee = formatBrl(reservation.valor_total_centavos);
  enqueueMail(db, {
    paraEmail: member.email,
    paraNome: member.nome,
    assunto: `Lista de espera: reserva confirmada (${reservation.numero_reserva})`,
    html: [
      `<p>Olá, ${escapeHtml(firstName(member.nome))}!</p>`,
      `<p>Uma unidade ficou livre e o seu pedido ${row.id} da lista de espera foi atendido: a reserva está confirmada.</p>`,
      `<ul>${lines.html.join('\n')}</ul>`,
      `<p>Foram debitados os pontos da estadia do contrato ${escapeHtml(contract.numero_contrato)}. A tarifa do clube de ${fee} entrou na ficha financeira do contrato, com vencimento em ${due}: pague por PIX ou boleto em 'Pagar 2ª via'.</p>`,
      `<p><a href="${escapeHtml(voucher)}">Ver o voucher e a lista de hóspedes</a></p>`,
      '<p>Cada link de pré-check-in pode ser usado uma vez, até o dia da chegada.</p>',
    ].join('\n'),
    texto: [
      `Lista de espera: reserva ${reservation.numero_reserva} confirmada.`,
      ...lines.text,
      `Tarifa do clube: ${fee}, na ficha financeira do contrato ${contract.numero_contrato}, vencimento ${due}.`,
      `Voucher: ${voucher}`,
    ].join('\n'),
  });
}
