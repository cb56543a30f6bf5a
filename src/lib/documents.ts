/** Brazilian documents (product-rules §5): CPF and CNPJ checks, type detection and formatting. */

export type DocumentType = 'cpf' | 'cnpj' | '';

/** Keeps only the digits 0-9. */
export function onlyDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/** Repeated-digit documents (000.000.000-00, 11111111111...) pass the check-digit maths but are invalid. */
function allSameDigit(digits: string): boolean {
  return /^(\d)\1*$/.test(digits);
}

/** Modulo-11 check digit over `digits` with the given descending weights. */
function checkDigit(digits: string, weights: readonly number[]): number {
  const sum = weights.reduce((total, weight, i) => total + Number(digits[i]) * weight, 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

const descending = (from: number) => Array.from({ length: from - 1 }, (_, i) => from - i);

/** CPF: strip non-digits; 11 digits; not all the same digit; both check digits correct. */
export function isValidCpf(value: string): boolean {
  const digits = onlyDigits(value);
  if (digits.length !== 11 || allSameDigit(digits)) return false;
  const first = checkDigit(digits, descending(10));
  const second = checkDigit(digits, descending(11));
  return first === Number(digits[9]) && second === Number(digits[10]);
}

const CNPJ_FIRST_WEIGHTS = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] as const;
const CNPJ_SECOND_WEIGHTS = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] as const;

/** CNPJ: strip non-digits; 14 digits; not all the same digit; both check digits correct. */
export function isValidCnpj(value: string): boolean {
  const digits = onlyDigits(value);
  if (digits.length !== 14 || allSameDigit(digits)) return false;
  const first = checkDigit(digits, CNPJ_FIRST_WEIGHTS);
  const second = checkDigit(digits, CNPJ_SECOND_WEIGHTS);
  return first === Number(digits[12]) && second === Number(digits[13]);
}

const CPF_PATTERN = /^\d{3}\.\d{3}\.\d{3}-\d{2}$/;
const CNPJ_PATTERN = /^\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}$/;

/** product-rules §5: the type is read from the formatted shape only, not from the check digits. */
export function documentType(value: string): DocumentType {
  const trimmed = value.trim();
  if (CPF_PATTERN.test(trimmed)) return 'cpf';
  if (CNPJ_PATTERN.test(trimmed)) return 'cnpj';
  return '';
}

/** The document type as the wire's guest records write it (product-rules §3 tipo_documento). */
export function wireDocumentType(numero: string): '' | 'CPF' | 'CNPJ' {
  const type = documentType(numero);
  return type === 'cpf' ? 'CPF' : type === 'cnpj' ? 'CNPJ' : '';
}

/** Formats up to 11 digits as 000.000.000-00 (partial input is formatted as far as it goes). */
export function formatCpf(value: string): string {
  const digits = onlyDigits(value).slice(0, 11);
  return digits
    .replace(/^(\d{3})(\d)/, '$1.$2')
    .replace(/^(\d{3})\.(\d{3})(\d)/, '$1.$2.$3')
    .replace(/^(\d{3})\.(\d{3})\.(\d{3})(\d)/, '$1.$2.$3-$4');
}

/** Formats 14 digits as 00.000.000/0000-00 (anything else is returned as given). */
export function formatCnpj(value: string): string {
  return onlyDigits(value).replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5');
}

/**
 * A CPF or CNPJ typed or pasted as bare digits (or with its punctuation, or spaces) in its
 * masked form, so that the type, read from the shape (product-rules §5), is right whichever way it
 * was written. Only a number whose check digits are valid is reshaped: any other text (a
 * passport, a number still being typed) stays as it is.
 */
export function maskedDocument(value: string): string {
  if (!/^[\d.\-/\s]+$/.test(value)) return value;
  const digits = onlyDigits(value);
  if (digits.length === 11 && isValidCpf(digits)) return formatCpf(digits);
  if (digits.length === 14 && isValidCnpj(digits)) return formatCnpj(digits);
  return value;
}
