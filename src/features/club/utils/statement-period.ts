import type { PointsMovement } from '@/api/contract/club';
import { addDays, compareDays, parseWireDate } from '@/lib/dates';

/** 'tudo', 'ultimos-12-meses', or a calendar year ('2025'). */
export type StatementPeriod = string;

export const ALL_PERIODS = 'tudo';
export const LAST_12_MONTHS = 'ultimos-12-meses';

export interface PeriodOption {
  value: StatementPeriod;
  label: string;
}

/** The periods a statement can be filtered by: all, the last 12 months, each year it covers. */
export function periodOptions(movements: PointsMovement[]): PeriodOption[] {
  const years = [...new Set(movements.map((m) => m.data.slice(6)))].sort(
    (a, b) => Number(b) - Number(a),
  );
  return [
    { value: ALL_PERIODS, label: 'Todo o histórico' },
    { value: LAST_12_MONTHS, label: 'Últimos 12 meses' },
    ...years.map((year) => ({ value: year, label: `Ano de ${year}` })),
  ];
}

export interface StatementView {
  movements: PointsMovement[];
  /** Points in and out within the period. */
  entradas: number;
  saidas: number;
  /** The running balance at the end of the period (the last movement's), or the opening one. */
  saldoFinal: number;
}

/** The first and last day of a period (null: open). */
function bounds(period: StatementPeriod, today: Date): [Date | null, Date | null] {
  if (period === ALL_PERIODS) return [null, null];
  if (period === LAST_12_MONTHS) return [addDays(today, -364), today];
  const year = Number(period);
  return [new Date(year, 0, 1), new Date(year, 11, 31)];
}

/**
 * The movements of a period with their totals, and the balance at its end: the running
 * balance of the last movement up to that day (for the whole history, the contract's balance).
 */
export function statementView(
  movements: PointsMovement[],
  period: StatementPeriod,
  today: Date,
): StatementView {
  const [from, to] = bounds(period, today);
  const dated = movements.map((m) => ({ m, day: parseWireDate(m.data) }));
  const upToEnd = dated.filter(({ day }) => !to || (day !== null && compareDays(day, to) <= 0));
  const inPeriod = upToEnd
    .filter(({ day }) => !from || (day !== null && compareDays(day, from) >= 0))
    .map(({ m }) => m);
  return {
    movements: inPeriod,
    entradas: inPeriod.filter((m) => m.pontos > 0).reduce((s, m) => s + m.pontos, 0),
    saidas: inPeriod.filter((m) => m.pontos < 0).reduce((s, m) => s - m.pontos, 0),
    saldoFinal: upToEnd[upToEnd.length - 1]?.m.saldo ?? 0,
  };
}
