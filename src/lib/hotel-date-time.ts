import { formatWireDate, hotelWallClock } from '@/lib/dates';

/**
 * Instants the APIs record (ISO 8601) as a guest reads them, on the hotels' clock
 * (`hotelWallClock`, src/lib/dates.ts, the site's one formatter in that zone). Apart from
 * dates.ts, which is on the first route, so that only the pages that show a time load these.
 */

const pad = (n: number) => String(n).padStart(2, '0');

/** 'HH:mm'. */
export function formatHotelTime(iso: string): string {
  const clock = hotelWallClock(new Date(iso));
  return `${pad(clock.getHours())}:${pad(clock.getMinutes())}`;
}

/** 'dd/MM/yyyy, HH:mm'. */
export function formatHotelDateTime(iso: string): string {
  return `${formatWireDate(hotelWallClock(new Date(iso)))}, ${formatHotelTime(iso)}`;
}
