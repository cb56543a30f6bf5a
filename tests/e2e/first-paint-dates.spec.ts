import { expectNoAxeViolations } from './support/axe';
import {
  countLoads,
  expectHeld,
  holdSearchPages,
  holdTheApp,
  hydrated,
  hydrationMismatches,
  linkedSearch,
  SEARCH_LINK,
  slowPhone,
} from './support/before-app';
import { acceptCookies, waitForSite } from './support/demo';
import {
  calendarDay,
  expectPricedResults,
  hotelsToday,
  pickStay,
  searchLinkPath,
  wireDay,
} from './support/search';
import { expect, test, type Page } from './support/test';

/**
 * Issue 50: the date field tapped before the app opens its calendar at once: the app's own
 * calendar, written by the server beside the page from the hotels' today
 * (src/app/dates-before-app.tsx) and run by public/before-app.js. The guest picks the stay while
 * the app arrives; the app takes over what was picked
 * (src/features/search/utils/dates-before-app.ts), and a PESQUISAR held meanwhile searches it.
 */

const AVAILABILITY = /\/disponibilidade\/v2\/consultar$/;

// The development build (`@dev`, a desktop's window) is tapped too.
test.use({ hasTouch: true });

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
  await slowPhone(page);
});

const searchBar = (page: Page) => page.getByRole('search', { name: 'Pesquisar hospedagem' });
const datesField = (page: Page) =>
  searchBar(page).getByRole('button', { name: /Chegada e partida/ });
const calendar = (page: Page) => page.getByRole('dialog', { name: 'Escolha as datas da estadia' });
const day = (page: Page, offset: number) =>
  calendar(page).getByRole('button', { name: calendarDay(offset).name });
const monthName = (date: Date) =>
  new Intl.DateTimeFormat('pt-BR', { month: 'long', year: 'numeric' })
    .format(date)
    .replace(' de ', ' ');

test('the calendar works before the app, and the app keeps what was picked in it @mobile @dev', async ({
  page,
}) => {
  const release = await holdTheApp(page);
  const loads = countLoads(page);
  // Hydration finds the server's page: the app took the calendar over and undid what the script
  // changed in the page (the development build reports a mismatch, attributes included).
  const mismatches = hydrationMismatches(page);
  await page.goto('/', { waitUntil: 'commit' });
  const field = datesField(page);
  await expect(field).toHaveText('Datas');
  await field.tap();

  // Open at once, under the field, the app still held back: not busy, nothing to wait for.
  await expect(calendar(page)).toBeVisible();
  expect(await hydrated(field)).toBe(false);
  await expect(field).toHaveAttribute('aria-expanded', 'true');
  await expect(field).not.toHaveAttribute('aria-busy');
  await expect(page.getByRole('status').filter({ hasText: 'Carregando…' })).toHaveCount(0);
  // The hotels' today, its month, the days before it disabled, in the calendar's own styles.
  await expect(calendar(page).getByRole('grid', { name: monthName(hotelsToday()) })).toBeVisible();
  await expect(day(page, 0)).toHaveAccessibleName(/^Hoje, /);
  await expect(day(page, 0)).toBeFocused();
  if (hotelsToday().getDate() > 1) await expect(day(page, -1)).toBeDisabled();
  const cell = day(page, 0).locator('xpath=..');
  // (Without the calendar's stylesheet a day's button is as wide as its number.)
  expect((await day(page, 0).boundingBox())!.width).toBeGreaterThan(36);
  await expectNoAxeViolations(page, `#${await calendar(page).getAttribute('id')}`);

  // The arrival: marked as the app marks it, the field says it; picked again, nothing changes.
  await day(page, 0).tap();
  await expect(cell).toHaveAttribute('aria-selected', 'true');
  await expect(day(page, 0)).toHaveAccessibleName(/, selecionado$/);
  await expect(field).toHaveText(`${wireDay(0)} – ...`);
  await day(page, 0).tap();
  await expect(field).toHaveText(`${wireDay(0)} – ...`);
  await expect(calendar(page)).toBeVisible();

  // Escape closes it, the focus on the field; opened again, it shows the arrival.
  await page.keyboard.press('Escape');
  await expect(calendar(page)).toBeHidden();
  await expect(field).toBeFocused();
  await expect(field).toHaveAttribute('aria-expanded', 'false');
  await field.tap();
  await expect(cell).toHaveAttribute('aria-selected', 'true');
  // A tap beside it closes it too.
  await page.touchscreen.tap(4, page.viewportSize()!.height - 4);
  await expect(calendar(page)).toBeHidden();
  await field.tap();

  // 'Próximo mês' waits for the app's calendar: held, busy, 'Carregando…'.
  const next = calendar(page).getByRole('button', { name: 'Ir para o próximo mês' });
  await next.tap();
  await expectHeld(page, next);

  // The app comes with the calendar open: its own opens in its place, on the next month, with
  // the arrival kept; it is the app's that picks from now on.
  release();
  await waitForSite(page);
  await expect.poll(() => hydrated(field)).toBe(true);
  await expect(page.locator('#datas-antes-do-app')).toHaveCount(0);
  await expect(calendar(page)).toHaveCount(1);
  const nextMonth = hotelsToday();
  nextMonth.setDate(1);
  nextMonth.setMonth(nextMonth.getMonth() + 1);
  await expect(calendar(page).getByRole('grid', { name: monthName(nextMonth) })).toBeVisible();
  await expect(field).toHaveText(`${wireDay(0)} – ...`);
  const departure = Math.round((nextMonth.getTime() - hotelsToday().getTime()) / 86_400_000) + 2;
  await day(page, departure).click();
  await expect(calendar(page)).toBeHidden();
  await expect(field).toHaveText(`${wireDay(0)} – ${wireDay(departure)}`);
  expect(loads.count).toBe(1);
  expect(mismatches).toEqual([]);
});

// On a desktop's window the calendar shows two months: the stays below fit in them whatever the
// day of the month (a phone's shows one).
test('a stay picked before the app is searched by a PESQUISAR held then, once', async ({
  page,
}) => {
  const release = await holdTheApp(page);
  const searches: unknown[] = [];
  page.on('request', (request) => {
    if (AVAILABILITY.test(request.url())) searches.push(request.postDataJSON());
  });
  // Held until the tap is seen held: the page put in place ends the held state.
  const { pages, releasePages } = await holdSearchPages(page);
  await page.goto('/', { waitUntil: 'commit' });
  await datesField(page).tap();
  // By keyboard, as in the app's calendar: the focus on today, the arrows move a day or a week.
  await expect(day(page, 0)).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowDown');
  await expect(day(page, 7)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(day(page, 2)).toBeFocused();
  await page.keyboard.press('Enter');
  // A complete stay: the calendar closes, the field says it and has the focus.
  await expect(calendar(page)).toBeHidden();
  await expect(datesField(page)).toHaveText(`${wireDay(0)} – ${wireDay(2)}`);
  await expect(datesField(page)).toBeFocused();
  // And a room, in the rooms panel before the app (its first room: 2 adults).
  await searchBar(page)
    .getByRole('button', { name: /Quartos e hóspedes/ })
    .tap();
  await page
    .getByRole('dialog', { name: 'Quartos e hóspedes' })
    .getByRole('button', { name: 'Pronto' })
    .tap();

  // PESQUISAR, held: its search link's page is asked for at once, for that stay
  // (src/app/held-search-page.ts), and the server's answer is the one shown.
  const submit = searchBar(page).getByRole('button', { name: 'PESQUISAR' });
  await submit.tap();
  await expectHeld(page, submit);
  await expect.poll(() => pages.length).toBe(1);
  expect(Object.fromEntries(linkedSearch(pages[0]!))).toMatchObject({
    inicio: wireDay(0),
    fim: wireDay(2),
  });

  releasePages();
  release();
  await expectPricedResults(page, SEARCH_LINK);
  expect(pages).toHaveLength(1);
  expect(searches).toHaveLength(0);
  await expect(datesField(page)).toHaveText(`${wireDay(0)} – ${wireDay(2)}`);
});

test('the app never comes: the search form goes with the stay picked before it', async ({
  page,
}) => {
  // The app's file lost: before-app.js gives up after 20 s and sends the search form itself.
  await page.route(/\/assets\/index-[\w-]+\.js$/, (route) => route.abort());
  await page.goto('/', { waitUntil: 'commit' });
  await datesField(page).tap();
  await day(page, 1).tap();
  await day(page, 4).tap();
  await searchBar(page).getByRole('button', { name: 'PESQUISAR' }).tap();

  await expect(page).toHaveURL(/\/hotelSearch\/[\w-]+$/, { timeout: 30_000 });
  const segment = new URL(page.url()).pathname.split('/').pop()!;
  const query = new URLSearchParams(Buffer.from(segment, 'base64url').toString('utf8'));
  expect(Object.fromEntries(query)).toMatchObject({ inicio: wireDay(1), fim: wireDay(4) });
});

test('a stay kept earlier in the tab shows in the calendar before the app', async ({ page }) => {
  await page.goto('/');
  await waitForSite(page);
  await pickStay(page, 1, 2);

  const release = await holdTheApp(page);
  await page.goto('/', { waitUntil: 'commit' });
  await datesField(page).tap();
  await expect(calendar(page)).toBeVisible();
  expect(await hydrated(datesField(page))).toBe(false);
  await expect(datesField(page)).toHaveText(`${wireDay(1)} – ${wireDay(3)}`);
  for (const offset of [1, 2, 3]) {
    await expect(day(page, offset)).toHaveAccessibleName(/, selecionado$/);
  }
  await expect(day(page, 1)).toBeFocused();
  // A day after the departure is a new arrival (product-rules §4), as in the app's calendar.
  await day(page, 5).tap();
  await expect(datesField(page)).toHaveText(`${wireDay(5)} – ...`);
  await expect(day(page, 2)).not.toHaveAccessibleName(/selecionado/);
  // An earlier day restarts: it is the arrival, with no departure.
  await day(page, 2).tap();
  await expect(datesField(page)).toHaveText(`${wireDay(2)} – ...`);
  await expect(day(page, 5)).not.toHaveAccessibleName(/selecionado/);

  release();
  await waitForSite(page);
  await expect(datesField(page)).toHaveText(`${wireDay(2)} – ...`);
  // Open at the hand-over: the app's calendar is there in its place, with the arrival.
  await expect(day(page, 2)).toHaveAccessibleName(/, (selecionado|escolhido)$/);
});

test('a calendar the server wrote in another month waits for the app @mobile', async ({ page }) => {
  // A page rendered before midnight on a month's last day, opened the next morning.
  await page.route(/^https?:\/\/[^/]+\/$/, async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(/data-today="\d{4}-\d\d-/, 'data-today="2020-01-');
    const headers = response.headers();
    delete headers['content-encoding'];
    delete headers['content-length'];
    await route.fulfill({ status: response.status(), headers, body: html });
  });
  const release = await holdTheApp(page);
  await page.goto('/', { waitUntil: 'commit' });
  const field = datesField(page);
  await field.tap();
  await expectHeld(page, field);
  await expect(calendar(page)).toBeHidden();

  release();
  await waitForSite(page);
  await expect(calendar(page).getByRole('grid', { name: monthName(hotelsToday()) })).toBeVisible();
});

test("on a search link's page the date field waits for the app, which sets the link's stay @mobile", async ({
  page,
}) => {
  const release = await holdTheApp(page);
  await page.goto(searchLinkPath(40, 2, { qtd_adulto: '2', qtd_crianca: '0' }), {
    waitUntil: 'commit',
  });
  await expect(page.locator('#datas-antes-do-app')).toHaveCount(0);
  const field = datesField(page);
  await expect(field).toHaveText(`${wireDay(40)} – ${wireDay(42)}`);
  await field.tap();
  await expectHeld(page, field);

  release();
  await waitForSite(page);
  await expect(calendar(page)).toBeVisible();
  // (The app's days say 'escolhido' once their prices are in.)
  await expect(day(page, 40)).toHaveAccessibleName(/, (selecionado|escolhido)$/);
});
