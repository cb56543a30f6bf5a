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
import { expectPricedResults, pickStay, searchLinkPath, setRooms } from './support/search';
import { expect, test, type Page } from './support/test';

/**
 * Issue 50: the rooms field tapped before the app opens its panel at once: the app's own panel,
 * written by the server beside the page (src/app/rooms-before-app.tsx) and run by
 * public/before-app.js. The guest counts rooms and guests while the app arrives; the app takes
 * over what was counted (src/features/search/utils/rooms-before-app.ts), and a PESQUISAR held
 * meanwhile searches those rooms.
 */

const AVAILABILITY = /\/disponibilidade\/v2\/consultar$/;

// The development build (`@dev`, a desktop's window) is tapped too.
test.use({ hasTouch: true });

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
  await slowPhone(page);
});

const searchBar = (page: Page) => page.getByRole('search', { name: 'Pesquisar hospedagem' });
const roomsField = (page: Page) =>
  searchBar(page).getByRole('button', { name: /Quartos e hóspedes/ });
const roomsPanel = (page: Page) => page.getByRole('dialog', { name: 'Quartos e hóspedes' });
/** The page's scroll once it has stopped moving (a smooth scroll takes a while on a slow phone). */
async function settledScroll(page: Page): Promise<number> {
  let last = -1;
  await expect
    .poll(
      async () => {
        const now = await page.evaluate(() => scrollY);
        const settled = now === last;
        last = now;
        return settled;
      },
      { intervals: [200] },
    )
    .toBe(true);
  return last;
}

const room = (page: Page, n: number) =>
  roomsPanel(page).getByRole('group', { name: `Quarto ${n}` });

test('the rooms panel works before the app, and the app keeps what was counted in it @mobile @dev', async ({
  page,
}) => {
  const release = await holdTheApp(page);
  const loads = countLoads(page);
  // Hydration finds the server's page: the app took the panel over and undid what the script
  // changed in the page (the development build reports a mismatch, attributes included).
  const mismatches = hydrationMismatches(page);
  await page.goto('/', { waitUntil: 'commit' });
  const field = roomsField(page);
  await expect(field).toHaveText('Quartos');
  await field.scrollIntoViewIfNeeded();
  const scrolledAtTap = await page.evaluate(() => scrollY);
  await field.tap();

  // Open at once, under the field, the app still held back: not busy, nothing to wait for.
  const panel = roomsPanel(page);
  await expect(panel).toBeVisible();
  expect(await hydrated(field)).toBe(false);
  await expect(field).toHaveAttribute('aria-expanded', 'true');
  await expect(field).not.toHaveAttribute('aria-busy');
  await expect(page.getByRole('status').filter({ hasText: 'Carregando…' })).toHaveCount(0);
  // Opening adds the first room (product-rules §4), as the app's does.
  await expect(panel.getByRole('group')).toHaveCount(1);
  // On a phone the page scrolls down to it (product-rules §9: 250 px), as for the app's.
  const phone = page.viewportSize()!.width < 700;
  await expect.poll(() => page.evaluate(() => scrollY)).toBe(scrolledAtTap + (phone ? 250 : 0));
  await expect(room(page, 1).getByLabel('Adultos: 2')).toBeVisible();
  await expect(
    room(page, 1).getByRole('button', { name: 'Menos crianças no quarto 1' }),
  ).toBeDisabled();
  await expectNoAxeViolations(page, `#${await panel.getAttribute('id')}`);

  // Its steppers, its actions and its age selects work, within the product's limits.
  await panel.getByRole('button', { name: 'Mais adultos no quarto 1' }).tap();
  await expect(room(page, 1).getByLabel('Adultos: 3')).toBeVisible();
  await panel.getByRole('button', { name: 'Adicionar quarto' }).tap();
  await expect(panel.getByRole('group')).toHaveCount(2);
  await expect(room(page, 2).getByLabel('Adultos: 2')).toBeVisible();
  for (let i = 0; i < 4; i++) {
    await panel.getByRole('button', { name: 'Mais crianças no quarto 2' }).tap();
  }
  await expect(room(page, 2).getByLabel('Crianças: 4')).toBeVisible();
  await expect(
    room(page, 2).getByRole('button', { name: 'Mais crianças no quarto 2' }),
  ).toBeDisabled();
  await expect(room(page, 2).getByRole('combobox')).toHaveCount(4);
  await panel.getByRole('button', { name: 'Menos crianças no quarto 2' }).tap();
  await panel.getByRole('button', { name: 'Menos crianças no quarto 2' }).tap();
  await panel.getByRole('button', { name: 'Menos crianças no quarto 2' }).tap();
  await expect(room(page, 2).getByRole('combobox')).toHaveCount(1);
  await room(page, 2).getByLabel('Idade da criança 1').selectOption('12');
  await panel.getByRole('button', { name: 'Adicionar quarto' }).tap();
  await panel.getByRole('button', { name: 'Remover quarto' }).tap();
  await expect(panel.getByRole('group')).toHaveCount(2);

  // 'Pronto' closes it, the field says what was counted and has the focus.
  await panel.getByRole('button', { name: 'Pronto' }).tap();
  await expect(panel).toBeHidden();
  await expect(field).toHaveText('2 quartos, 5 adultos, 1 criança');
  await expect(field).toHaveAttribute('aria-expanded', 'false');
  await expect(field).toBeFocused();
  // Escape closes it too, and so does a tap beside it; opened again, it shows what was counted.
  await field.tap();
  await expect(room(page, 2).getByLabel('Crianças: 1')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(field).toBeFocused();
  await field.tap();
  await expect(panel).toBeVisible();
  await searchBar(page).getByText('Quartos e hóspedes', { exact: true }).tap();
  await expect(panel).toBeHidden();
  await field.tap();
  await expect(room(page, 1).getByLabel('Adultos: 3')).toBeVisible();

  // The app comes with the panel open: its own opens in its place, with the same rooms, and
  // the page is not scrolled again. (Measured once this opening's own smooth scroll has ended.)
  const scrolledBeforeApp = await settledScroll(page);
  release();
  await waitForSite(page);
  await expect.poll(() => hydrated(field)).toBe(true);
  await expect(panel).toHaveCount(1);
  await expect(panel).toBeVisible();
  // (A few pixels as one panel takes the other's place; not the 250 of an opening.)
  expect(Math.abs((await settledScroll(page)) - scrolledBeforeApp)).toBeLessThan(50);
  await expect(page.locator('#quartos-antes-do-app')).toHaveCount(0);
  await expect(field).toHaveText('2 quartos, 5 adultos, 1 criança');
  await expect(room(page, 1).getByLabel('Adultos: 3')).toBeVisible();
  await expect(room(page, 2).getByLabel('Idade da criança 1')).toHaveValue('12');
  // And it is the app's that runs from now on.
  await panel.getByRole('button', { name: 'Mais adultos no quarto 2' }).click();
  await expect(field).toHaveText('2 quartos, 6 adultos, 1 criança');
  expect(loads.count).toBe(1);
  expect(mismatches).toEqual([]);
});

test('PESQUISAR held after counting rooms before the app searches those rooms, once @mobile', async ({
  page,
}) => {
  // A stay and one room of 2 adults chosen earlier in this tab: the panel opens with them.
  await page.goto('/');
  await waitForSite(page);
  await pickStay(page, 45, 2);
  await setRooms(page, [[]]);

  const release = await holdTheApp(page);
  const searches: unknown[] = [];
  page.on('request', (request) => {
    if (AVAILABILITY.test(request.url())) searches.push(request.postDataJSON());
  });
  // Held until the tap is seen held: the page put in place ends the held state.
  const { pages, releasePages } = await holdSearchPages(page);
  await page.goto('/', { waitUntil: 'commit' });
  await roomsField(page).tap();
  await expect(roomsPanel(page).getByRole('group')).toHaveCount(1);
  await expect(room(page, 1).getByLabel('Adultos: 2')).toBeVisible();
  await roomsPanel(page).getByRole('button', { name: 'Mais crianças no quarto 1' }).tap();
  await room(page, 1).getByLabel('Idade da criança 1').selectOption('5');

  // PESQUISAR, held: its search link's page is asked for at once, with the rooms counted
  // (src/features/search/utils/early-search.ts, src/app/held-search-page.ts).
  await roomsPanel(page).getByRole('button', { name: 'Pronto' }).tap();
  const submit = searchBar(page).getByRole('button', { name: 'PESQUISAR' });
  await submit.tap();
  await expectHeld(page, submit);
  await expect.poll(() => pages.length).toBe(1);
  const linked = Object.fromEntries(linkedSearch(pages[0]!));
  expect(linked).toMatchObject({ qtd_adulto: '2', qtd_crianca: '1', idade_crianca1: '5' });
  expect(linked).not.toHaveProperty('quartos');

  // The app hydrates that page with its answer: no request of its own.
  releasePages();
  release();
  await expectPricedResults(page, SEARCH_LINK);
  expect(pages).toHaveLength(1);
  expect(searches).toHaveLength(0);
  await expect(roomsField(page)).toHaveText('1 quarto, 2 adultos, 1 criança');
});

test('the app never comes: the search form goes with the rooms counted before it @mobile', async ({
  page,
}) => {
  // The app's file lost: before-app.js gives up after 20 s and sends the search form itself.
  await page.route(/\/assets\/index-[\w-]+\.js$/, (route) => route.abort());
  await page.goto('/', { waitUntil: 'commit' });
  await roomsField(page).tap();
  await roomsPanel(page).getByRole('button', { name: 'Mais adultos no quarto 1' }).tap();
  await roomsPanel(page).getByRole('button', { name: 'Adicionar quarto' }).tap();
  await roomsPanel(page).getByRole('button', { name: 'Mais crianças no quarto 2' }).tap();
  await room(page, 2).getByLabel('Idade da criança 1').selectOption('7');
  await roomsPanel(page).getByRole('button', { name: 'Pronto' }).tap();
  await searchBar(page).getByRole('button', { name: 'PESQUISAR' }).tap();

  await expect(page).toHaveURL(/\/hotelSearch\/[\w-]+$/, { timeout: 30_000 });
  const segment = new URL(page.url()).pathname.split('/').pop()!;
  const query = new URLSearchParams(Buffer.from(segment, 'base64url').toString('utf8'));
  expect(Object.fromEntries(query)).toMatchObject({
    quartos: '2',
    qtd_adulto: '3',
    qtd_crianca: '0',
    qtd_adulto_2: '2',
    qtd_crianca_2: '1',
    idade_crianca_2_1: '7',
  });
});

test("on a search link's page the rooms field waits for the app, which sets the link's rooms @mobile", async ({
  page,
}) => {
  const release = await holdTheApp(page);
  await page.goto(
    searchLinkPath(50, 2, {
      quartos: '2',
      qtd_adulto: '3',
      qtd_crianca: '1',
      idade_crianca1: '5',
      qtd_adulto_2: '1',
      qtd_crianca_2: '0',
    }),
    { waitUntil: 'commit' },
  );
  // No panel before the app here: the page applies the link's rooms once hydrated, and would
  // replace whatever was counted before. The tap is held, as any other.
  await expect(page.locator('#quartos-antes-do-app')).toHaveCount(0);
  const field = roomsField(page);
  await field.tap();
  await expectHeld(page, field);

  release();
  await waitForSite(page);
  await expect(roomsPanel(page).getByRole('group')).toHaveCount(2);
  await expect(room(page, 1).getByLabel('Adultos: 3')).toBeVisible();
  await expect(room(page, 1).getByLabel('Idade da criança 1')).toHaveValue('5');
  await expect(field).toHaveText('2 quartos, 4 adultos, 1 criança');
});
