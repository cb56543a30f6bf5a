/**
 * What the search bar's panels written for before the app (the rooms panel, the calendar:
 * rooms-before-app.ts, dates-before-app.ts) share at the hand-over.
 */

/** Set by public/before-app.js on a field it opened a panel from: the field's own text. */
const SERVER_TEXT = 'data-server-text';

/**
 * Removes a panel the server wrote beside the page, with what public/before-app.js changed in the
 * page for it (the field's text, expanded and controls), so that hydration finds the server's
 * page. The focus, when it was in the panel, goes back to the field (`data-opens={opens}`), whose
 * held tap then opens the app's panel in its place (src/app/early-taps.ts). Returns whether the
 * panel was open.
 */
export function givePanelBack(wrapper: HTMLElement, panelId: string, opens: string): boolean {
  const panel = document.getElementById(panelId);
  const field = document.querySelector<HTMLElement>(`[data-opens="${opens}"][${SERVER_TEXT}]`);
  const focusWasInPanel = panel?.contains(document.activeElement) ?? false;
  const open = field?.getAttribute('aria-expanded') === 'true';
  panel?.remove();
  wrapper.remove();
  if (field) {
    field.textContent = field.getAttribute(SERVER_TEXT);
    field.removeAttribute(SERVER_TEXT);
    field.setAttribute('aria-expanded', 'false');
    field.removeAttribute('aria-controls');
    if (focusWasInPanel) field.focus();
  }
  return open;
}
