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
