import type { ReservaResumo, RoomingListResponse } from '../../../src/api/contract/account';
import type { Db } from '../db/types';
import { type Day, toIso } from '../shared/calendar';
import { DomainError } from '../shared/domain-error';
import { listGuests } from './reservation-guests';
import { toResumo } from './reservations';
import { hotelName } from '../repositories/catalogue';
import { reservationsMatching } from '../repositories/reservations';
import { liveRoomsOfGroup } from '../repositories/booking-groups';

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
  const iso = (day: Day | null): string | null => (day === null ? null : toIso(day));
  const rows = reservationsMatching(db, userId, {
    reservedFrom: iso(filter.reservaInicio),
    reservedTo: iso(filter.reservaFim),
    stayFrom: iso(filter.estadiaInicio),
    stayTo: iso(filter.estadiaFim),
    status: filter.status,
    hotel: filter.hotel,
    numero: filter.numero.toUpperCase(),
    contrato: filter.contrato.toUpperCase(),
  });
  return rows.map((row) => toResumo(db, row));
}

/**
 * A group's rooming list, public through its link (the long, random identificador is the
 * secret): names only, no contact data or document numbers.
 */
export function roomingList(db: Db, identificador: string): RoomingListResponse {
  const rows = liveRoomsOfGroup(db, identificador);
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
