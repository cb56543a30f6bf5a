// First of all: a PESQUISAR held before the app sends its search before the rest is evaluated.
import './app/held-search';
// The global styles first, the components' modules after them (docs/architecture.md, "Styles").
import './theme/global.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { App } from './app/app';
import { startBootstrap } from './app/bootstrap';
import { heldTapOpens, releaseEarlyTaps } from './app/early-taps';
import { heldSearchPageInPlace } from './app/held-search-page';
import { showHeldSearchResults } from './app/held-search-results';
import { loadMatchedRoutes, startPrerenderedStartup } from './app/hydration';
import { preloadLoginDialog } from './app/layouts/login-dialog-host';
import { preloadDatePicker } from './features/search/components/date-field';
import { takeDatesBeforeApp } from './features/search/utils/dates-before-app';
import { takeRoomsBeforeApp } from './features/search/utils/rooms-before-app';
import { readPrerenderData, VERIFYING_USER_ATTRIBUTE } from './app/prerender-data';
import { applyPageCriteria } from './app/page-criteria';
import { createRouter, routes } from './app/router';
import { readStartupData, seedCatalogue } from './app/startup-data';
import { startAnalytics } from './app/start-analytics';
import { configError, env } from './config/env';
import { searchCriteriaActions } from './stores/search-criteria';

const container = document.getElementById('root')!;

/** A public page the server prerendered (issue 14): hydrate it, with the data it carries. */
async function hydratePrerendered(loaded: NonNullable<ReturnType<typeof readPrerenderData>>) {
  // PESQUISAR held since the first paint, its search link's page rendered by the server with its
  // prices: that page took (or is about to take) this one's place, and is hydrated instead, as
  // if opened at its link (src/app/held-search-page.ts).
  const data = (await heldSearchPageInPlace()) ?? loaded;
  const { pathname } = window.location;
  // LOGIN tapped before the app came: its dialog's code, fetched at the tap by before-app.js and
  // there before the app's own, runs before the page hydrates, so the replayed tap opens the
  // dialog with its form at once.
  const heldLogin = heldTapOpens('login') ? preloadLoginDialog() : null;
  // The date field tapped before the app came: the calendar's code (fetched at the tap) runs as
  // soon as it is there. Not awaited: the page hydrates without it, and the replayed tap opens
  // the calendar, or its 'Carregando calendário' until the code is there.
  if (heldTapOpens('dates')) void preloadDatePicker();
  // The page's stylesheet has its styled components' rules: hydration inserts none of them
  // again. Only a page with such rules loads styled-components for it: the first route's own
  // components are CSS Modules (docs/architecture.md, "Styles"), and a home or hotel page has none.
  if (data.styles && Object.keys(data.styles).length > 0) {
    const { adoptPrerenderedStyles } = await import('./app/prerendered-styles');
    adoptPrerenderedStyles(data.styles);
  }
  seedCatalogue(data.catalogue, pathname);
  // A hotel page's search bar shows its hotel from the first paint, a search link's its stay: the
  // state it hydrates with, and the search's (a hotel page chooses it again when it renders, as
  // when reached in the browser).
  applyPageCriteria(data);
  // PESQUISAR held since the first paint, its request on its way: its results take this page's
  // place, which is not hydrated first (src/app/held-search-results.tsx).
  if (await showHeldSearchResults(container, data, startPrerenderedStartup)) {
    return startAnalytics(env.gtmId);
  }
  await Promise.all([loadMatchedRoutes(routes, pathname), heldLogin]);
  const router = createBrowserRouter(routes, { hydrationData: data.router });
  const startup = startPrerenderedStartup();
  startAnalytics(env.gtmId);
  // The rooms chosen in the panel and the stay picked in the calendar before the app
  // (public/before-app.js) are the search's, and the page is the server's again for hydration:
  // what the script changed in it goes. Last, for whatever was tapped meanwhile.
  const roomsCounted = takeRoomsBeforeApp();
  if (roomsCounted) searchCriteriaActions().roomsCounted(roomsCounted);
  const datesPicked = takeDatesBeforeApp();
  if (datesPicked) {
    searchCriteriaActions().datesPicked(datesPicked.data_chegada, datesPicked.data_partida);
  }
  // As a transition, React hydrates in slices and lets the browser breathe in between, instead
  // of one long task (a click meanwhile is replayed once its part of the page is hydrated).
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <App startup={startup}>
          <RouterProvider router={router} />
        </App>
      </StrictMode>,
    );
  });
  // The taps held since the first paint, replayed once each now that React listens.
  releaseEarlyTaps();
}

/** Any other page: the start-up screens of product-rules §2 while the session and catalogue load. */
function renderClientSide() {
  // Only a prerendered page has the overlay; the start-up gate shows the same text here.
  document.documentElement.removeAttribute(VERIFYING_USER_ATTRIBUTE);
  const root = createRoot(container);
  // Nothing of the server's page is left to tap: whatever was held goes.
  releaseEarlyTaps();
  // A bad configuration stops here with a message naming the key, instead of a broken site.
  if (configError) {
    console.error(configError);
    root.render(
      <main style={{ padding: 24, fontFamily: 'system-ui, sans-serif' }}>
        <h1>O site não pôde iniciar</h1>
        <p>{configError.message}</p>
      </main>,
    );
    return;
  }
  // Start-up's requests and the first page's loaders leave before React's first render; what
  // the server embedded in the shell (catalogue, banners) needs no request at all.
  const embedded = readStartupData();
  const startup = startBootstrap(window.location.pathname, embedded?.catalogue ?? null);
  const router = createRouter(embedded?.banners);
  // The tag manager loads only once the visitor consents to analytics (cookie banner).
  startAnalytics(env.gtmId);
  // As a transition, the first render (the whole layout at once when the shell carried the
  // catalogue) runs in slices, letting the browser breathe in between, as hydration does.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App startup={startup}>
          <RouterProvider router={router} />
        </App>
      </StrictMode>,
    );
  });
}

function start() {
  const prerendered = configError ? null : readPrerenderData();
  if (prerendered) {
    void hydratePrerendered(prerendered);
  } else {
    // A CDN's file for another path has content this page must not keep.
    container.replaceChildren();
    renderClientSide();
  }
}

// The browser evaluates all of the first route's modules in one task, up to here. The start runs
// in the next one, so that a tap (or a paint) can come in between and neither task is as long as
// the two together were (bench/README.md, "TBT").
setTimeout(start);
