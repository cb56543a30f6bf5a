import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { RoomsBeforeApp } from '../rooms-before-app';
import {
  ROOMS_BEFORE_APP_ID,
  ROOMS_BEFORE_APP_PANEL_ID,
  roomsChosenBeforeApp,
  takeRoomsBeforeApp,
} from '@/features/search/utils/rooms-before-app';

/**
 * A prerendered page as public/before-app.js leaves it: the server's rooms field and the panel it
 * wrote beside the page, and, when `opened`, what the script does at a tap (the panel moved under
 * the field, the field's text and state changed, the rooms counted written on the wrapper).
 */
function page({ opened, chosen }: { opened: boolean; chosen?: string }) {
  document.body.innerHTML = `
    <div id="root"><form role="search"><div id="campo">
      <button type="button" aria-expanded="false" data-opens="rooms">Quartos</button>
    </div></form></div>
    ${renderToStaticMarkup(
      <>
        <RoomsBeforeApp />
      </>,
    )}`;
  const field = document.querySelector<HTMLButtonElement>('[data-opens="rooms"]')!;
  if (!opened) return field;
  const panel = document.getElementById(ROOMS_BEFORE_APP_PANEL_ID)!;
  field.after(panel);
  field.setAttribute('data-server-text', field.textContent!);
  field.textContent = '2 quartos, 5 adultos, 1 criança';
  field.setAttribute('aria-expanded', 'true');
  field.setAttribute('aria-controls', panel.id);
  document.getElementById(ROOMS_BEFORE_APP_ID)!.setAttribute(
    'data-chosen',
    chosen ??
      JSON.stringify([
        { adults: 3, ages: [] },
        { adults: 2, ages: [12] },
      ]),
  );
  panel.querySelector<HTMLButtonElement>('[data-step="adults-more"]')!.focus();
  return field;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the rooms panel before the app (issue 50)', () => {
  it('is written with every room and child, and the limits of the product', () => {
    page({ opened: false });
    const wrapper = document.getElementById(ROOMS_BEFORE_APP_ID)!;
    expect(wrapper.hidden).toBe(true);
    expect(JSON.parse(wrapper.getAttribute('data-limits')!)).toEqual({
      rooms: 5,
      minAdults: 1,
      maxAdults: 10,
      children: 4,
      adults: 2,
      age: 0,
      kept: 'busca',
      phone: '(max-width: 699px)',
      scroll: 250,
    });
    const panel = document.getElementById(ROOMS_BEFORE_APP_PANEL_ID)!;
    expect(panel).toHaveAttribute('role', 'dialog');
    expect(panel).toHaveAttribute('aria-label', 'Quartos e hóspedes');
    expect(panel.querySelectorAll('fieldset[data-room]')).toHaveLength(5);
    expect(panel.querySelectorAll('[data-room="4"] [data-child]')).toHaveLength(4);
    for (const action of ['add', 'remove', 'done']) {
      expect(panel.querySelector(`[data-rooms-action="${action}"]`)).not.toBeNull();
    }
  });

  it('hands over the rooms counted and gives the page back as the server wrote it', () => {
    const field = page({ opened: true });
    expect(roomsChosenBeforeApp()).toEqual([
      { adults: 3, ages: [] },
      { adults: 2, ages: [12] },
    ]);
    expect(takeRoomsBeforeApp()).toEqual([
      { adults: 3, ages: [] },
      { adults: 2, ages: [12] },
    ]);
    expect(document.getElementById(ROOMS_BEFORE_APP_ID)).toBeNull();
    expect(document.getElementById(ROOMS_BEFORE_APP_PANEL_ID)).toBeNull();
    // What hydration compares: the server's text and state.
    expect(field).toHaveTextContent(/^Quartos$/);
    expect(field).toHaveAttribute('aria-expanded', 'false');
    expect(field).not.toHaveAttribute('aria-controls');
    expect(field).not.toHaveAttribute('data-server-text');
    // The focus was in the panel: it is on the field, whose held tap opens the app's panel.
    expect(field).toHaveFocus();
  });

  it('hands over nothing when the panel was never opened, and still leaves the page', () => {
    page({ opened: false });
    expect(takeRoomsBeforeApp()).toBeNull();
    expect(document.getElementById(ROOMS_BEFORE_APP_ID)).toBeNull();
  });

  it('reads nothing from what is not a list of rooms', () => {
    page({ opened: true, chosen: '{' });
    expect(roomsChosenBeforeApp()).toBeNull();
    page({ opened: true, chosen: '{"adults":2}' });
    expect(roomsChosenBeforeApp()).toBeNull();
    page({ opened: true, chosen: '[null, {"adults":2,"ages":[]}]' });
    expect(roomsChosenBeforeApp()).toEqual([{ adults: 2, ages: [] }]);
  });
});
