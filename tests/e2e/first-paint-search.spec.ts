import {
  countLoads,
  expectHeld,
  failSearchPages,
  holdSearchPages,
  holdTheApp,
  hydrated,
  hydrationMismatches,
  linkedSearch,
  SEARCH_LINK,
  slowPhone,
} from './support/before-app';
import { acceptCookies, waitForSite } from './support/demo';
import { expectPricedResults, pickStay, searchLinkPath, setRooms, wireDay } from './support/search';
import { expect, test, type Page } from './support/test';

/**
 * Issue 27 and issue 50: PESQUISAR tapped on a prerendered page before its JavaScript is there
 * searches once, without a reload, and its prices come before the app. Each journey holds the
 * app's script back until its taps are done, on a phone whose CPU is slowed 4×, so the taps
 * really come first (the other controls' taps: first-paint-taps.spec.ts).
 */

const AVAILABILITY = /\/disponibilidade\/v2\/consultar$/;

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
  await slowPhone(page);
});

/**
 * PESQUISAR tapped on `path` before the app came: held, then the results with their prices
 * before the app has come, without a reload. The held search asks for its search link's page,
 * which the server renders with the availability API's answer (src/app/held-search-page.ts),
 * and that page takes the place of the one the tap was on; the app then hydrates it, and asks
 * the API nothing itself. The search is for the hotel the form showed when tapped.
 */
async function searchBeforeTheApp(page: Page, path: string, hotel: string): Promise<void> {
  await chooseStayEarlier(page);
  const release = await holdTheApp(page);
  const loads = countLoads(page);
  const mismatches = hydrationMismatches(page);
  const searches = watchSearches(page);
  const { pages, releasePages } = await holdSearchPages(page);
  const resultsPageCode = page.waitForRequest(/\/assets\/hotel-search-link-[\w-]+\.js$/, {
    timeout: 10_000,
  });
  await page.goto(path, { waitUntil: 'commit' });
  const submit = searchButton(page);
  await submit.tap();
  await submit.tap();
  await expectHeld(page, submit);
  // Its page is asked for at the tap, the app's code still held back: the held search is a file
  // of its own, which before-app.js runs (src/app/held-search.ts). The page's code is asked for
  // at the tap too, not once the app has hydrated.
  await expect.poll(() => pages.length).toBe(1);
  await resultsPageCode;
  expect(new URL(page.url()).pathname).toBe(path);
  const shown = await page
    .getByRole('search', { name: 'Pesquisar hospedagem' })
    .getByLabel('Hotel')
    .inputValue();
  // What the page's search bar searches, from its first paint (a hotel page: its hotel).
  expect(shown).toBe(hotel);
  expect(linkedSearch(pages[0]!).get('id_hotel')).toBe(shown);

  // The prices show with the server's page, the app still held back: nothing of it hydrated.
  releasePages();
  await expectPricedResults(page, SEARCH_LINK);
  expect(new URL(page.url()).pathname).toBe(new URL(pages[0]!).pathname);
  expect(await hydrated(page.getByRole('article').first().getByRole('table'))).toBe(false);
  // The held tap is done: the page is no longer busy.
  await expect(page.getByRole('status').filter({ hasText: 'Carregando…' })).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-early-tap'))).toBe(
    false,
  );
  const prices = await shownPrices(page);
  expect(prices.length).toBeGreaterThan(0);

  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Resultado da busca' })).toBeFocused();
  await expect
    .poll(() => hydrated(page.getByRole('article').first().getByRole('table')))
    .toBe(true);
  // The app hydrated the server's page with its answer: the same prices, asked for once, by the
  // server; no availability request of its own, no reload, nothing React had to redo.
  // (The results render their cards in slices: more may follow below those the server wrote.)
  expect((await shownPrices(page)).slice(0, prices.length)).toEqual(prices);
  expect(pages).toHaveLength(1);
  expect(searches).toHaveLength(0);
  expect(loads.count).toBe(1);
  expect(mismatches).toEqual([]);
}

/** Every price of the results' rate tables, in order (not the extras the app offers beside them). */
const shownPrices = (page: Page) =>
  page
    .getByRole('article')
    .getByRole('table')
    .getByText(/R\$ \d{1,3}(\.\d{3})*,\d{2}/)
    .allTextContents();

/** The stay and the room, chosen earlier in this tab (the criteria live in sessionStorage). */
async function chooseStayEarlier(page: Page) {
  await page.goto('/');
  await waitForSite(page);
  await pickStay(page, 40, 2);
  await setRooms(page, [[]]);
}

/** The availability requests the page sends, as they leave. */
function watchSearches(page: Page): { id_hotel: number; data_chegada: string }[] {
  const searches: { id_hotel: number; data_chegada: string }[] = [];
  page.on('request', (request) => {
    if (AVAILABILITY.test(request.url())) searches.push(request.postDataJSON());
  });
  return searches;
}

const searchButton = (page: Page) =>
  page
    .getByRole('search', { name: 'Pesquisar hospedagem' })
    .getByRole('button', { name: 'PESQUISAR' });

test('PESQUISAR tapped before the app searches once, without a reload @mobile', async ({
  page,
}) => {
  await searchBeforeTheApp(page, '/', '0');
});

test('PESQUISAR tapped before the app on a hotel page searches once, for that hotel @mobile', async ({
  page,
}) => {
  // Thermas Aurora is the search's option 1.
  await searchBeforeTheApp(page, '/hotel/thermas-aurora', '1');
});

test('PESQUISAR tapped before the app on a search link searches once, for the link’s stay @mobile', async ({
  page,
}) => {
  // The tab kept another stay (40 days ahead): the link's page shows, and searches, its own.
  await chooseStayEarlier(page);
  const arrival = 95;
  const link = searchLinkPath(arrival, 3, { qtd_adulto: '2', qtd_crianca: '0' }, 1);
  const release = await holdTheApp(page);
  const loads = countLoads(page);
  const searches = watchSearches(page);
  const { pages, releasePages } = await holdSearchPages(page);
  await page.goto(link, { waitUntil: 'commit' });
  const submit = searchButton(page);
  await submit.tap();
  await expectHeld(page, submit);

  // The page's module script stays in its head (it hydrates the streamed results), so the held
  // search's module runs as the app starts. It asks for the stay the bar shows, the link's, and
  // the page that comes is the results shown: one page, no request of the app's, no reload.
  releasePages();
  release();
  // (The link's page shows its prices from the start: what matters is what the app hydrates.)
  await expect.poll(() => pages.length).toBe(1);
  await expect
    .poll(() => hydrated(page.getByRole('article').first().getByRole('table')))
    .toBe(true);
  await expectPricedResults(page, SEARCH_LINK);
  expect(pages).toHaveLength(1);
  expect(Object.fromEntries(linkedSearch(pages[0]!))).toMatchObject({
    id_hotel: '1',
    inicio: wireDay(arrival),
  });
  expect(searches).toHaveLength(0);
  expect(loads.count).toBe(1);
});

test('PESQUISAR held before the app shows its results without waiting for the page it was on @mobile @dev', async ({
  page,
}) => {
  await chooseStayEarlier(page);
  // On the development build too: React says there what it finds wrong (a root over another).
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const release = await holdTheApp(page);
  // The home page's own code never comes: the results' page takes its place, not hydrated first
  // (src/app/held-search-page.ts).
  const homeCode = /\/assets\/home-[\w-]+\.js$/;
  await page.route(homeCode, () => {});
  const loads = countLoads(page);
  const searches = watchSearches(page);
  const { pages, releasePages } = await holdSearchPages(page);
  await page.goto('/', { waitUntil: 'commit' });
  await searchButton(page).click();
  await expectHeld(page, searchButton(page));
  releasePages();
  release();
  await expectPricedResults(page, SEARCH_LINK);
  expect(pages).toHaveLength(1);
  expect(searches).toHaveLength(0);
  expect(loads.count).toBe(1);
  expect(errors).toEqual([]);
  // The page put in place brought its own styles, not the app's again (global.css's tokens, declared on :root):
  // the page it went over has them (server/src/prerender/app-stylesheet.ts).
  const adoptedAppStyles = await page.evaluate(() =>
    document.adoptedStyleSheets.some((sheet) =>
      [...sheet.cssRules].some((rule) => rule.cssText.includes('--space-md:')),
    ),
  );
  expect(adoptedAppStyles).toBe(false);
  // As after the search's navigation: the focus on the new page, which the bar shows the search of.
  await expect(page.getByRole('heading', { level: 1, name: 'Resultado da busca' })).toBeFocused();
  await expect(
    page
      .getByRole('search', { name: 'Pesquisar hospedagem' })
      .getByRole('button', { name: /^Chegada e partida/ }),
  ).toHaveText(`${wireDay(40)} – ${wireDay(42)}`);
  await expect(page.getByRole('status').filter({ hasText: 'Carregando…' })).toHaveCount(0);

  // The page it was on is one step back, as after any search.
  await page.unroute(homeCode);
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(searchButton(page)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(loads.count).toBe(1);
});

test('a tap on the results put in place before the app is held, and done once the app has come @mobile', async ({
  page,
}) => {
  await chooseStayEarlier(page);
  const release = await holdTheApp(page);
  const loads = countLoads(page);
  await page.goto('/', { waitUntil: 'commit' });
  await searchButton(page).tap();
  await expectPricedResults(page, SEARCH_LINK);
  // The results' own date field, before the app: held as any tap on a page the server wrote.
  const dates = page
    .getByRole('search', { name: 'Pesquisar hospedagem' })
    .getByRole('button', { name: /^Chegada e partida/ });
  await dates.tap();
  await expectHeld(page, dates);
  release();
  await expect(page.getByRole('dialog', { name: 'Escolha as datas da estadia' })).toBeVisible();
  // On the page it was tapped on: the link's, hydrated, not another results page in its place.
  await expect(page).toHaveURL(SEARCH_LINK);
  expect(loads.count).toBe(1);
});

test('a held PESQUISAR whose page the server did not render shows its results as before @mobile', async ({
  page,
}) => {
  await chooseStayEarlier(page);
  const release = await holdTheApp(page);
  await failSearchPages(page);
  const loads = countLoads(page);
  const searches = watchSearches(page);
  await page.goto('/', { waitUntil: 'commit' });
  await searchButton(page).tap();
  await expectHeld(page, searchButton(page));
  // The bare request leaves once the page's has failed, the app still held back.
  await expect.poll(() => searches.length).toBe(1);
  release();
  // The app shows the results itself, at /hotelSearch (src/app/held-search-results.tsx).
  await expectPricedResults(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Resultado da busca' })).toBeFocused();
  expect(searches).toHaveLength(1);
  expect(loads.count).toBe(1);
});

test('a held PESQUISAR whose early request fails is replayed on the page, which says why @mobile', async ({
  page,
}) => {
  await chooseStayEarlier(page);
  const release = await holdTheApp(page);
  // The server did not render its page (src/app/held-search-page.ts): the bare request is sent.
  await failSearchPages(page);
  let answered = 0;
  await page.route(AVAILABILITY, async (route) => {
    answered += 1;
    await route.fulfill({ status: 500, json: { erro: 'Disponibilidade fora do ar.' } });
  });
  const loads = countLoads(page);
  await page.goto('/', { waitUntil: 'commit' });
  await searchButton(page).tap();
  await expectHeld(page, searchButton(page));
  await expect.poll(() => answered).toBe(1);
  release();
  // No results to show: the page hydrates, its tap is replayed, and the search reports the
  // answer it takes, as a PESQUISAR does (the API's verdict, not asked again).
  await expect(
    page.getByRole('alert').filter({ hasText: 'Erro ao procurar hotéis: ' }),
  ).toContainText('Erro ao procurar hotéis: Disponibilidade fora do ar.');
  expect(await hydrated(searchButton(page))).toBe(true);
  expect(new URL(page.url()).pathname).toBe('/');
  expect(answered).toBe(1);
  expect(loads.count).toBe(1);
});

test('a PESQUISAR held before the deployment’s settings have run waits for them @mobile', async ({
  page,
}) => {
  await chooseStayEarlier(page);
  const releaseApp = await holdTheApp(page);
  // config.js is deferred: the page paints, and takes a tap, before it has run. The search's
  // API addresses and tokens are read from it once, as the held search's file is evaluated.
  let releaseConfig!: () => void;
  const configHeld = new Promise<void>((resolve) => (releaseConfig = resolve));
  await page.route(
    (url) => url.pathname === '/config.js',
    async (route) => {
      await configHeld;
      await route.continue();
    },
  );
  const { pages: searches, releasePages } = await holdSearchPages(page);
  releasePages();
  const heldSearchFile = page.waitForResponse(/\/assets\/held-search-[\w-]+\.js$/);
  await page.goto('/', { waitUntil: 'commit' });
  await searchButton(page).tap();
  await expectHeld(page, searchButton(page));
  await heldSearchFile;
  // Fetched, and not run: before-app.js runs the held search's module only once the deferred
  // settings have (DOMContentLoaded), and the page is still before that. Its search would leave
  // in the task that runs it, so no search can be on its way.
  expect(
    await page.evaluate(() => ({
      readyState: document.readyState,
      run: document.querySelector('script[type="module"][src*="held-search"]') !== null,
    })),
  ).toEqual({ readyState: 'interactive', run: false });
  expect(searches).toHaveLength(0);

  releaseConfig();
  await expect.poll(() => searches.length).toBe(1);
  releaseApp();
  await expectPricedResults(page, SEARCH_LINK);
  expect(searches).toHaveLength(1);
});
