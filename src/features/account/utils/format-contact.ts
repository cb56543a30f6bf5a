import { onlyDigits } from '@/lib/documents';

/** '74805100' → '74805-100' (partial input is left as far as it goes). */
export function formatCep(value: string): string {
  return onlyDigits(value)
    .slice(0, 8)
    .replace(/^(\d{5})(\d)/, '$1-$2');
}

/** '64999871234' → '(64) 99987-1234', the registration phone mask. */
export function formatPhone(value: string): string {
  const digits = onlyDigits(value).slice(0, 11);
  if (digits.length < 3) return digits;
  const area = digits.slice(0, 2);
  const rest = digits.slice(2);
  return rest.length > 5 ? `(${area}) ${rest.slice(0, 5)}-${rest.slice(5)}` : `(${area}) ${rest}`;
}
