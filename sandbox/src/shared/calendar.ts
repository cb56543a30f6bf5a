import { HOTEL_TIME_ZONE } from '../../../src/api/contract/stay-calendar';

/**
 * Calendar of the search: dates as day numbers (whole days since 1970-01-01, UTC arithmetic, no
 * time zone drift), the wire format dd/MM/yyyy, Brazilian national holidays and the seasons
 * that price a night.
 */

export type Day = number;

const MS_PER_DAY = 86_400_000;

export function dayOf(year: number, month: number, date: number): Day {
  return Date.UTC(year, month - 1, date) / MS_PER_DAY;
}

// The hotels' time zone (HOTEL_TIME_ZONE, from the wire contract). Every day and time a guest
// reads (deadlines, due dates, the ledger's days, a ticket's visit day, a deposit's week) is in
// it, whatever the machine's own zone.

const wallClockFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: HOTEL_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

export interface WallClock {
  year: number;
  month: number;
  date: number;
  hour: number;
  minute: number;
  second: number;
}

/** What a clock in the hotels' time zone shows at the instant `ms`. */
export function wallClock(ms: number): WallClock {
  const parts: Record<string, number> = {};
  for (const part of wallClockFormat.formatToParts(new Date(ms))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year!,
    month: parts.month!,
    date: parts.day!,
    hour: parts.hour!,
    minute: parts.minute!,
    second: parts.second!,
  };
}

/** The day the instant `ms` falls on in the hotels' time zone. */
export function dayOfInstant(ms: number): Day {
  const { year, month, date } = wallClock(ms);
  return dayOf(year, month, date);
}

/** Today's date in the hotels' time zone. */
export function today(now: Date = new Date()): Day {
  return dayOfInstant(now.getTime());
}

/** The instant (ms) a day starts in the hotels' time zone: its midnight there. */
export function startOfDayMs(day: Day): number {
  const utcMidnight = day * MS_PER_DAY;
  // The zone's offset at that moment (São Paulo has no summer time since 2019, but stay exact).
  const shown = wallClock(utcMidnight);
  const offset =
    Date.UTC(shown.year, shown.month - 1, shown.date, shown.hour, shown.minute, shown.second) -
    utcMidnight;
  return utcMidnight - offset;
}

export interface DateParts {
  year: number;
  month: number;
  date: number;
  /** 0 = Sunday ... 6 = Saturday. */
  weekday: number;
}

export function partsOf(day: Day): DateParts {
  const d = new Date(day * MS_PER_DAY);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    date: d.getUTCDate(),
    weekday: d.getUTCDay(),
  };
}

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** yyyy-mm-dd, the storage format (sorts as text). */
export function toIso(day: Day): string {
  const { year, month, date } = partsOf(day);
  return `${pad(year, 4)}-${pad(month)}-${pad(date)}`;
}

export function fromIso(iso: string): Day {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return dayOf(y, m, d);
}

/** dd/MM/yyyy, the wire format. */
export function toWire(day: Day): string {
  const { year, month, date } = partsOf(day);
  return `${pad(date)}/${pad(month)}/${pad(year, 4)}`;
}

/** Parses a strict dd/MM/yyyy real calendar date (no 31/02), or null. */
export function parseWireDate(value: unknown): Day | null {
  if (typeof value !== 'string') return null;
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value.trim());
  if (!match) return null;
  const [date, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1900 || month < 1 || month > 12 || date < 1) return null;
  const day = dayOf(year, month, date);
  const back = partsOf(day);
  return back.month === month && back.date === date ? day : null;
}

/** Easter Sunday (anonymous Gregorian algorithm). */
export function easter(year: number): Day {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const date = ((h + l - 7 * m + 114) % 31) + 1;
  return dayOf(year, month, date);
}

const holidayCache = new Map<number, Map<Day, string>>();

/**
 * Holiday nights of a year: the fixed national holidays, Carnaval (Saturday to Tuesday),
 * Semana Santa (Thursday to Easter Sunday) and Corpus Christi.
 */
export function holidaysOf(year: number): Map<Day, string> {
  const cached = holidayCache.get(year);
  if (cached) return cached;
  const map = new Map<Day, string>();
  const fixed: [number, number, string][] = [
    [1, 1, 'Confraternização Universal'],
    [4, 21, 'Tiradentes'],
    [5, 1, 'Dia do Trabalho'],
    [9, 7, 'Independência do Brasil'],
    [10, 12, 'Nossa Senhora Aparecida'],
    [11, 2, 'Finados'],
    [11, 15, 'Proclamação da República'],
    [11, 20, 'Dia Nacional de Zumbi e da Consciência Negra'],
    [12, 25, 'Natal'],
  ];
  for (const [month, date, name] of fixed) map.set(dayOf(year, month, date), name);
  const pascoa = easter(year);
  for (let offset = -50; offset <= -47; offset++) map.set(pascoa + offset, 'Carnaval');
  for (let offset = -3; offset <= 0; offset++) map.set(pascoa + offset, 'Semana Santa');
  map.set(pascoa + 60, 'Corpus Christi');
  holidayCache.set(year, map);
  return map;
}

export function holidayName(day: Day): string | undefined {
  return holidaysOf(partsOf(day).year).get(day);
}

/** July, and 15 December to 31 January. */
export function isHighSeason(day: Day): boolean {
  const { month, date } = partsOf(day);
  return month === 7 || month === 1 || (month === 12 && date >= 15);
}

/** Friday and Saturday nights. */
export function isWeekendNight(day: Day): boolean {
  const { weekday } = partsOf(day);
  return weekday === 5 || weekday === 6;
}

export type Temporada = 'baixa' | 'fim_de_semana' | 'alta' | 'feriado';

/** Percent of the weekday base price for each season; the highest applicable one wins. */
export const SEASON_PERCENT: Record<Temporada, number> = {
  baixa: 100,
  fim_de_semana: 125,
  alta: 140,
  feriado: 150,
};

export function seasonOf(day: Day): Temporada {
  if (holidayName(day)) return 'feriado';
  if (isHighSeason(day)) return 'alta';
  if (isWeekendNight(day)) return 'fim_de_semana';
  return 'baixa';
}

/** 'dd/MM/yyyy, HH:mm' in the hotels' time zone (e-mails and messages with a deadline). */
export function formatLocalDateTime(ms: number): string {
  const { year, month, date, hour, minute } = wallClock(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${toWire(dayOf(year, month, date))}, ${pad(hour)}:${pad(minute)}`;
}

/** 'dd/MM/yyyy' of an instant in the hotels' time zone. */
export function formatLocalDate(ms: number): string {
  return toWire(dayOfInstant(ms));
}
