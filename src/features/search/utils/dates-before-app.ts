/**
 * The calendar a prerendered page carries for before the app (issue 50): the server writes it
 * hidden beside the page (src/app/dates-before-app.tsx), public/before-app.js opens it under the
 * date field on a tap and picks its days, and the app takes over what was picked in it. So the
 * field answers a tap at the first paint, not once the app has come (on a slow phone, two seconds
 * later), as the rooms field does (rooms-before-app.ts).
 */
import type { WireDate } from '@/api/contract/common';
import { compareDays, formatWireDate, parseIsoDay, today } from '@/lib/dates';
import { givePanelBack } from './panel-before-app';

export const DATES_BEFORE_APP_ID = 'datas-antes-do-app';
export const DATES_BEFORE_APP_PANEL_ID = `${DATES_BEFORE_APP_ID}-painel`;

/** Set by public/before-app.js on the wrapper: the stay picked, `{ arrival, departure }` (ISO days). */
const CHOSEN = 'data-chosen';
/** Set by public/before-app.js on the wrapper: how many times 'Próximo mês' was tapped in it. */
const MONTHS_AHEAD = 'data-months-ahead';

/** The stay picked before the app, in the criteria's form. */
export interface DatesPicked {
  data_chegada: WireDate;
  data_partida: WireDate | null;
}

/**
 * The stay picked in the calendar before the app, or null when none was. What the script wrote,
 * checked by the rules the app's calendar follows (utils/date-range.ts): an arrival from the
 * hotels' today on, a departure after it.
 */
export function datesChosenBeforeApp(): DatesPicked | null {
  const raw = document.getElementById(DATES_BEFORE_APP_ID)?.getAttribute(CHOSEN);
  if (!raw) return null;
  try {
    const { arrival, departure } = JSON.parse(raw) as Record<string, unknown>;
    const day = (value: unknown) => (typeof value === 'string' ? parseIsoDay(value) : null);
    const from = day(arrival);
    const to = day(departure);
    if (!from || compareDays(from, today()) < 0) return null;
    const after = to !== null && compareDays(to, from) > 0;
    return { data_chegada: formatWireDate(from), data_partida: after ? formatWireDate(to) : null };
  } catch {
    return null;
  }
}

/** The months ahead the app's calendar opens on ('Próximo mês' tapped before the app). */
let monthsAheadAtHandOver = 0;

/**
 * Read as the app's calendar first renders (twice in StrictMode, so not taken there), and
 * forgotten once it is on screen (forgetMonthsAhead): a calendar opened later opens as usual.
 */
export const monthsAheadBeforeApp = (): number => monthsAheadAtHandOver;

export function forgetMonthsAhead(): void {
  monthsAheadAtHandOver = 0;
}

/**
 * Called before the page hydrates: gives the stay picked in the calendar and removes it, with
 * what the script changed in the page (panel-before-app.ts); the field's held tap then opens the
 * app's calendar on the month the calendar had been moved to. Null when no day was picked.
 */
export function takeDatesBeforeApp(): DatesPicked | null {
  const wrapper = document.getElementById(DATES_BEFORE_APP_ID);
  if (!wrapper) return null;
  const picked = datesChosenBeforeApp();
  const ahead = Number(wrapper.getAttribute(MONTHS_AHEAD));
  monthsAheadAtHandOver = Number.isInteger(ahead) && ahead > 0 && ahead < 24 ? ahead : 0;
  givePanelBack(wrapper, DATES_BEFORE_APP_PANEL_ID, 'dates');
  return picked;
}
