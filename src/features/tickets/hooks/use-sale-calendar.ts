import { useEffect, useState } from 'react';
import type { TicketDay } from '@/api/contract/tickets';
import { formatIsoDay } from '@/lib/dates';
import { getCalendar } from '../api/get-calendar';

export type SaleCalendarState =
  | { status: 'loading'; days: ReadonlyMap<string, TicketDay> }
  | { status: 'ready'; days: ReadonlyMap<string, TicketDay> }
  /** The API has no calendar (an extension) or failed: the days show no figures. */
  | { status: 'unavailable'; days: ReadonlyMap<string, TicketDay> };

const NONE: ReadonlyMap<string, TicketDay> = new Map();

/**
 * Each day's price and places for the month on screen (from `from`, never before today), one
 * request per month shown; months already seen stay as they were fetched, so paging back and
 * forth costs nothing.
 */
export function useSaleCalendar(month: Date, from: Date): SaleCalendarState {
  const first = new Date(month.getFullYear(), month.getMonth(), 1);
  const start = first < from ? from : first;
  const end = new Date(month.getFullYear(), month.getMonth() + 1, 0);
  const key = `${formatIsoDay(start)}:${formatIsoDay(end)}`;
  const [loaded, setLoaded] = useState<
    Record<string, { status: 'ready' | 'unavailable'; days: ReadonlyMap<string, TicketDay> }>
  >({});

  useEffect(() => {
    if (loaded[key] || start > end) return;
    let live = true;
    const [inicio, fim] = key.split(':') as [string, string];
    getCalendar(inicio, fim).then(
      (dias) => {
        if (live) {
          const days = new Map(dias.map((d) => [d.data, d]));
          setLoaded((all) => ({ ...all, [key]: { status: 'ready', days } }));
        }
      },
      () => {
        if (live) setLoaded((all) => ({ ...all, [key]: { status: 'unavailable', days: NONE } }));
      },
    );
    return () => {
      live = false;
    };
    // `start`/`end` are derived from `key`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  if (start > end) return { status: 'ready', days: NONE };
  return loaded[key] ?? { status: 'loading', days: NONE };
}
