import { configError } from '@/config/env';
import { searchHeldTapEarly } from '@/features/search/utils/early-search';
import { heldTapOn } from './early-taps';
import { VERIFYING_USER_ATTRIBUTE } from './prerender-data';

/*
 * A PESQUISAR tapped before the app came, held by public/before-app.js: its availability request
 * leaves now (features/search/utils/early-search.ts). src/main.tsx imports this module first,
 * so it runs as soon as the app's code has arrived, before React, the router and the pages are
 * evaluated (about 0.2 s of a slow phone's CPU, bench/README.md), not once they have been.
 * Not behind 'Verificando usuário': a guest's type, which decides the search, is known only
 * once the session is checked.
 */
const held = configError ? null : heldTapOn('search');
if (held && !document.documentElement.hasAttribute(VERIFYING_USER_ATTRIBUTE))
  searchHeldTapEarly(held.closest('form'));
