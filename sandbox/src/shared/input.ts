import { parseWireDate, type Day } from './calendar';
import { invalid } from './domain-error';

/**
 * The smallest pieces of input checking every domain shares, under the routes' schemas
 * (shared/request-schema.ts): an object inside a list, an integer given as a number or its
 * digits, and the 'invalid' refusal.
 */

export type Body = Record<string, unknown>;

/** The input breaks a rule (400 `{ erro }`). */
export const bad = invalid;

export function asBody(value: unknown, message = 'Dados da requisição inválidos.'): Body {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw bad(message);
  return value as Body;
}

/** An integer (number, or a string of digits), or null. */
export function integerOf(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : null;
  if (typeof value === 'string' && /^\s*\d{1,9}\s*$/.test(value)) return Number(value);
  return null;
}

/** An e-mail address, loosely: something@domain.tld. */
export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** A dd/MM/yyyy date of the body as a day, or 400 with the field's message. */
export function wireDayOf(value: string, message: string): Day {
  const day = parseWireDate(value);
  if (day === null) throw bad(message);
  return day;
}
