import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { paths } from '@/config/paths';
import { answeredHeldSearch } from '@/features/search/utils/early-search';
import { takeDatesBeforeApp } from '@/features/search/utils/dates-before-app';
import { takeRoomsBeforeApp } from '@/features/search/utils/rooms-before-app';
import { runSearch } from '@/features/search/utils/run-search';
import { searchCriteriaActions } from '@/stores/search-criteria';
import { App } from './app';
import type { Startup } from './bootstrap';
import { heldTapCount, heldTapOn, releaseEarlyTaps } from './early-taps';
import { loadMatchedRoutes } from './hydration';
import type { HeaderLayoutData } from './layouts/header-layout.loader';
import { focusNewPage } from './layouts/navigation-focus';
import type { PrerenderData } from './prerender-data';
import { createRouter, HEADER_LAYOUT_ROUTE_ID, routes } from './router';

/**
 * A PESQUISAR tapped before the app came, whose request left at the tap (held-search.ts): the
 * app shows its results at once, where it would first hydrate the page the tap was on and then
 * replay the tap, whose search leaves that page anyway. On a slow phone, hydrating a hotel page
 * took 0.8–1.0 s of the guest's wait for the prices, and waited for the page's own code
 * (bench/README.md). The results' page is rendered in its place, at /hotelSearch, as the
 * search's navigation would have (a history entry, the focus on the new page); nothing reloads.
 *
 * Only when that tap is the only one held (another's button would be gone) and the search
 * answers: else, false, and the page hydrates and replays its taps as always (a failed search's
 * answer is then the replayed tap's to report, as it was).
 */
export async function showHeldSearchResults(
  container: HTMLElement,
  data: PrerenderData,
  startup: () => Startup,
): Promise<boolean> {
  // Nothing held but a PESQUISAR whose request left (held-search.ts), else the page hydrates.
  if (!onlyTapHeld()) return false;
  const search = await answeredHeldSearch();
  // The results' code was asked for at the tap, beside the app's (public/before-app.js).
  const routeLoaded =
    search !== null &&
    (await loadMatchedRoutes(routes, paths.hotelSearch.path).then(
      () => true,
      () => false,
    ));
  // Tapped meanwhile (Menu, LOGIN): the page hydrates, and each held tap is replayed on it.
  if (!search || !routeLoaded || !onlyTapHeld()) return false;
  // Answered already: this takes the answer and records it, as the replayed tap's search would.
  const recorded = await runSearch(search).then(
    () => true,
    () => false,
  );
  if (!recorded) return false;
  const roomsCounted = takeRoomsBeforeApp();
  if (roomsCounted) searchCriteriaActions().roomsCounted(roomsCounted);
  const datesPicked = takeDatesBeforeApp();
  if (datesPicked) {
    searchCriteriaActions().datesPicked(datesPicked.data_chegada, datesPicked.data_partida);
  }
  window.history.pushState(null, '', paths.hotelSearch.path);
  window.scrollTo(0, 0);
  const header = data.router.loaderData[HEADER_LAYOUT_ROUTE_ID] as HeaderLayoutData | undefined;
  const router = createRouter(header?.banners);
  const root = createRoot(container);
  // The server's page stays until the results replace it, in one commit.
  flushSync(() => {
    root.render(
      <StrictMode>
        <App startup={startup()}>
          <RouterProvider router={router} />
        </App>
      </StrictMode>,
    );
  });
  // The held PESQUISAR's button is gone with the page: the script lets it go, unclicked, and
  // removes the login dialog it kept hidden beside the page (a modal, which takes no focus away).
  releaseEarlyTaps();
  focusNewPage();
  return true;
}

/**
 * Whether a PESQUISAR is the only tap public/before-app.js holds: not once its results' page was
 * put in place before the app (held-search-page.ts), where a tap held since is another control's.
 */
const onlyTapHeld = () => heldTapCount() === 1 && heldTapOn('search') !== null;
