import { HOTEL_TIME_ZONE } from '@/api/contract/stay-calendar';
import type { WireDate } from '@/api/contract/common';

/**
 * Calendar days as the site uses them: local-time `Date`s at midnight, written dd/MM/yyyy on
 * the wire and on screen (product-rules §9). Deliberately free of date-fns, so the first route can use
 * it without loading the date library the calendar needs.
 */

const WIRE_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const MS_PER_DAY = 86_400_000;

/** Midnight (local time) of the given day. */
export function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

// The hotels' time zone (HOTEL_TIME_ZONE): every day and time a guest reads (today, deadlines,
// due dates) is the hotels' own, wherever the guest's device is.

// Made on first use, not at start-up: this module is on the first route.
let hotelClock: Intl.DateTimeFormat | undefined;
const hotelClockFormat = (): Intl.DateTimeFormat =>
  (hotelClock ??= new Intl.DateTimeFormat('en-US', {
    timeZone: HOTEL_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  }));

/** What a clock in the hotels' zone shows at `instant`, as a local Date with those fields. */
export function hotelWallClock(instant: Date): Date {
  const parts: Record<string, number> = {};
  for (const part of hotelClockFormat().formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return new Date(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!);
}

/**
 * Today in the hotels' zone, at local midnight (a guest abroad at 23:00 there may already
 * be on the next day at home). `now` is injectable for tests.
 */
export function today(now: Date = new Date()): Date {
  return startOfDay(hotelWallClock(now));
}

/**
 * dd/MM/yyyy to a local midnight Date; null for anything that is not a real calendar day
 * (31/02/2026, 1/2/2026, 2026-02-01...).
 */
export function parseWireDate(value: string): Date | null {
  const match = WIRE_DATE.exec(value.trim());
  if (!match) return null;
  const day = Number(match[1]);
  const month = Number(match[2]);
  const year = Number(match[3]);
  if (year < 1900 || month < 1 || month > 12 || day < 1) return null;
  const date = new Date(year, month - 1, day);
  // The Date constructor rolls 31/02 over to March: a changed month means no such day.
  if (date.getMonth() !== month - 1 || date.getDate() !== day) return null;
  return date;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A Date to dd/MM/yyyy (its local calendar day). */
export function formatWireDate(date: Date): WireDate {
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
}

/** Whole days from `from` to `to` (negative when `to` is earlier); daylight-saving safe. */
export function daysBetween(from: Date, to: Date): number {
  const a = Date.UTC(from.getFullYear(), from.getMonth(), from.getDate());
  const b = Date.UTC(to.getFullYear(), to.getMonth(), to.getDate());
  return Math.round((b - a) / MS_PER_DAY);
}

/** Nights of a stay: days from arrival to departure (product-rules §9 daily average uses it). */
export function nightsBetween(arrival: WireDate, departure: WireDate): number {
  const a = parseWireDate(arrival);
  const b = parseWireDate(departure);
  if (!a || !b) return 0;
  return Math.max(0, daysBetween(a, b));
}

/** -1, 0 or 1 as `a`'s calendar day is before, the same as or after `b`'s. */
export function compareDays(a: Date, b: Date): -1 | 0 | 1 {
  const diff = daysBetween(b, a);
  return diff < 0 ? -1 : diff > 0 ? 1 : 0;
}

/** The day `amount` days after `date` (before, when negative), at local midnight. */
export function addDays(date: Date, amount: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + amount);
}

/** 'dd/MM/yyyy às HH:mm' in the hotels' time zone (a deadline the server stated, as ISO). */
export function formatDeadline(iso: string): string {
  const instant = new Date(iso);
  if (!Number.isFinite(instant.getTime())) return '';
  const date = hotelWallClock(instant);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${formatWireDate(date)} às ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** yyyy-MM-dd of a local day (the ticket API's dates). */
export function formatIsoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A yyyy-MM-dd real calendar day to local midnight, or null. */
export function parseIsoDay(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return formatIsoDay(date) === value ? date : null;
}
