/**
 * The rooms panel a prerendered page carries for before the app (issue 50): the server writes it
 * hidden beside the page (src/app/rooms-before-app.tsx), public/before-app.js opens it under the
 * rooms field on a tap and runs its steppers, and the app takes over what was chosen in it. So the
 * field answers a tap at the first paint, not once the app has come (on a slow phone, a second
 * and a half later).
 */
import type { RoomCount } from '@/stores/search-criteria-rules';
import { givePanelBack } from './panel-before-app';

export const ROOMS_BEFORE_APP_ID = 'quartos-antes-do-app';
export const ROOMS_BEFORE_APP_PANEL_ID = `${ROOMS_BEFORE_APP_ID}-painel`;

/** Set by public/before-app.js on the wrapper: the rooms chosen, as JSON (`RoomCount[]`). */
const CHOSEN = 'data-chosen';

/**
 * The rooms chosen in the panel before the app, or null when it was never opened. What the script
 * wrote; the rules that build the rooms from it (roomsFromCounts) refuse what is out of range.
 */
export function roomsChosenBeforeApp(): RoomCount[] | null {
  const raw = document.getElementById(ROOMS_BEFORE_APP_ID)?.getAttribute(CHOSEN);
  try {
    const rooms: unknown = raw ? JSON.parse(raw) : null;
    return Array.isArray(rooms)
      ? rooms.filter((room): room is RoomCount => typeof room === 'object' && room !== null)
      : null;
  } catch {
    return null;
  }
}

/** Whether the panel was open when the app took it over (read once, by the app's panel). */
let openAtHandOver = false;

/**
 * Whether the app's panel opening now takes the place of one open before the app: the page was
 * scrolled for it then (product-rules §9), and is not scrolled twice.
 */
export function takeOpenAtHandOver(): boolean {
  const open = openAtHandOver;
  openAtHandOver = false;
  return open;
}

/**
 * Called before the page hydrates: gives what the panel held and removes it, with what the script
 * changed in the page (panel-before-app.ts). Null when it was never opened.
 */
export function takeRoomsBeforeApp(): RoomCount[] | null {
  const wrapper = document.getElementById(ROOMS_BEFORE_APP_ID);
  if (!wrapper) return null;
  const chosen = roomsChosenBeforeApp();
  openAtHandOver = givePanelBack(wrapper, ROOMS_BEFORE_APP_PANEL_ID, 'rooms');
  return chosen;
}
