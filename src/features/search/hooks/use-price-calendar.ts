import { useEffect, useState } from 'react';
import type { Apartamento } from '@/api/contract/booking';
import type {
  CalendarioPrecosRequest,
  CalendarioPrecosResponse,
  DiaCalendario,
  EstadiaCalendario,
} from '@/api/contract/price-calendar';
import { addDays, compareDays, formatWireDate } from '@/lib/dates';
import { getPriceCalendar } from '../api/get-price-calendar';
import { partyOf } from '../utils/party';

export type PriceCalendarStatus = 'off' | 'loading' | 'ready' | 'unavailable';

export interface PriceCalendarState {
  /** `unavailable`: the API has no such call or failed; the calendar shows no prices. */
  status: PriceCalendarStatus;
  /** By wire date (dd/MM/yyyy). */
  days: ReadonlyMap<string, DiaCalendario>;
  /** Stays from the arrival, by departure's wire date; empty without an arrival. */
  stays: ReadonlyMap<string, EstadiaCalendario>;
  /** Whether `stays` is for the arrival asked (false while it loads). */
  staysReady: boolean;
}

/**
 * The days priced for the months on screen: from the first shown month's first day (never
 * before today) to the last shown month's last day, at most 62 days (two months). Null when the
 * months are all past.
 */
export function priceWindow(
  month: Date,
  months: number,
  today: Date,
): { start: Date; end: Date } | null {
  const first = new Date(month.getFullYear(), month.getMonth(), 1);
  const start = compareDays(first, today) < 0 ? today : first;
  const end = new Date(month.getFullYear(), month.getMonth() + months, 0);
  return compareDays(start, end) > 0 ? null : { start, end };
}

/**
 * The session's answers, by request: a month seen again, or the same party again, costs
 * nothing. Kept 5 minutes, as the rooms left change with others' bookings; the search itself
 * always asks afresh.
 */
const FRESH_MS = 5 * 60_000;
const answers = new Map<string, { at: number; answer: Promise<CalendarioPrecosResponse> }>();

function load(request: CalendarioPrecosRequest): Promise<CalendarioPrecosResponse> {
  const key = JSON.stringify(request);
  const cached = answers.get(key);
  if (cached && Date.now() - cached.at < FRESH_MS) return cached.answer;
  const answer = getPriceCalendar(request);
  answers.set(key, { at: Date.now(), answer });
  // A failure is not kept: the next month or the next opening asks again.
  answer.catch(() => answers.delete(key));
  return answer;
}

/** For tests: forget the session's answers. */
export function forgetPriceCalendar(): void {
  answers.clear();
}

type Loaded = { key: string; answer: CalendarioPrecosResponse | 'failed' };

/** One request's answer in state, asked in the background whenever `request` changes. */
function useAnswer(request: CalendarioPrecosRequest | null): Loaded | null {
  const key = request ? JSON.stringify(request) : '';
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => {
    if (!request) return;
    let live = true;
    load(request).then(
      (answer) => live && setLoaded({ key, answer }),
      () => live && setLoaded({ key, answer: 'failed' }),
    );
    return () => {
      live = false;
    };
    // `request` is described by `key`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return loaded?.key === key ? loaded : null;
}

const NO_DAYS: ReadonlyMap<string, DiaCalendario> = new Map();
const NO_STAYS: ReadonlyMap<string, EstadiaCalendario> = new Map();

export interface PriceCalendarQuery {
  /** The first month on screen, and how many are shown. */
  month: Date;
  months: number;
  today: Date;
  hotelId: number;
  rooms: Apartamento[];
  arrival: Date | null;
  /** False for a club member: a contract's stay is not paid at these prices. */
  enabled: boolean;
}

/**
 * The search calendar's prices (issue 28): each shown day's lowest nightly price for the party,
 * and with an arrival chosen, the stay totals from it. Asked in the background per months shown;
 * the calendar never waits for them.
 */
export function usePriceCalendar(query: PriceCalendarQuery): PriceCalendarState {
  const { month, months, today, hotelId, rooms, arrival, enabled } = query;
  const shown = enabled ? priceWindow(month, months, today) : null;
  const base: CalendarioPrecosRequest | null = shown && {
    data_inicio: formatWireDate(shown.start),
    data_fim: formatWireDate(shown.end),
    id_hotel: hotelId,
    apartamentos: partyOf(rooms),
  };
  // The stays from an arrival: only the days from the arrival on can end one.
  const withArrival =
    base && arrival && compareDays(addDays(arrival, 1), shown!.end) <= 0
      ? { ...base, data_chegada: formatWireDate(arrival) }
      : null;
  const days = useAnswer(base);
  const stays = useAnswer(withArrival);

  if (!base) return { status: 'off', days: NO_DAYS, stays: NO_STAYS, staysReady: false };
  if (days?.answer === 'failed') {
    return { status: 'unavailable', days: NO_DAYS, stays: NO_STAYS, staysReady: false };
  }
  const stayAnswer = stays && stays.answer !== 'failed' ? stays.answer : null;
  return {
    status: days ? 'ready' : 'loading',
    days: days ? new Map(days.answer.dias.map((d) => [d.data, d])) : NO_DAYS,
    stays: stayAnswer ? new Map(stayAnswer.estadias.map((s) => [s.data_partida, s])) : NO_STAYS,
    staysReady: stayAnswer !== null,
  };
}
