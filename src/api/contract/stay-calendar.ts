/**
 * The hotels' time zone in the .ics calendars of a stay, which both the site
 * (src/lib/stay-calendar.ts, /reserva-concluida) and the sandbox (the confirmation e-mail's
 * link) write: one definition, shared through the wire contract.
 *
 * Brazil has had no daylight saving time since 2019 (Decreto 9.772/2019), so America/Sao_Paulo
 * is a fixed -03:00.
 */

// public/before-app.js loads this zone's data while the page waits for the app: the build puts
// the zone on its tag (vite.config.ts).
export const HOTEL_TIME_ZONE = 'America/Sao_Paulo';

/** The VTIMEZONE an event's TZID refers to (RFC 5545 §3.6.5). */
export const SAO_PAULO_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${HOTEL_TIME_ZONE}`,
  `X-LIC-LOCATION:${HOTEL_TIME_ZONE}`,
  'BEGIN:STANDARD',
  'TZOFFSETFROM:-0300',
  'TZOFFSETTO:-0300',
  'TZNAME:-03',
  'DTSTART:19700101T000000',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n');

/**
 * A calendar's text with the zone's definition before its first event (RFC 5545 §3.6: the
 * calendar's components), for generators that write the TZID but not the VTIMEZONE.
 */
export function withHotelTimeZone(ics: string): string {
  return ics.replace('BEGIN:VEVENT', `${SAO_PAULO_VTIMEZONE}\r\nBEGIN:VEVENT`);
}
