import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { logIn } from './support/checkout';
import { hydrationMismatches } from './support/before-app';
import { acceptCookies, waitForSite } from './support/demo';
import { SANDBOX_ORIGIN } from './support/faults';
import { wireDay } from './support/search';
import { expect, test } from './support/test';

/**
 * Issue 50 part 1: a search link (where Google's price clicks land) comes from the server with its
 * priced rooms, so they show with the page, with or without JavaScript, and the browser asks the
 * availability API nothing itself. The figures are the sandbox's own.
 */

const ARRIVAL = 80;
const NIGHTS = 2;

/** Thermas Aurora, 2 adults: the link Google's landing page and a shared search lead to. */
const LINK = `/hotelSearch/${Buffer.from(
  new URLSearchParams({
    inicio: wireDay(ARRIVAL),
    fim: wireDay(ARRIVAL + NIGHTS),
    id_hotel: '1',
    id_uh: '0',
    qtd_adulto: '2',
    qtd_crianca: '0',
  }).toString(),
).toString('base64url')}`;

const AVAILABILITY = /\/disponibilidade(-drvc)?\/(v2\/)?consultar$/;

/** The search bar says which stay the results are for: the link's, from the server's page on. */
async function expectBarShowsTheLink(page: Page) {
  const bar = page.getByRole('search', { name: 'Pesquisar hospedagem' });
  await expect(bar.getByRole('button', { name: /^Chegada e partida/ })).toHaveText(
    `${wireDay(ARRIVAL)} – ${wireDay(ARRIVAL + NIGHTS)}`,
  );
  await expect(bar.getByRole('button', { name: /^Quartos e hóspedes/ })).toHaveText(
    '1 quarto, 2 adultos',
  );
  await expect(bar.getByRole('combobox', { name: 'Hotel' })).toHaveValue('1');
}

const MONEY = /R\$\s?([\d.]+,\d{2})/g;
const reais = (text: string) => Number(text.replace(/\./g, '').replace(',', '.'));

/**
 * Each room type's first plan as its card shows it: the name and every amount in reais. Without
 * JavaScript, results that came after the page stay where React streamed them, at the end of the
 * page (its noscript style shows them there): `inMain` false looks at the whole page.
 */
async function shownPrices(
  page: Page,
  { inMain = true } = {},
): Promise<{ room: string; amounts: number[] }[]> {
  const cards = (inMain ? page.getByRole('main') : page.locator('#root'))
    .getByRole('article')
    .filter({ has: page.getByRole('table') });
  await expect(cards.first()).toBeVisible();
  const shown = [];
  for (const card of await cards.all()) {
    const room = (await card.getByRole('heading').first().textContent()) ?? '';
    const row = (await card.getByRole('row').nth(1).textContent()) ?? '';
    shown.push({ room, amounts: [...row.matchAll(MONEY)].map((m) => reais(m[1]!)) });
  }
  return shown;
}

/**
 * Every amount the sandbox's rows give a visitor for this stay: each price field, for the stay
 * and per night. A price the page made up is none of them.
 */
async function sandboxAmounts(page: Page): Promise<number[]> {
  const response = await page.request.post(`${SANDBOX_ORIGIN}/api/disponibilidade/v2/consultar`, {
    data: {
      data_chegada: wireDay(ARRIVAL),
      data_partida: wireDay(ARRIVAL + NIGHTS),
      id_hotel: 1,
      id_uh: 0,
      cupom: '',
      apartamentos: [{ qtd_adultos: 2, criancas: [] }],
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  const rows = (await response.json()) as (Record<string, number> & {
    parcelamento?: Record<string, { valor_parcela: number; valor_pix?: number }>;
  })[];
  const fields = ['valor_sem', 'valor_cafe', 'valor_meia', 'valor_inteira'];
  const amounts = rows.flatMap((row) =>
    fields.flatMap((field) => [
      row[field]!,
      row[field.replace('valor_sem', 'valor_hospedagem') + '_promo']!,
    ]),
  );
  // Each plan's instalment and PIX price (issue 52) are the sandbox's figures too.
  const instalments = rows.flatMap((row) =>
    Object.values(row.parcelamento ?? {}).flatMap((terms) => [
      terms.valor_parcela,
      ...(terms.valor_pix === undefined ? [] : [terms.valor_pix]),
    ]),
  );
  return [
    ...amounts.flatMap((amount) => [amount, Math.round((amount / NIGHTS) * 100) / 100]),
    ...instalments,
  ];
}

test('without JavaScript, a search link shows its priced rooms, the sandbox’s figures', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    await page.goto(LINK);
    await expect(page.getByRole('heading', { level: 1, name: 'Resultado da busca' })).toBeVisible();
    await expectBarShowsTheLink(page);
    const prices = await shownPrices(page, { inMain: false });
    expect(prices.length).toBeGreaterThan(0);
    // Each shown price is one the sandbox gives a visitor for this stay.
    const amounts = await sandboxAmounts(page);
    for (const { room, amounts: shown } of prices) {
      expect(shown.length, room).toBeGreaterThan(0);
      for (const amount of shown) expect(amounts, `${room}: ${amount}`).toContain(amount);
    }
    await expect(page.getByText('Procurando quartos disponíveis...')).toBeHidden();
  } finally {
    await context.close();
  }
});

// @dev: also on the development build, where React reports a page that hydrates unlike the
// server's (the bar's stay among it).
test('opened in a browser, the page asks no availability itself and shows the same prices @dev', async ({
  page,
  browser,
}) => {
  const asked: string[] = [];
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    if (AVAILABILITY.test(new URL(request.url()).pathname)) asked.push(request.url());
    if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
  });
  const mismatches = hydrationMismatches(page);
  await acceptCookies(page);
  await page.goto(LINK);
  await waitForSite(page);
  await expectBarShowsTheLink(page);
  // Its styles, the app's among them, come in the page: no file to fetch before it paints.
  expect(stylesheets).toEqual([]);
  await expect(page.getByRole('button', { name: 'PESQUISAR' })).not.toHaveCSS(
    'background-color',
    'rgba(0, 0, 0, 0)',
  );
  const prices = await shownPrices(page);
  // The app is the page's now: choosing a rate works, with the server's figures.
  const first = page.getByRole('main').getByRole('article').first();
  await first.getByRole('radio').first().check();
  await expect(page.getByRole('button', { name: 'Continuar' })).toBeEnabled();
  expect(asked).toEqual([]);
  expect(mismatches).toEqual([]);
  await expectNoAxeViolations(page);

  const plain = await browser.newContext({ javaScriptEnabled: false });
  try {
    const withoutScripts = await plain.newPage();
    await withoutScripts.goto(LINK);
    expect(await shownPrices(withoutScripts, { inMain: false })).toEqual(prices);
  } finally {
    await plain.close();
  }
});

test('a returning customer gets the member prices: the page searches again once it knows them', async ({
  page,
}) => {
  await acceptCookies(page);
  await page.goto('/');
  await waitForSite(page);
  await logIn(page);
  const asked: string[] = [];
  page.on('request', (request) => {
    if (AVAILABILITY.test(new URL(request.url()).pathname)) {
      asked.push(request.headers().authorization ?? 'sem sessão');
    }
  });
  // A new page load, as from Google: the server renders a visitor's prices (it sees no session).
  await page.goto(LINK);
  await waitForSite(page);
  const standard = page.getByRole('main').getByRole('article', { name: 'Apartamento Standard' });
  await expect(
    standard.getByText('Preço para clientes cadastrados', { exact: true }),
  ).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'Entrar para ver o preço de cliente' }),
  ).toHaveCount(0);
  // Once, with the customer's session.
  expect(asked).toHaveLength(1);
  expect(asked[0]).toMatch(/^Bearer ey/);
});
