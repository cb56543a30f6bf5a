import { describe, expect, it } from 'vitest';
import { parseWireDate } from '@/lib/dates';
import { clearRange, EMPTY_RANGE, pickDay, type DateRange } from './date-range';

const d = (wire: string) => {
  const date = parseWireDate(wire);
  if (!date) throw new Error(wire);
  return date;
};
const range = (arrival: string | null, departure: string | null): DateRange => ({
  arrival: arrival ? d(arrival) : null,
  departure: departure ? d(departure) : null,
});
const TODAY = d('01/07/2026');

describe('pickDay (product-rules §4 date range selection)', () => {
  it.each([
    // [what, arrival, departure, pick, expected arrival, expected departure]
    ['first pick sets the arrival', null, null, '10/07/2026', '10/07/2026', null],
    ['first pick may be today', null, null, '01/07/2026', '01/07/2026', null],
    [
      'a later second pick sets the departure',
      '10/07/2026',
      null,
      '12/07/2026',
      '10/07/2026',
      '12/07/2026',
    ],
    [
      'an earlier pick restarts (arrival only)',
      '10/07/2026',
      null,
      '08/07/2026',
      '08/07/2026',
      null,
    ],
    [
      'an earlier pick restarts and clears the departure',
      '10/07/2026',
      '12/07/2026',
      '05/07/2026',
      '05/07/2026',
      null,
    ],
    [
      'both set: a later pick inside the stay moves the departure',
      '10/07/2026',
      '15/07/2026',
      '12/07/2026',
      '10/07/2026',
      '12/07/2026',
    ],
    [
      'both set: a pick on the departure keeps it',
      '10/07/2026',
      '15/07/2026',
      '15/07/2026',
      '10/07/2026',
      '15/07/2026',
    ],
    [
      'both set: a pick after the departure moves the arrival',
      '10/07/2026',
      '15/07/2026',
      '20/07/2026',
      '20/07/2026',
      null,
    ],
    [
      'a pick on the arrival changes nothing (arrival only)',
      '10/07/2026',
      null,
      '10/07/2026',
      '10/07/2026',
      null,
    ],
    [
      'a pick on the arrival changes nothing (both set)',
      '10/07/2026',
      '12/07/2026',
      '10/07/2026',
      '10/07/2026',
      '12/07/2026',
    ],
    ['a past pick changes nothing', '10/07/2026', null, '30/06/2026', '10/07/2026', null],
    ['a past first pick changes nothing', null, null, '30/06/2026', null, null],
  ] as const)('%s', (_what, arrival, departure, pick, expArrival, expDeparture) => {
    expect(pickDay(range(arrival, departure), d(pick), TODAY)).toEqual(
      range(expArrival, expDeparture),
    );
  });

  it('returns the same object when nothing changes', () => {
    const current = range('10/07/2026', '12/07/2026');
    expect(pickDay(current, d('10/07/2026'), TODAY)).toBe(current);
  });

  it('compares days, not times', () => {
    const late = new Date(2026, 6, 10, 23, 30);
    expect(pickDay(range('10/07/2026', null), late, TODAY)).toEqual(range('10/07/2026', null));
  });

  it('the X clears both dates', () => {
    expect(clearRange()).toEqual(EMPTY_RANGE);
    expect(EMPTY_RANGE).toEqual({ arrival: null, departure: null });
  });
});
