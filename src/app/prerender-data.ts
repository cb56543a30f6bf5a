import type { LinhaDisponibilidade } from '@/api/contract/search';
import type { SearchCriteria } from '@/features/search/stores/search-results';
import type { LinkedStay } from '@/stores/search-criteria';
import type { PrerenderedStyles } from './prerendered-styles';
import type { EmbeddedCatalogue } from './startup-data';

/** The attribute public/before-app.js sets on <html> when a session is stored. */
export const VERIFYING_USER_ATTRIBUTE = 'data-verifying-user';

/** The id of the <script type="application/json"> block a prerendered page carries. */
export const PRERENDER_DATA_ID = 'prerender-data';

/**
 * What a prerendered page embeds for the browser to hydrate it without a request: the path it
 * was rendered for, the start-up catalogue, the router's loader data, and the names of the
 * styles its stylesheet holds.
 */
export interface PrerenderData {
  path: string;
  catalogue: EmbeddedCatalogue;
  router: {
    loaderData: Record<string, unknown>;
    actionData: Record<string, unknown> | null;
    errors: Record<string, unknown> | null;
  };
  /** A hotel page's hotel, which its search bar shows (stores/search-criteria.ts); else absent. */
  pageHotel?: number;
  /** The styled components' rules already in the page's stylesheet (prerendered-styles.ts). */
  styles?: PrerenderedStyles;
  /** A search link's results, when the server rendered them (server-render/search-link.tsx). */
  search?: RenderedSearchAnswer;
  /** A search link's stay, which its search bar shows (stores/search-criteria.ts); else absent. */
  linkedStay?: LinkedStay;
}

/** The search a server render showed, and the availability API's rows it showed. */
export interface RenderedSearchAnswer {
  criteria: SearchCriteria;
  rows: LinhaDisponibilidade[];
}

/**
 * The embedded data, when this document is the prerendered page of the current path. A bare
 * CDN may serve the home page's file for any path it does not know: its data then belongs to
 * another page, and the site starts as usual.
 */
export function readPrerenderData(): PrerenderData | null {
  const block = document.getElementById(PRERENDER_DATA_ID);
  if (!block?.textContent) return null;
  try {
    const data = JSON.parse(block.textContent) as PrerenderData;
    return data.path === window.location.pathname ? data : null;
  } catch {
    return null;
  }
}
