import { describe, expect, it } from 'vitest';
import {
  addDays,
  compareDays,
  daysBetween,
  formatDeadline,
  formatIsoDay,
  formatWireDate,
  nightsBetween,
  parseIsoDay,
  parseWireDate,
  startOfDay,
  today,
} from './dates';

describe('parseWireDate', () => {
  it.each([
    ['10/07/2026', new Date(2026, 6, 10)],
    ['01/01/2027', new Date(2027, 0, 1)],
    ['29/02/2028', new Date(2028, 1, 29)],
    [' 05/03/2026 ', new Date(2026, 2, 5)],
  ])('reads %s', (input, expected) => {
    expect(parseWireDate(input)).toEqual(expected);
  });

  it.each([
    '31/02/2026',
    '29/02/2027',
    '32/01/2026',
    '00/01/2026',
    '10/13/2026',
    '10/00/2026',
    '1/2/2026',
    '2026-02-01',
    '10/07/26',
    '',
    'amanhã',
    '10/07/2026x',
  ])('refuses %j', (input) => {
    expect(parseWireDate(input)).toBeNull();
  });
});

describe('formatWireDate', () => {
  it('writes dd/MM/yyyy with leading zeros', () => {
    expect(formatWireDate(new Date(2026, 0, 5))).toBe('05/01/2026');
    expect(formatWireDate(new Date(2026, 11, 31, 23, 59))).toBe('31/12/2026');
  });

  it('round-trips with parseWireDate', () => {
    expect(formatWireDate(parseWireDate('07/09/2026')!)).toBe('07/09/2026');
  });
});

describe('day arithmetic', () => {
  it('counts nights between two wire dates', () => {
    expect(nightsBetween('10/07/2026', '12/07/2026')).toBe(2);
    expect(nightsBetween('28/02/2028', '01/03/2028')).toBe(2);
    expect(nightsBetween('31/12/2026', '01/01/2027')).toBe(1);
  });

  it('gives 0 nights for bad or reversed dates', () => {
    expect(nightsBetween('12/07/2026', '10/07/2026')).toBe(0);
    expect(nightsBetween('xx', '10/07/2026')).toBe(0);
  });

  it('ignores the time of day', () => {
    expect(daysBetween(new Date(2026, 6, 10, 23, 0), new Date(2026, 6, 11, 1, 0))).toBe(1);
    expect(compareDays(new Date(2026, 6, 10, 23), new Date(2026, 6, 10, 1))).toBe(0);
    expect(compareDays(new Date(2026, 6, 9), new Date(2026, 6, 10))).toBe(-1);
    expect(compareDays(new Date(2026, 6, 11), new Date(2026, 6, 10))).toBe(1);
  });

  it('today is the current day at midnight', () => {
    expect(today(new Date(2026, 6, 10, 15, 30))).toEqual(new Date(2026, 6, 10));
    expect(startOfDay(new Date(2026, 6, 10, 15, 30)).getHours()).toBe(0);
  });

  it('adds days across month ends', () => {
    expect(addDays(new Date(2026, 0, 31), 1)).toEqual(new Date(2026, 1, 1));
    expect(addDays(new Date(2026, 2, 1), -1)).toEqual(new Date(2026, 1, 28));
  });
});

describe('ISO days (the ticket API)', () => {
  it('writes and reads yyyy-MM-dd in local time', () => {
    expect(formatIsoDay(new Date(2027, 0, 5, 23, 30))).toBe('2027-01-05');
    expect(parseIsoDay('2027-01-05')).toEqual(new Date(2027, 0, 5));
  });

  it('refuses what is not a real day', () => {
    expect(parseIsoDay('2027-02-30')).toBeNull();
    expect(parseIsoDay('05/01/2027')).toBeNull();
  });
});

// npm test runs the unit tests under TZ=UTC and TZ=America/Sao_Paulo: both must read the same.
describe('the hotels’ time zone, whatever the device’s', () => {
  it('today is São Paulo’s day (23:30 there is already tomorrow in UTC)', () => {
    const lateEvening = new Date('2026-11-30T02:30:00Z');
    expect(formatWireDate(today(lateEvening))).toBe('29/11/2026');
    expect(today(lateEvening).getHours()).toBe(0);
    expect(formatWireDate(today(new Date('2026-11-30T03:30:00Z')))).toBe('30/11/2026');
  });

  it('a deadline reads in São Paulo time', () => {
    expect(formatDeadline('2026-12-01T02:59:00Z')).toBe('30/11/2026 às 23:59');
    expect(formatDeadline('2026-11-30T00:00:00Z')).toBe('29/11/2026 às 21:00');
    expect(formatDeadline('não é data')).toBe('');
  });
});
