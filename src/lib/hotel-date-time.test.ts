import { describe, expect, it } from 'vitest';
import { formatHotelDateTime, formatHotelTime } from './hotel-date-time';

describe('hotel date and time', () => {
  it("reads an instant on the hotels' clock, whatever the device's zone", () => {
    // 02:30 UTC is 23:30 of the day before in São Paulo (UTC-3, no daylight saving since 2019).
    expect(formatHotelDateTime('2026-11-29T02:30:00.000Z')).toBe('28/11/2026, 23:30');
    expect(formatHotelTime('2026-11-29T02:30:00.000Z')).toBe('23:30');
    expect(formatHotelDateTime('2027-01-04T12:05:00-03:00')).toBe('04/01/2027, 12:05');
  });
});
