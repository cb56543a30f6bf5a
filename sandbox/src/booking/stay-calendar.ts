import ical from 'ical-generator';
import { HOTEL_TIME_ZONE, withHotelTimeZone } from '../../../src/api/contract/stay-calendar';
import type { Db } from '../db/types';
import { hotelRow, type HotelRow } from '../repositories/catalogue';
import { liveRoomsOfGroup } from '../repositories/booking-groups';
import { roomTypeRow, type RoomTypeRow } from '../repositories/room-types';

/**
 * A group's stays as the .ics the confirmation e-mail links (README "Group lifecycle"): one
 * event per live reservation, check-in to check-out, in the hotels' zone. The site writes its
 * own for /reserva-concluida (src/lib/stay-calendar.ts); both follow the same rules and share
 * the zone's definition through the wire contract (src/api/contract/stay-calendar.ts).
 *
 * ical-generator writes an event's `Date` with a TZID by the machine's local getters, so each
 * time is built with `new Date(y, m, d, h, min)`. The calendar gets no zone of its own (its
 * DTSTAMP stays UTC), and the VTIMEZONE is inserted before the events (withHotelTimeZone).
 */

/** The hotels give no times of their own: the site's defaults (VITE_CHECKIN_TIME, ...). */
export const STAY_TIMES = { checkIn: [14, 0], checkOut: [12, 0] } as const;

/** 'yyyy-MM-dd' at the hotel's hour, as a wall-clock Date (see above). */
function at(isoDay: string, [hour, minute]: readonly [number, number]): Date {
  const [y, m, d] = isoDay.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d, hour, minute);
}

/** The .ics of the group's live reservations; null when it has none. */
export function groupStayCalendar(db: Db, identificador: string): string | null {
  const rows = liveRoomsOfGroup(db, identificador);
  if (rows.length === 0) return null;
  const calendar = ical({
    name: 'Reservas Aurora',
    prodId: { company: 'Aurora', product: 'Sandbox', language: 'PT-BR' },
  });
  for (const row of rows) {
    const hotel = hotelRow(db, row.id_hotel) as HotelRow;
    const room = (roomTypeRow(db, row.room_type_id) as RoomTypeRow).nome;
    calendar.createEvent({
      id: `reserva-${row.numero_reserva}@aurora`,
      start: at(row.data_chegada, STAY_TIMES.checkIn),
      end: at(row.data_partida, STAY_TIMES.checkOut),
      timezone: HOTEL_TIME_ZONE,
      summary: `Hospedagem: ${hotel.nome} (reserva ${row.numero_reserva})`,
      location: `${hotel.nome}, ${hotel.endereco}`,
      description: `Reserva ${row.numero_reserva} no ${hotel.nome}.\nAcomodação: ${room}.\nCheck-in a partir das 14:00; check-out até as 12:00.`,
    });
  }
  return withHotelTimeZone(calendar.toString());
}
