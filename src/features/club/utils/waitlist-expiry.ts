import { addDays, formatWireDate, parseWireDate } from '@/lib/dates';

export interface ExpiryOption {
  /** dd/MM/yyyy */
  value: string;
  label: string;
}

const SPANS = [7, 30, 60, 90];

/**
 * How long a waitlist request may wait, as a short list: a week, one to three months, or up to
 * the last day the week can be deposited (`max`, the API's); none past that day.
 */
export function expiryOptions(today: Date, max: string): ExpiryOption[] {
  const last = parseWireDate(max);
  if (!last || last < today) return [];
  const options = SPANS.map((days) => ({ days, day: addDays(today, days) }))
    .filter(({ day }) => day < last)
    .map(({ days, day }) => {
      const value = formatWireDate(day);
      return { value, label: `Por ${days} dias (até ${value})` };
    });
  return [...options, { value: max, label: `Até ${max}, o último dia possível` }];
}
