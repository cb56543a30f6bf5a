import type { Page } from '@playwright/test';
import { checkPriceAccuracy } from '../../scripts/google/price-accuracy.mjs';
import { expectNoAxeViolations } from './support/axe';
import { holdTheApp } from './support/before-app';
import { acceptCookies } from './support/demo';
import { hotelsToday } from './support/search';
import { SITE_ORIGIN } from './support/site';
import { expect, test } from './support/test';

/**
 * Issue 30: the prices the site sends Google (POST /feeds/google/precos) are the prices its
 * landing page shows for the same room, meal plan and dates, as Google checks them. The full
 * check (50 itineraries or more, with its match rate) is `npm run check:google-prices`; this is
 * a smaller sample of the same code, on every run.
 */

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

test('the prices sent to Google are the landing page’s, room by room and for the hotel', async ({
  page,
}) => {
  const lines: string[] = [];
  const report = await checkPriceAccuracy({
    page,
    origin: SITE_ORIGIN,
    count: 6,
    seed: 2027,
    log: (line) => lines.push(line),
  });
  expect(report.checked, lines.join('\n')).toBe(6);
  expect(report.mismatches, lines.join('\n')).toEqual([]);
  expect(report.matched).toBe(6);
});

/** A landing address for hotel 1, two nights from 20 days ahead, its Standard with breakfast. */
function landingUrl(extra: Record<string, string> = {}) {
  const day = hotelsToday();
  day.setDate(day.getDate() + 20);
  const checkin = `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
  const params = new URLSearchParams({
    hotel: '1',
    chegada: checkin,
    noites: '2',
    adultos: '2',
    criancas: '0',
    quarto: '102',
    plano: 'cafe',
    ...extra,
  });
  return `/google/hotel?${params}`;
}

async function expectGoogleRoomFirst(page: Page) {
  const availability: string[] = [];
  page.on('request', (request) => {
    if (/\/disponibilidade\/v2\/consultar$/.test(request.url())) availability.push(request.url());
  });
  const landing = await page.goto(landingUrl());
  // The page itself, with its prices, in the landing's own response (issue 50): no redirect
  // first, and no search of the browser's own (the server's answer hydrates the page).
  expect(landing?.request().redirectedFrom()).toBeNull();
  expect(await landing?.text()).toMatch(/O quarto que você viu no Google/);
  await expect(page).toHaveURL(
    /\/hotelSearch\/[\w-]+\?ordem=menor-preco&destaque=102&pensao=cafe$/,
  );
  const first = page.getByRole('article').first();
  await expect(first.getByRole('table')).toBeVisible();
  await expect(first.getByRole('row', { name: /^Café da manhã/ })).toBeVisible();
  await expect(first.getByText('O quarto que você viu no Google')).toBeVisible();
  // Only the plan clicked is shown (a filter the guest can clear), and the order says why.
  await expect(first.getByRole('row', { name: /^Sem café/ })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Ordenar por' })).toHaveValue('menor-preco');
  expect(availability).toEqual([]);
  return first;
}

test('a guest from Google lands on the room they clicked, first, and the page passes axe', async ({
  page,
}) => {
  const first = await expectGoogleRoomFirst(page);
  await expect(first.getByRole('heading').first()).toHaveText(/\S/);
  await expectNoAxeViolations(page);
  // A reload keeps the search, the order and the room on top.
  await page.reload();
  await expect(page.getByRole('article').first().getByRole('heading').first()).toHaveText(
    (await first.getByRole('heading').first().textContent())!,
  );
});

test('a guest from Google lands on the room they clicked on a phone @mobile', async ({ page }) => {
  await expectGoogleRoomFirst(page);
  await expectNoAxeViolations(page);
});

test('the address is the link’s from the first paint, before the app has come', async ({
  page,
}) => {
  const release = await holdTheApp(page);
  await page.goto(landingUrl(), { waitUntil: 'commit' });
  // The server's page, with its prices, under the link's address: a reload or a share now is the
  // link itself (issue 50).
  await expect(page.getByText('O quarto que você viu no Google')).toBeVisible();
  expect(new URL(page.url()).pathname).toMatch(/^\/hotelSearch\/[\w-]+$/);
  release();
  await expect(page.getByRole('combobox', { name: 'Ordenar por' })).toHaveValue('menor-preco');
});

test('a landing with a past date says so in Portuguese', async ({ page }) => {
  await page.goto(landingUrl({ chegada: '2020-01-10' }));
  await expect(page.getByRole('heading', { name: 'Link de busca inválido' })).toBeVisible();
  await expect(page.getByText('A data de chegada já passou.')).toBeVisible();
});
