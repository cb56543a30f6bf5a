import type { ReservaResumo, RoomingListResponse } from '../../../src/api/contract/account';
import type { Db } from '../db/types';
import { type Day, toIso } from '../shared/calendar';
import { DomainError } from '../shared/domain-error';
import { listGuests } from './reservation-guests';
import { type ReservationRow, STATUS, toResumo } from './reservations';
import { hotelExists, hotelName } from '../repositories/catalogue';

/** The report's filter (/relatorio/reservas, product-rules §3 and §7), already checked. */
export interface ReportFilter {
  reservaInicio: Day | null;
  reservaFim: Day | null;
  estadiaInicio: Day | null;
  estadiaFim: Day | null;
  /** 0 = any. */
  status: number;
  /** 0 = any. */
  hotel: number;
  numero: string;
  contrato: string;
}

/**
 * The user's own reservations matching `filter`, newest first (id_pessoa is never read: a
 * customer only ever sees their own). Stays overlap [inicio, fim] night by night.
 */
export function reservationReport(db: Db, userId: number, filter: ReportFilter): ReservaResumo[] {
  const where = ['r.user_id = ?'];
  const params: (string | number)[] = [userId];
  const add = (clause: string, value: string | number) => {
    where.push(clause);
    params.push(value);
  };
  if (filter.reservaInicio !== null)
    add('substr(r.criado_em, 1, 10) >= ?', toIso(filter.reservaInicio));
  if (filter.reservaFim !== null) add('substr(r.criado_em, 1, 10) <= ?', toIso(filter.reservaFim));
  // Nights run from the arrival to the day before the departure.
  if (filter.estadiaInicio !== null) add('r.data_partida > ?', toIso(filter.estadiaInicio));
  if (filter.estadiaFim !== null) add('r.data_chegada <= ?', toIso(filter.estadiaFim));
  if (filter.status !== 0) add('r.status_id = ?', filter.status);
  if (filter.hotel !== 0) add('r.id_hotel = ?', filter.hotel);
  if (filter.numero !== '') add('r.numero_reserva = ?', filter.numero.toUpperCase());
  if (filter.contrato !== '') {
    add(
      'r.contrato_id IN (SELECT contratos_id FROM contracts WHERE numero_contrato = ? AND user_id = r.user_id)',
      filter.contrato.toUpperCase(),
    );
  }
  const rows = db
    .prepare(
      `SELECT r.* FROM reservations r WHERE ${where.join(' AND ')}
       ORDER BY r.criado_em DESC, r.id_reservas_front DESC`,
    )
    .all(...params) as ReservationRow[];
  return rows.map((row) => toResumo(db, row));
}

/**
 * A group's rooming list, public through its link (the long, random identificador is the
 * secret): names only, no contact data or document numbers.
 */
export function roomingList(db: Db, identificador: string): RoomingListResponse {
  const rows = db
    .prepare(
      'SELECT * FROM reservations WHERE identificador = ? AND status_id <> ? ORDER BY id_reservas_front',
    )
    .all(identificador, STATUS.cancelada) as ReservationRow[];
  const first = rows[0];
  if (!first) throw new DomainError('not_found', 'Rooming list não encontrada.');
  const hotel = { nome: hotelName(db, first.id_hotel) };
  return {
    identificador: first.identificador,
    hotel: hotel.nome,
    reservas: rows.map((row) => ({
      ...toResumo(db, row),
      hospedes: listGuests(db, row.id_reservas_front).map((h) => ({
        ...h,
        telefone: '',
        email: '',
        numero_documento: '',
      })),
    })),
  };
}

/** A hotel exists (the report's hotel filter). */
export { hotelExists };
