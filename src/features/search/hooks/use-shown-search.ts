import { createContext, useContext, useDeferredValue } from 'react';
import { type SearchState, useSearchState } from '../stores/search-results';

/**
 * The search a server render shows (a search link's results, server/src/prerender/README.md):
 * given to that render's tree, never put in the store, which every render of the server process
 * shares. The browser seeds its store with the same answer before hydrating, and reads the store.
 * Here, with the results, and not in the store: the first route's code stays as small.
 */
export const RenderedSearch = createContext<SearchState | null>(null);

/**
 * The search state the results page shows, and whether a search is under way for it.
 *
 * A search for all hotels brings hundreds of rates. Rendered from a deferred copy of the state,
 * they render as a transition, in slices that keep the page responsive, instead of in one long
 * frozen task. Until that copy has caught up with the store, the page shows the search as under
 * way, never the previous results: on a slow phone those stayed on screen, choosable, for as long
 * as the new ones took to render, and a plan chosen there was wiped when the new results landed
 * (the choices belong to one set of results), leaving 'Continuar' disabled under the guest's tap.
 *
 * `pending`: a search is about to start (an opened search link, before its effect runs).
 */
export function useShownSearch(pending = false): SearchState & { searching: boolean } {
  const rendered = useContext(RenderedSearch);
  const stored = useSearchState();
  const live = rendered ?? stored;
  const shown = useDeferredValue(live);
  // A cleared search (idle) may show the previous state a moment longer: nothing new is coming.
  const catchingUp = shown !== live && live.status !== 'idle';
  const searching =
    live.status === 'searching' || (pending && live.status === 'idle') || catchingUp;
  return { ...shown, searching };
}
