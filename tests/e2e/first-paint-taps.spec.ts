import {
  countLoads,
  expectHeld,
  holdTheApp,
  hydrated,
  failSearchPages,
  holdSearchPages,
  hydrationMismatches,
  linkedSearch,
  SEARCH_LINK,
  slowPhone,
} from './support/before-app';
import { acceptCookies, waitForSite } from './support/demo';
import {
  chooseHotel,
  expectPricedResults,
  pickStay,
  searchLinkPath,
  setRooms,
  wireDay,
} from './support/search';
import { expect, test, type Page } from './support/test';

/**
 * Issue 27: a prerendered page looks ready before its JavaScript is there. Every tap on it in
 * that window does what it says once the app has come (held by public/before-app.js, shown busy
 * at once), exactly once, and never reloads the page. Each journey holds the app's script back
 * until its taps are done, on a phone whose CPU is slowed 4×, so the taps really come first.
 */

const AVAILABILITY = /\/disponibilidade\/v2\/consultar$/;

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
  await slowPhone(page);
});

test('Menu tapped twice before the app opens once it is there @mobile', async ({ page }) => {
  const release = await holdTheApp(page);
  const loads = countLoads(page);
  await page.goto('/', { waitUntil: 'commit' });
  const nav = page.getByRole('navigation', { name: 'Navegação principal' });
  // Two taps on the menu toggle before the app: one opening, not an open and a close.
  const menu = nav.getByRole('button', { name: 'Menu' });
  await menu.tap();
  await menu.tap();
  await expectHeld(page, menu);
  expect(await menu.getAttribute('aria-expanded')).toBe('false');

  release();
  await waitForSite(page);
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(menu).not.toHaveAttribute('aria-busy');
  await expect(page.getByRole('status').filter({ hasText: 'Carregando…' })).toHaveCount(0);
  expect(loads.count).toBe(1);
});

test('the date and rooms fields tapped before the app open their panels once @mobile', async ({
  page,
}) => {
  const release = await holdTheApp(page);
  await page.goto('/hotel/thermas-aurora', { waitUntil: 'commit' });
  const search = page.getByRole('search', { name: 'Pesquisar hospedagem' });
  const rooms = search.getByRole('button', { name: /Quartos e hóspedes/ });
  await rooms.tap();
  // The panel the server wrote opens at once (issue 50), the app still held back.
  const panel = page.getByRole('dialog', { name: 'Quartos e hóspedes' });
  await expect(panel).toBeVisible();
  expect(await hydrated(rooms)).toBe(false);

  release();
  await waitForSite(page);
  await expect.poll(() => hydrated(rooms)).toBe(true);
  await expect(panel).toBeVisible();
  // Opening adds the first room once: a replayed second opening would have added none, a
  // replayed close would have shut the panel.
  await expect(panel.getByRole('group')).toHaveCount(1);
  await page.keyboard.press('Escape');

  // The same for the dates, on a page loaded afresh.
  const again = await holdTheApp(page);
  // Fetched once: the app's own request for the stylesheet (Vite links it in CORS mode) takes
  // the tap's preload. One in another mode was not reused, and the calendar waited for a second
  // download of it.
  const stylesheetRequests: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/calendar-[\w-]+\.css$/.test(request.url()))
      stylesheetRequests.push(request.url());
  });
  await page.goto('/aurora-acqua-park', { waitUntil: 'commit' });
  // The calendar's code and stylesheet are asked for at the tap, the app still held back
  // (`data-opens="dates"`, issue 50), not once the app has hydrated and the tap is replayed; the
  // server's calendar opens meanwhile (first-paint-dates.spec.ts).
  const calendarCode = page.waitForRequest(/\/assets\/date-range-picker-[\w-]+\.js$/);
  const calendarStyles = page.waitForRequest(/\/assets\/calendar-[\w-]+\.css$/);
  const dates = search.getByRole('button', { name: /Chegada e partida/ });
  await dates.tap();
  await expect(page.getByRole('dialog', { name: 'Escolha as datas da estadia' })).toBeVisible();
  expect(await hydrated(dates)).toBe(false);
  await Promise.all([calendarCode, calendarStyles]);
  again();
  await waitForSite(page);
  const calendar = page.getByRole('dialog', { name: 'Escolha as datas da estadia' });
  await expect(calendar).toBeVisible();
  await expect(calendar.getByRole('grid').first()).toBeVisible();
  await expect(dates).toHaveAttribute('aria-expanded', 'true');
  expect(stylesheetRequests).toHaveLength(1);
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
  expect(await shownPrices(page)).toEqual(prices);
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

test('Enter in the coupon field before the app is one PESQUISAR, with its message', async ({
  page,
}) => {
  const release = await holdTheApp(page);
  const loads = countLoads(page);
  await page.goto('/', { waitUntil: 'commit' });
  const search = page.getByRole('search', { name: 'Pesquisar hospedagem' });
  const coupon = search.getByRole('textbox', { name: /Cupom/ });
  await coupon.focus();
  await page.keyboard.press('Enter');
  await expectHeld(page, search.getByRole('button', { name: 'PESQUISAR' }));

  release();
  await waitForSite(page);
  // No dates yet: the app answers with the field's message instead of a search.
  await expect(search.getByText('*Selecione uma Data')).toBeVisible();
  expect(loads.count).toBe(1);
});

test('the cookie banner waits for the app, so none of its taps can be lost', async ({ page }) => {
  await page.context().clearCookies();
  const release = await holdTheApp(page);
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Aviso de cookies' })).toHaveCount(0);
  release();
  await waitForSite(page);
  const banner = page.getByRole('region', { name: 'Aviso de cookies' });
  await banner.getByRole('button', { name: 'Recusar não essenciais' }).click();
  await expect(banner).toHaveCount(0);
  const cookies = await page.context().cookies();
  expect(cookies.filter((cookie) => cookie.name === 'termos-de-uso')).toHaveLength(1);
});

test('without the app at all, the search form still searches: the server answers with the search link', async ({
  page,
}) => {
  await page.route('**/*.js', (route) => route.abort());
  await page.goto('/');
  await chooseHotel(page, 4);
  await page
    .getByRole('search', { name: 'Pesquisar hospedagem' })
    .getByRole('button', { name: 'PESQUISAR' })
    .click();
  await expect(page).toHaveURL(/\/hotelSearch\/[\w-]+$/);
  const segment = new URL(page.url()).pathname.split('/').pop()!;
  const query = new URLSearchParams(Buffer.from(segment, 'base64url').toString('utf8'));
  expect(query.get('id_hotel')).toBe('4');
  // No room chosen yet: the link's default room (2 adults) is searched.
  expect(query.has('quartos')).toBe(false);
  // With the app, the link says what is missing.
  await page.unroute('**/*.js');
  await page.reload();
  await expect(page.getByText('Data de chegada inválida (use dd/mm/aaaa).')).toBeVisible();
});
