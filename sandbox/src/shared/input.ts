import { invalid } from './domain-error';

/**
 * The smallest pieces of input checking every domain shares: a JSON object body, an integer
 * given as a number or digits, and the 'invalid' refusal. Domain rules with their own messages
 * build on these (accounts/account-input.ts, http/search-input.ts).
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

/** A string field (numbers accepted for ids), trimmed; '' when absent. */
export function textOf(body: Body, key: string, max: number, label: string): string {
  const value = body[key];
  if (value === undefined || value === null) return '';
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') throw bad(`${label} inválido.`);
  const text = value.trim();
  if (text.length > max) throw bad(`${label} deve ter no máximo ${max} caracteres.`);
  return text;
}

/** An e-mail address, loosely: something@domain.tld. */
export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
