/**
 * The hand-over from public/before-app.js, which holds the taps on a prerendered page's buttons
 * until the app is there (issue 27; server/src/prerender/README.md). Called right after
 * `hydrateRoot`: React listens from then on, and a tap replayed on a part not hydrated yet makes
 * React hydrate that part at once and run it. Called on a client-rendered start too, so that
 * nothing stays held.
 */
export const APP_HYDRATING_EVENT = 'app:hydrating';

export function releaseEarlyTaps(): void {
  document.dispatchEvent(new Event(APP_HYDRATING_EVENT));
}

/**
 * Tells public/before-app.js that the page was replaced before the app came (a held PESQUISAR's
 * results: search-page-in-place.ts): the taps it held on buttons now gone are done.
 */
export function pageReplacedBeforeApp(): void {
  document.dispatchEvent(new Event('app:page-replaced'));
}

/** Attribute public/before-app.js puts on a button whose tap it holds. */
const HELD_TAP = 'data-early-tap';

/**
 * Whether a held tap is on a button marked `data-opens={what}` (the LOGIN and ENTRAR buttons say
 * `login`, PESQUISAR `search`): the app then starts what that tap will need before hydrating,
 * not after (the login dialog's code; the search's request).
 */
export function heldTapOpens(what: string): boolean {
  return heldTapOn(what) !== null;
}

/** The held button marked `data-opens={what}`, if a tap on one is held. */
export function heldTapOn(what: string): HTMLElement | null {
  return document.querySelector<HTMLElement>(`[${HELD_TAP}][data-opens="${CSS.escape(what)}"]`);
}

/** How many taps public/before-app.js holds (<html> carries the mark too while any is). */
export const heldTapCount = (): number => document.body.querySelectorAll(`[${HELD_TAP}]`).length;
