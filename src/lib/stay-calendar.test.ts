import { afterEach, describe, expect, it } from 'vitest';
import { stayCalendar, stayCalendarFileName, type Stay } from './stay-calendar';

const BRAND = { productName: 'Aurora', productSlug: 'aurora' };
const TIMES = { checkIn: '14:00', checkOut: '12:00' };
const stay = (over: Partial<Stay> = {}): Stay => ({
  numeroReserva: '4521',
  hotel: 'Thermas Aurora',
  endereco: 'Rua das Águas, 100, Caldas Novas - GO',
  chegada: '30/12/2026',
  partida: '02/01/2027',
  uh: 'Luxo',
  hospedes: ['Maria Souza', 'João Souza'],
  ...over,
});

/** RFC 5545 lines, unfolded (a CRLF followed by a space continues the line). */
const lines = (ics: string) => ics.replace(/\r\n /g, '').split('\r\n');

const originalTz = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalTz;
});

describe('stayCalendar', () => {
  it('writes one event per reservation, from check-in to check-out in the hotel time zone', () => {
    const ics = lines(stayCalendar([stay(), stay({ numeroReserva: '4522' })], TIMES, BRAND));
    expect(ics.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(2);
    expect(ics).toContain('DTSTART;TZID=America/Sao_Paulo:20261230T140000');
    expect(ics).toContain('DTEND;TZID=America/Sao_Paulo:20270102T120000');
    expect(ics).toContain('UID:reserva-4521@aurora');
    expect(ics).toContain('UID:reserva-4522@aurora');
    expect(ics).toContain('SUMMARY:Hospedagem: Thermas Aurora (reserva 4521)');
    expect(ics).toContain('LOCATION:Thermas Aurora\\, Rua das Águas\\, 100\\, Caldas Novas - GO');
    const description = ics.find((l) => l.startsWith('DESCRIPTION:'));
    expect(description).toContain('Reserva 4521 no Thermas Aurora.');
    expect(description).toContain('Check-in a partir das 14:00\\; check-out até as 12:00.');
  });

  it('defines the zone it names, before the events, as a fixed -03:00', () => {
    const ics = lines(stayCalendar([stay()], TIMES, BRAND));
    const zone = ics.indexOf('BEGIN:VTIMEZONE');
    expect(zone).toBeGreaterThan(0);
    expect(zone).toBeLessThan(ics.indexOf('BEGIN:VEVENT'));
    expect(ics).toContain('TZID:America/Sao_Paulo');
    expect(ics).toContain('TZOFFSETTO:-0300');
    // The stamp is UTC, as RFC 5545 requires.
    expect(ics.find((l) => l.startsWith('DTSTAMP:'))).toMatch(/^DTSTAMP:\d{8}T\d{6}Z$/);
  });

  it.each(['Asia/Tokyo', 'America/New_York', 'Pacific/Kiritimati'])(
    'gives the same hotel times on a device in %s',
    (zone) => {
      process.env.TZ = zone;
      const ics = lines(stayCalendar([stay()], TIMES, BRAND));
      expect(ics).toContain('DTSTART;TZID=America/Sao_Paulo:20261230T140000');
      expect(ics).toContain('DTEND;TZID=America/Sao_Paulo:20270102T120000');
    },
  );

  it('uses the configured times and falls back to the hotel name without an address', () => {
    const ics = lines(
      stayCalendar([stay({ endereco: '' })], { checkIn: '15:30', checkOut: '11:00' }, BRAND),
    );
    expect(ics).toContain('DTSTART;TZID=America/Sao_Paulo:20261230T153000');
    expect(ics).toContain('DTEND;TZID=America/Sao_Paulo:20270102T110000');
    expect(ics).toContain('LOCATION:Thermas Aurora');
  });

  it('refuses unreadable dates instead of writing a wrong event', () => {
    expect(() => stayCalendar([stay({ chegada: '2026-12-30' })], TIMES, BRAND)).toThrow(/4521/);
  });

  it('names the file after the group', () => {
    expect(stayCalendarFileName('3-abc_DEF/..')).toBe('reserva-3-abc_DEF.ics');
  });
});
