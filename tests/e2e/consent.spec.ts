import type { BrowserContext } from '@playwright/test';
import { expect, test, type Page } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { waitForSite } from './support/demo';

/**
 * Cookie consent that is a real choice (LGPD art. 8; the ANPD's cookie guide): the tag manager
 * (GTM-E2ETEST, configured for the journeys in playwright.config.ts) loads only after analytics
 * consent. Its host is stubbed here, and every request to it is recorded: with the real
 * googletagmanager.com a request that leaves would be one too many anyway.
 */

const TAG_MANAGER = 'https://www.googletagmanager.com/';

/** Every request that leaves for the tag manager's host, answered with a tiny script. */
async function recordTagManager(context: BrowserContext): Promise<string[]> {
  const requests: string[] = [];
  await context.route(`${TAG_MANAGER}**`, (route) => {
    requests.push(route.request().url());
    return route.fulfill({
      status: 200,
      contentType: 'application/javascript',
      body: 'window.__tagManagerStub = (window.__tagManagerStub || 0) + 1;',
    });
  });
  return requests;
}

/** Waits until the page has nothing left to fetch, so a late tag request would have shown. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
}

/** gtag() pushes `arguments` objects: read the dataLayer as plain arrays and objects. */
function readDataLayer(page: Page) {
  return page.evaluate(() => {
    const layer = (window as { dataLayer?: unknown[] }).dataLayer;
    return layer?.map((entry) =>
      Object.prototype.toString.call(entry) === '[object Arguments]'
        ? Array.from(entry as ArrayLike<unknown>)
        : entry,
    );
  });
}

const banner = (page: Page) => page.getByRole('region', { name: 'Aviso de cookies' });

test('refusing: no request to the tag manager, before or after the choice, across pages', async ({
  page,
  context,
}) => {
  const requests = await recordTagManager(context);
  await page.goto('/');
  await waitForSite(page);
  await expect(banner(page)).toBeVisible();
  await expectNoAxeViolations(page);
  await settle(page);
  expect(requests, 'nothing before a choice').toEqual([]);

  await banner(page).getByRole('button', { name: 'Recusar não essenciais' }).click();
  await expect(banner(page)).toBeHidden();
  await settle(page);

  await page.reload();
  await waitForSite(page);
  await expect(banner(page)).toHaveCount(0);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Hotéis', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Hotéis/i })).toBeVisible();
  await settle(page);

  expect(requests).toEqual([]);
  expect(await readDataLayer(page)).toBeUndefined();
});

test("accepting: one request leaves, after Consent Mode's denied defaults", async ({
  page,
  context,
}) => {
  const requests = await recordTagManager(context);
  await page.goto('/');
  await waitForSite(page);
  await settle(page);
  expect(requests).toEqual([]);

  await banner(page).getByRole('button', { name: 'Aceitar todos' }).click();
  await expect(banner(page)).toBeHidden();
  await expect.poll(() => requests.length).toBe(1);
  expect(requests[0]).toBe(`${TAG_MANAGER}gtm.js?id=GTM-E2ETEST`);
  await expect
    .poll(() => page.evaluate(() => (window as { __tagManagerStub?: number }).__tagManagerStub))
    .toBe(1);

  const layer = await readDataLayer(page);
  expect(layer?.slice(0, 2)).toEqual([
    [
      'consent',
      'default',
      {
        ad_storage: 'denied',
        analytics_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
      },
    ],
    [
      'consent',
      'update',
      {
        analytics_storage: 'granted',
        ad_storage: 'granted',
        ad_user_data: 'granted',
        ad_personalization: 'granted',
      },
    ],
  ]);

  const cookie = (await context.cookies()).find((c) => c.name === 'termos-de-uso');
  expect(JSON.parse(decodeURIComponent(cookie!.value))).toMatchObject({
    versao: 1,
    analise: true,
    marketing: true,
  });
});

test("'Personalizar' and the footer: choose per category, then withdraw", async ({
  page,
  context,
}) => {
  const requests = await recordTagManager(context);
  await page.goto('/');
  await waitForSite(page);

  await banner(page).getByRole('button', { name: 'Personalizar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Preferências de cookies' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: 'Necessários' })).toBeDisabled();
  await expectNoAxeViolations(page);
  // Keyboard only: the focus starts on 'Análise'.
  await expect(dialog.getByRole('checkbox', { name: 'Análise' })).toBeFocused();
  await page.keyboard.press('Space');
  await dialog.getByRole('button', { name: 'Salvar preferências' }).click();
  await expect(dialog).toBeHidden();
  await expect(banner(page)).toBeHidden();
  await expect.poll(() => requests.length).toBe(1);

  // Later, from the footer of any page: withdraw analytics.
  await page
    .getByRole('contentinfo')
    .getByRole('button', { name: 'Preferências de cookies' })
    .click();
  await expect(dialog.getByRole('checkbox', { name: 'Análise' })).toBeChecked();
  await dialog.getByRole('checkbox', { name: 'Análise' }).uncheck();
  await dialog.getByRole('button', { name: 'Salvar preferências' }).click();
  await expect(dialog).toBeHidden();
  expect((await readDataLayer(page))?.at(-1)).toEqual([
    'consent',
    'update',
    {
      analytics_storage: 'denied',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    },
  ]);

  // The next page load does not load the tag manager at all.
  await page.reload();
  await waitForSite(page);
  await settle(page);
  expect(requests).toHaveLength(1);
});

test('the privacy policy, from the banner: the encarregado and the cookie choice', async ({
  page,
}) => {
  await page.goto('/');
  await waitForSite(page);
  await banner(page).getByRole('link', { name: 'Política de privacidade' }).click();
  await expect(page).toHaveURL(/\/politica-de-privacidade$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Política de privacidade' }),
  ).toBeVisible();
  const officer = page.getByRole('region', {
    name: 'Encarregado pelo tratamento de dados pessoais',
  });
  await expect(officer.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
  await expect(page.getByRole('main')).toContainText('Legítimo interesse');
  await expectNoAxeViolations(page);
});

test.describe('on a 390 px phone @mobile', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the banner fits, its three choices are reachable, and the dialog is axe-clean', async ({
    page,
    context,
  }) => {
    const requests = await recordTagManager(context);
    await page.goto('/');
    await waitForSite(page);
    for (const name of ['Recusar não essenciais', 'Personalizar', 'Aceitar todos']) {
      await expect(banner(page).getByRole('button', { name })).toBeInViewport();
    }
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await banner(page).getByRole('button', { name: 'Personalizar' }).click();
    await expect(page.getByRole('dialog', { name: 'Preferências de cookies' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(banner(page)).toBeVisible();
    await settle(page);
    expect(requests).toEqual([]);
  });
});
