import { HOTEL_TIME_ZONE } from '@/api/contract/stay-calendar';

/**
 * Instants the APIs record (ISO 8601) as a guest reads them: on the hotels' clock
 * (HOTEL_TIME_ZONE), wherever the guest's device is. Apart from src/lib/dates.ts, which is on
 * the first route, so that only the pages that show a time load these.
 */

/** 'dd/MM/yyyy, HH:mm'. */
export function formatHotelDateTime(iso: string): string {
  return new Date(iso).toLocaleString('pt-BR', {
    timeZone: HOTEL_TIME_ZONE,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
}

/** 'HH:mm'. */
export function formatHotelTime(iso: string): string {
  return new Date(iso).toLocaleTimeString('pt-BR', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: HOTEL_TIME_ZONE,
  });
}
