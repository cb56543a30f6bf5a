import { configError } from '@/config/env';
import { searchHeldTapEarly } from '@/features/search/utils/early-search';
import { tokenStorage } from '@/lib/http/token-storage';
import { heldTapOn } from './early-taps';
import { askSearchPage } from './held-search-page';
import { applyPageCriteria } from './page-criteria';
import { readPrerenderData } from './prerender-data';

/*
 * A PESQUISAR tapped before the app came, held by public/before-app.js: its availability request
 * leaves now (features/search/utils/early-search.ts). This module and what it imports are a file
 * of their own (scripts/vite/chunk-groups.mjs), preloaded with the app's code: before-app.js runs
 * it at the tap (`data-held-search`), so the request leaves before the app's 130 KiB have
 * arrived (bench/README.md). src/main.tsx imports it first too, and a module runs once: when
 * the app's code came before any tap, it runs here, before React, the router and the pages are
 * evaluated, and finds nothing held.
 * A visitor's only, with no session stored: a guest's type and prices, which decide the search,
 * are the app's to know once it has read the session's check (before-app.js may have uncovered
 * the page earlier, but the session is not the app's yet).
 */
const held = configError ? null : heldTapOn('search');
if (held && !tokenStorage.read()) {
  // The criteria the replayed tap will search: a search link's stay, not the tab's earlier one.
  const data = readPrerenderData();
  if (data) applyPageCriteria(data);
  searchHeldTapEarly(held.closest('form'), askSearchPage);
}
