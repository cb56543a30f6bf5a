import { compareDays } from '@/lib/dates';

/** The stay being picked on the calendar: arrival first, then departure. */
export interface DateRange {
  arrival: Date | null;
  departure: Date | null;
}

export const EMPTY_RANGE: DateRange = { arrival: null, departure: null };

/**
 * One pick on the calendar (product-rules §4 "Date range selection"), encoded literally:
 * - no arrival yet: the pick is the arrival;
 * - a pick earlier than the arrival restarts: it is the new arrival, the departure is cleared;
 * - arrival only, a later pick: it is the departure;
 * - both set, a pick after the current departure "moves the arrival": the pick becomes the
 *   arrival, and the departure, now before it, is cleared (a stay never ends before it starts);
 * - both set, a later pick up to the departure moves the departure.
 * Our rules where the product rules are silent: a pick on the arrival day changes nothing (a stay has at
 * least one night, and a double click must not undo a choice); a pick before `today` (disabled
 * on the calendar anyway) changes nothing. Returns the same object when nothing changes.
 * public/before-app.js picks by the same rules in the calendar the server wrote, before the app
 * comes (its `pickDay`): a change here goes there too.
 */
export function pickDay(range: DateRange, day: Date, today: Date): DateRange {
  if (compareDays(day, today) < 0) return range;
  const { arrival, departure } = range;
  if (!arrival) return { arrival: day, departure: null };

  const vsArrival = compareDays(day, arrival);
  if (vsArrival < 0) return { arrival: day, departure: null };
  if (vsArrival === 0) return range;
  if (!departure) return { arrival, departure: day };
  if (compareDays(day, departure) > 0) return { arrival: day, departure: null };
  return { arrival, departure: day };
}

/** The X button: no dates. */
export function clearRange(): DateRange {
  return EMPTY_RANGE;
}
