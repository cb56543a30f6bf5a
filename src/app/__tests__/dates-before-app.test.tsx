import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { DatesBeforeApp } from '../dates-before-app';
import { addDays, formatIsoDay, formatWireDate, today } from '@/lib/dates';
import {
  DATES_BEFORE_APP_ID,
  DATES_BEFORE_APP_PANEL_ID,
  datesChosenBeforeApp,
  forgetMonthsAhead,
  monthsAheadBeforeApp,
  takeDatesBeforeApp,
} from '@/features/search/utils/dates-before-app';

/**
 * A prerendered page as public/before-app.js leaves it: the server's date field and the calendar
 * it wrote beside the page, and, when `chosen` is given, what the script does at a tap (the
 * calendar moved under the field, the field's text and state changed, the stay written on the
 * wrapper).
 */
function page({ chosen, ahead }: { chosen?: string; ahead?: string } = {}) {
  document.body.innerHTML = `
    <div id="root"><form role="search"><div id="campo"><div id="linha">
      <button type="button" aria-expanded="false" data-opens="dates">Datas</button>
    </div></div></form></div>
    ${renderToStaticMarkup(
      <>
        <DatesBeforeApp today={new Date(2026, 11, 15)} />
      </>,
    )}`;
  const field = document.querySelector<HTMLButtonElement>('[data-opens="dates"]')!;
  if (chosen === undefined) return field;
  const panel = document.getElementById(DATES_BEFORE_APP_PANEL_ID)!;
  field.parentElement!.after(panel);
  field.setAttribute('data-server-text', field.textContent!);
  field.textContent = '05/12/2026 – ...';
  field.setAttribute('aria-expanded', 'true');
  field.setAttribute('aria-controls', panel.id);
  const wrapper = document.getElementById(DATES_BEFORE_APP_ID)!;
  wrapper.setAttribute('data-chosen', chosen);
  if (ahead) wrapper.setAttribute('data-months-ahead', ahead);
  panel.querySelector<HTMLButtonElement>('.rdp-today button')!.focus();
  return field;
}

const iso = (days: number) => formatIsoDay(addDays(today(), days));
const wire = (days: number) => formatWireDate(addDays(today(), days));

afterEach(() => {
  document.body.innerHTML = '';
  forgetMonthsAhead();
});

describe('the calendar before the app (issue 50)', () => {
  it('is written hidden, from the render’s today: two months, the days before it disabled', () => {
    page();
    const wrapper = document.getElementById(DATES_BEFORE_APP_ID)!;
    expect(wrapper.hidden).toBe(true);
    expect(wrapper).toHaveAttribute('data-today', '2026-12-15');
    expect(wrapper).toHaveAttribute('data-kept', 'busca');
    const panel = document.getElementById(DATES_BEFORE_APP_PANEL_ID)!;
    expect(panel).toHaveAttribute('role', 'dialog');
    expect(panel).toHaveAttribute('aria-label', 'Escolha as datas da estadia');
    expect(panel.querySelectorAll('[role="grid"]')).toHaveLength(2);
    expect(panel.querySelector('[role="grid"]')).toHaveAttribute('aria-label', 'dezembro 2026');
    expect(panel.querySelector('[data-day="2026-12-14"] button')).toBeDisabled();
    expect(panel.querySelector('[data-day="2026-12-15"] button')).toHaveAttribute(
      'aria-label',
      'Hoje, terça-feira, 15 de dezembro de 2026',
    );
    expect(panel.querySelector('[data-day="2027-01-20"] button')).toBeEnabled();
  });

  it('hands over the stay picked and gives the page back as the server wrote it', () => {
    const field = page({
      chosen: JSON.stringify({ arrival: iso(3), departure: iso(6) }),
      ahead: '1',
    });
    expect(datesChosenBeforeApp()).toEqual({ data_chegada: wire(3), data_partida: wire(6) });
    expect(takeDatesBeforeApp()).toEqual({ data_chegada: wire(3), data_partida: wire(6) });
    expect(document.getElementById(DATES_BEFORE_APP_ID)).toBeNull();
    expect(document.getElementById(DATES_BEFORE_APP_PANEL_ID)).toBeNull();
    expect(field).toHaveTextContent(/^Datas$/);
    expect(field).not.toHaveAttribute('data-server-text');
    expect(field).toHaveAttribute('aria-expanded', 'false');
    expect(field).not.toHaveAttribute('aria-controls');
    // The focus was in the calendar: it goes back to the field, whose held tap opens the app's.
    expect(field).toHaveFocus();
    // 'Próximo mês' tapped once: the app's calendar opens a month on, once.
    expect(monthsAheadBeforeApp()).toBe(1);
    forgetMonthsAhead();
    expect(monthsAheadBeforeApp()).toBe(0);
  });

  it('hands over an arrival alone', () => {
    page({ chosen: JSON.stringify({ arrival: iso(0), departure: null }) });
    expect(takeDatesBeforeApp()).toEqual({ data_chegada: wire(0), data_partida: null });
  });

  it('hands over nothing the app’s calendar would refuse', () => {
    page({ chosen: JSON.stringify({ arrival: iso(-1), departure: iso(2) }) });
    expect(datesChosenBeforeApp()).toBeNull();
    page({ chosen: JSON.stringify({ arrival: iso(4), departure: iso(4) }) });
    expect(datesChosenBeforeApp()).toEqual({ data_chegada: wire(4), data_partida: null });
    page({ chosen: '{"arrival":"31/12/2026"}' });
    expect(datesChosenBeforeApp()).toBeNull();
    page({ chosen: 'not json' });
    expect(datesChosenBeforeApp()).toBeNull();
    page({ chosen: '' });
    expect(takeDatesBeforeApp()).toBeNull();
  });

  it('is removed when never opened, the page left as it was', () => {
    const field = page();
    expect(takeDatesBeforeApp()).toBeNull();
    expect(document.getElementById(DATES_BEFORE_APP_ID)).toBeNull();
    expect(field).toHaveTextContent(/^Datas$/);
    expect(monthsAheadBeforeApp()).toBe(0);
  });
});
