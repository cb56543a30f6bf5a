import { configError } from '@/config/env';
import { searchHeldTapEarly } from '@/features/search/utils/early-search';
import { tokenStorage } from '@/lib/http/token-storage';
import { heldTapOn } from './early-taps';

/*
 * A PESQUISAR tapped before the app came, held by public/before-app.js: its availability request
 * leaves now (features/search/utils/early-search.ts). src/main.tsx imports this module first,
 * so it runs as soon as the app's code has arrived, before React, the router and the pages are
 * evaluated (about 0.2 s of a slow phone's CPU, bench/README.md), not once they have been.
 * A visitor's only, with no session stored: a guest's type and prices, which decide the search,
 * are the app's to know once it has read the session's check (before-app.js may have uncovered
 * the page earlier, but the session is not the app's yet).
 */
const held = configError ? null : heldTapOn('search');
if (held && !tokenStorage.read()) searchHeldTapEarly(held.closest('form'));
