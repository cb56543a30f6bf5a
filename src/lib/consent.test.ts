import { describe, expect, it } from 'vitest';
import {
  ALL_ACCEPTED,
  CONSENT_VERSION,
  NON_ESSENTIAL_REFUSED,
  parseConsent,
  recordChoice,
  serializeConsent,
} from './consent';

const NOW = new Date('2026-03-10T12:00:00.000Z');
const DAY_MS = 24 * 60 * 60 * 1000;

const cookieOf = (value: unknown) => encodeURIComponent(JSON.stringify(value));

describe('consent cookie value', () => {
  it('round-trips a choice with its version and date', () => {
    const record = recordChoice({ analytics: true, marketing: false }, NOW);
    expect(parseConsent(serializeConsent(record), NOW)).toEqual({
      version: CONSENT_VERSION,
      date: NOW,
      analytics: true,
      marketing: false,
    });
  });

  it('is URL-encoded JSON, a valid cookie value (no quotes, commas, semicolons or spaces)', () => {
    const value = serializeConsent(recordChoice(ALL_ACCEPTED, NOW));
    expect(value).not.toMatch(/[",; ]/);
    expect(JSON.parse(decodeURIComponent(value))).toEqual({
      versao: CONSENT_VERSION,
      data: '2026-03-10T12:00:00.000Z',
      analise: true,
      marketing: true,
    });
  });

  it('keeps a refusal as a choice (the banner does not ask again)', () => {
    const record = parseConsent(serializeConsent(recordChoice(NON_ESSENTIAL_REFUSED, NOW)), NOW);
    expect(record).toMatchObject({ analytics: false, marketing: false });
  });

  it.each([
    ['no cookie', undefined],
    ['an empty value', ''],
    ["the old value 'aceito'", 'aceito'],
    ['broken URL encoding', '%E0%A4%A'],
    ['broken JSON', encodeURIComponent('{"versao":1,')],
    ['JSON that is not an object', cookieOf([1, true])],
    ['null', cookieOf(null)],
    [
      'a category that is not a boolean',
      cookieOf({ versao: 1, data: NOW.toISOString(), analise: 'sim', marketing: false }),
    ],
    ['a missing category', cookieOf({ versao: 1, data: NOW.toISOString(), analise: true })],
    ['an unreadable date', cookieOf({ versao: 1, data: 'ontem', analise: true, marketing: true })],
  ])('counts %s as no choice', (_, raw) => {
    expect(parseConsent(raw, NOW)).toBeNull();
  });

  it('counts a choice made under another version as no choice', () => {
    const older = cookieOf({
      versao: CONSENT_VERSION - 1,
      data: NOW.toISOString(),
      analise: true,
      marketing: true,
    });
    const newer = cookieOf({
      versao: CONSENT_VERSION + 1,
      data: NOW.toISOString(),
      analise: true,
      marketing: true,
    });
    expect(parseConsent(older, NOW)).toBeNull();
    expect(parseConsent(newer, NOW)).toBeNull();
  });

  it('expires 15 days after the choice, like the cookie itself', () => {
    const made = new Date(NOW.getTime() - 15 * DAY_MS);
    const value = serializeConsent(recordChoice(ALL_ACCEPTED, made));
    expect(parseConsent(value, new Date(made.getTime() + 15 * DAY_MS))).not.toBeNull();
    expect(parseConsent(value, new Date(made.getTime() + 15 * DAY_MS + 1))).toBeNull();
  });

  it('tolerates a few minutes of clock skew but not a date in the future', () => {
    const soon = serializeConsent(recordChoice(ALL_ACCEPTED, new Date(NOW.getTime() + 60_000)));
    const later = serializeConsent(recordChoice(ALL_ACCEPTED, new Date(NOW.getTime() + DAY_MS)));
    expect(parseConsent(soon, NOW)).not.toBeNull();
    expect(parseConsent(later, NOW)).toBeNull();
  });
});
