// How the browser build groups modules into files. The production server speaks HTTP/1.1: a
// phone gets six connections, and each file costs a round trip of its own. Left alone, the
// bundler splits off every module that a different set of pages shares, so a search link
// needed 15 scripts before its first paint, most of them under 2 KB (bench/README.md). These
// groups keep what is always loaded together in one file, and leave the rest to the bundler.
// The search-link journey in tests/e2e/prerender.spec.ts counts the files its shell preloads.

/** The name of the held search's file, in the build's manifest. */
export const HELD_SEARCH_CHUNK = 'held-search';

/** @type {import('vite').Rolldown.CodeSplittingGroup[]} */
export const chunkGroups = [
  // A PESQUISAR tapped before the app came sends its availability request from this file
  // (src/app/held-search.ts and what it imports: the stores, the API client, the search's
  // rules), run by public/before-app.js at the tap, not once the whole app has arrived. The
  // entry imports it first, so it is the app's code too, run once. The production server finds
  // it in the manifest by this name (server/src/prerender/held-tap-code.ts).
  { name: HELD_SEARCH_CHUNK, test: /src[\\/]app[\\/]held-search\.ts$/, priority: 1 },
  // Everything the entry imports: React, styled-components, the stores, the config. All of it
  // runs before the first render of every page, so it is one file, not five.
  { name: 'app', tags: ['$initial'] },
  // The booking's rules and API calls (holds, release, confirmation), shared by the results,
  // the checkout, the club checkout and the logout: a guest who chose rooms needs them next.
  { name: 'booking-logic', test: /src[\\/]features[\\/]booking[\\/](utils|api)[\\/]/ },
  // The modal (its frame, focus trap and styles), which every dialog's code imports, and the
  // checkout's styles: off the first route (issue 50), the results page needs both, and apart
  // they were one file more before a search link's first paint. A dialog elsewhere (the login,
  // the footer's panels) brings the checkout's styles along: under 1 KB.
  {
    name: 'modal',
    test: /src[\\/](components[\\/]ui[\\/](modal|modal-frame|modal\.styles|use-focus-trap)\.tsx?|features[\\/]booking[\\/]components[\\/]checkout\.styles\.ts)$/,
  },
  // Tiny modules that many pages share and that import nothing outside the app file: apart,
  // each was a file of a few hundred bytes. (The WhatsApp link, 1 KB, stays apart: the home
  // page would load it for nothing.)
  {
    name: 'shared-small',
    test: /src[\\/](lib[\\/](format|cancellation-policy)\.ts|components[\\/]ui[\\/]loading-button\.tsx|features[\\/]content[\\/]hooks[\\/]use-document-title\.ts)$/,
  },
];
