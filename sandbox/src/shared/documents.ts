/** Brazilian tax numbers: check digits and formatting (product-rules §5 CPF check). */

export function onlyDigits(value: string): string {
  return value.replace(/\D/g, '');
}

function checkDigit(digits: string, weights: readonly number[]): number {
  let sum = 0;
  weights.forEach((weight, i) => {
    sum += Number(digits[i]) * weight;
  });
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

const CPF_W1 = [10, 9, 8, 7, 6, 5, 4, 3, 2];
const CPF_W2 = [11, 10, 9, 8, 7, 6, 5, 4, 3, 2];
const CNPJ_W1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const CNPJ_W2 = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

export function isValidCpf(value: string): boolean {
  const d = onlyDigits(value);
  if (d.length !== 11 || /^(\d)\1{10}$/.test(d)) return false;
  return checkDigit(d, CPF_W1) === Number(d[9]) && checkDigit(d, CPF_W2) === Number(d[10]);
}

export function isValidCnpj(value: string): boolean {
  const d = onlyDigits(value);
  if (d.length !== 14 || /^(\d)\1{13}$/.test(d)) return false;
  return checkDigit(d, CNPJ_W1) === Number(d[12]) && checkDigit(d, CNPJ_W2) === Number(d[13]);
}

/** Completes a 12-digit CNPJ base (root + branch) with its two check digits, formatted. */
export function cnpjFromBase(base12: string): string {
  if (!/^\d{12}$/.test(base12)) throw new Error(`CNPJ base must have 12 digits: ${base12}`);
  const first = checkDigit(base12, CNPJ_W1);
  const full = `${base12}${first}${checkDigit(`${base12}${first}`, CNPJ_W2)}`;
  return full.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5');
}

/** Completes a 9-digit CPF base with its two check digits (digits only). */
export function cpfFromBase(base9: string): string {
  if (!/^\d{9}$/.test(base9)) throw new Error(`CPF base must have 9 digits: ${base9}`);
  const first = checkDigit(base9, CPF_W1);
  return `${base9}${first}${checkDigit(`${base9}${first}`, CPF_W2)}`;
}

export function formatCpf(digits: string): string {
  return digits.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');
}
