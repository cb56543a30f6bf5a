/**
 * The visitor's cookie choice (LGPD art. 8; the ANPD's cookie guide, 2022), kept in the product rules'
 * consent cookie `termos-de-uso` (product-rules §3) for 15 days (product-rules §9). Pure: no DOM, no cookies here
 * (stores/consent.ts reads and writes the cookie).
 *
 * The value is a small JSON object, URL-encoded so that it is a valid cookie value:
 * `{"versao":1,"data":"2026-01-02T10:00:00.000Z","analise":false,"marketing":false}`.
 * Anything else (the old 'aceito', a broken or foreign value, another version, a date in the
 * future or more than 15 days ago) is no choice at all: the banner asks again.
 */

/** product-rules §3: the cookie that records consent. */
export const CONSENT_COOKIE_NAME = 'termos-de-uso';
/** product-rules §9: consent lasts 15 days, then the banner asks again. */
export const CONSENT_COOKIE_DAYS = 15;
/**
 * Version of the categories offered. Raise it when a category or what it covers changes: every
 * earlier choice then stops counting and the visitor is asked again.
 */
export const CONSENT_VERSION = 1;

const DAY_MS = 24 * 60 * 60 * 1000;
/** A device clock a little ahead of the one that wrote the cookie is not a forged date. */
const CLOCK_SKEW_MS = 5 * 60 * 1000;

/** The optional categories; the necessary cookies are always on and not a choice. */
export interface ConsentChoice {
  /** Audience measurement (Google Analytics through Google Tag Manager). */
  analytics: boolean;
  /** Advertising and campaign measurement. */
  marketing: boolean;
}

export interface ConsentRecord extends ConsentChoice {
  version: number;
  /** When the choice was made. */
  date: Date;
}

export const ALL_ACCEPTED: ConsentChoice = { analytics: true, marketing: true };
export const NON_ESSENTIAL_REFUSED: ConsentChoice = { analytics: false, marketing: false };

interface CookieValue {
  versao: number;
  data: string;
  analise: boolean;
  marketing: boolean;
}

export function recordChoice(choice: ConsentChoice, now: Date = new Date()): ConsentRecord {
  return {
    version: CONSENT_VERSION,
    date: now,
    analytics: choice.analytics,
    marketing: choice.marketing,
  };
}

/** The cookie's value for a record, already URL-encoded (write it as is). */
export function serializeConsent(record: ConsentRecord): string {
  const value: CookieValue = {
    versao: record.version,
    data: record.date.toISOString(),
    analise: record.analytics,
    marketing: record.marketing,
  };
  return encodeURIComponent(JSON.stringify(value));
}

/** The record a cookie value holds, or null when it holds no valid, current choice. */
export function parseConsent(
  raw: string | undefined,
  now: Date = new Date(),
): ConsentRecord | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(decodeURIComponent(raw));
  } catch {
    return null;
  }
  if (!isCookieValue(value) || value.versao !== CONSENT_VERSION) return null;
  const date = new Date(value.data);
  const age = now.getTime() - date.getTime();
  if (Number.isNaN(age) || age < -CLOCK_SKEW_MS || age > CONSENT_COOKIE_DAYS * DAY_MS) return null;
  return { version: value.versao, date, analytics: value.analise, marketing: value.marketing };
}

function isCookieValue(value: unknown): value is CookieValue {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.versao === 'number' &&
    typeof v.data === 'string' &&
    typeof v.analise === 'boolean' &&
    typeof v.marketing === 'boolean'
  );
}
