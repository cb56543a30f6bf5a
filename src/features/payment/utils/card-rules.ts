import { onlyDigits } from '@/lib/documents';

/** Card numbers of 13 to 16 digits (the form's mask holds 16). */
export function hasCardLength(cardNumber: string): boolean {
  const length = onlyDigits(cardNumber).length;
  return length >= 13 && length <= 16;
}

/** Luhn check digit: catches a mistyped digit before anything is sent. */
export function passesLuhn(cardNumber: string): boolean {
  const digits = onlyDigits(cardNumber);
  if (digits === '') return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** MM/YY with a month 01-12. */
export function isExpiryFormat(validade: string): boolean {
  const match = /^(\d{2})\/(\d{2})$/.exec(validade);
  if (!match) return false;
  const month = Number(match[1]);
  return month >= 1 && month <= 12;
}

/** A card is valid through the last day of its expiry month. */
export function isExpiryCurrent(validade: string, now: Date): boolean {
  if (!isExpiryFormat(validade)) return false;
  const [month, year] = validade.split('/').map(Number) as [number, number];
  const expiry = (2000 + year) * 12 + (month - 1);
  const current = now.getFullYear() * 12 + now.getMonth();
  return expiry >= current;
}
