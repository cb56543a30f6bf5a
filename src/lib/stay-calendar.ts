import { HOTEL_TIME_ZONE, withHotelTimeZone } from '@/api/contract/stay-calendar';
import ical from 'ical-generator';

/**
 * A group's stays as an iCalendar file (.ics): one event per reservation, from check-in to
 * check-out, in the hotels' time zone. The sandbox writes the same kind of file for the
 * confirmation e-mail; the zone's definition is the wire contract's, shared by both.
 *
 * The text is written by ical-generator (escaping, folding, CRLF). Times are wall-clock times
 * of the hotel, written with a TZID. The calendar itself gets no time zone: ical-generator would
 * then write DTSTAMP in local time without its 'Z' (RFC 5545 wants UTC). An event with a zone
 * has its `Date` written by the local getters, so each time is built with
 * `new Date(y, m, d, h, min)`, which reads back the same on any device whatever its own zone
 * (check-in and check-out hours never fall in a daylight-saving gap, which is at night). The
 * VTIMEZONE the TZID refers to is inserted after (withHotelTimeZone, shared with the sandbox
 * through the wire contract: src/api/contract/stay-calendar.ts).
 */

export interface Stay {
  numeroReserva: string;
  hotel: string;
  /** Street address; '' when unknown (the event then shows the hotel's name). */
  endereco: string;
  /** dd/MM/yyyy */
  chegada: string;
  /** dd/MM/yyyy */
  partida: string;
  /** Room type. */
  uh?: string;
  hospedes?: readonly string[];
}

export interface StayTimes {
  /** HH:mm */
  checkIn: string;
  /** HH:mm */
  checkOut: string;
}

/** 'dd/MM/yyyy' and 'HH:mm' as a wall-clock Date (see above); null when either is malformed. */
function wallClock(day: string, time: string): Date | null {
  const d = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(day);
  const t = /^(\d{2}):(\d{2})$/.exec(time);
  if (!d || !t) return null;
  return new Date(Number(d[3]), Number(d[2]) - 1, Number(d[1]), Number(t[1]), Number(t[2]));
}

/** The .ics text; throws on a stay whose dates cannot be read (a bug upstream, not input). */
export function stayCalendar(
  stays: readonly Stay[],
  times: StayTimes,
  brand: { productName: string; productSlug: string },
): string {
  const calendar = ical({
    name: `Reservas ${brand.productName}`,
    prodId: { company: brand.productName, product: 'Reservas', language: 'PT-BR' },
  });
  for (const stay of stays) {
    const start = wallClock(stay.chegada, times.checkIn);
    const end = wallClock(stay.partida, times.checkOut);
    if (!start || !end) throw new Error(`Datas inválidas na reserva ${stay.numeroReserva}.`);
    calendar.createEvent({
      id: `reserva-${stay.numeroReserva}@${brand.productSlug}`,
      start,
      end,
      timezone: HOTEL_TIME_ZONE,
      summary: `Hospedagem: ${stay.hotel} (reserva ${stay.numeroReserva})`,
      location: stay.endereco ? `${stay.hotel}, ${stay.endereco}` : stay.hotel,
      description: [
        `Reserva ${stay.numeroReserva} no ${stay.hotel}.`,
        stay.uh ? `Acomodação: ${stay.uh}.` : '',
        stay.hospedes?.length ? `Hóspedes: ${stay.hospedes.join(', ')}.` : '',
        `Check-in a partir das ${times.checkIn}; check-out até as ${times.checkOut}.`,
      ]
        .filter(Boolean)
        .join('\n'),
    });
  }
  return withHotelTimeZone(calendar.toString());
}

/** File name of a group's calendar. */
export function stayCalendarFileName(identificador: string): string {
  return `reserva-${identificador.replace(/[^\w-]/g, '')}.ics`;
}
