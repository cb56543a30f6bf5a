import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { acceptCookies, waitForSite } from './support/demo';
import { HOME_URL } from './support/site';

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

test('home → hotel page → a footer panel', async ({ page }) => {
  await page.goto('/');
  await waitForSite(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);

  const nav = page.getByRole('navigation', { name: 'Navegação principal' });
  await nav.getByRole('button', { name: 'HOTÉIS' }).click();
  const hotelLinks = nav.getByRole('link').filter({ hasText: /./ });
  await expect(nav.getByRole('link', { name: 'Aurora Acqua Park', exact: true })).toHaveCount(0);
  await nav.getByRole('link', { name: 'Império Romano' }).click();

  await expect(page).toHaveURL(/\/hotel\/imperio-romano$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Império Romano' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Ver no mapa/ })).toHaveAttribute(
    'href',
    /google\.com\/maps/,
  );
  await expectNoAxeViolations(page);
  expect(await hotelLinks.count()).toBeGreaterThan(0);

  await page.getByRole('button', { name: 'Informações dos hotéis' }).click();
  const panel = page.getByRole('dialog', { name: 'Informações dos hotéis' });
  await expect(panel).toBeVisible();
  await expect(panel.getByText(/CNPJ/).first()).toBeVisible();
  await expectNoAxeViolations(page);
  // A click on the backdrop (outside the panel) closes it.
  await page.mouse.click(5, 5);
  await expect(panel).toBeHidden();
});

test('an unknown hotel slug shows hotel 4 (Villas Aurora)', async ({ page }) => {
  await page.goto('/hotel/nao-existe');
  await expect(page.getByRole('heading', { level: 1, name: 'Villas Aurora' })).toBeVisible();
});

test('an unknown path lands on /', async ({ page }) => {
  await page.goto('/pagina/que/nao/existe');
  await waitForSite(page);
  await expect(page).toHaveURL(HOME_URL);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

const PAGES: [string, RegExp | string][] = [
  ['/hoteis', /hotéis/i],
  ['/aurora-acqua-park', /Acqua Park/],
  ['/informacoes/quem-somos', /Quem somos/i],
  ['/informacoes/monumento-das-aguas', /Monumento/i],
  ['/termos-de-uso', /Termos/i],
  ['/politica-de-privacidade', /Política de privacidade/],
  ['/acessibilidade', /^Acessibilidade$/],
  ['/links', /./],
  ['/agentes', /./],
  ['/aurora-vip-club-teste', /./],
];

for (const [path, heading] of PAGES) {
  test(`${path} renders and has no axe violations`, async ({ page }) => {
    await page.goto(path);
    await waitForSite(page);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test('the page does not move when the footer first comes into view', async ({ page }) => {
  // Desktop width: the footer is far shorter than on a phone. A footer whose height is only
  // estimated until it nears the screen shrank the page as the visitor reached the bottom,
  // and whatever was on screen (Continuar on the results) jumped down under the pointer.
  await page.goto('/hoteis');
  await waitForSite(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const heightAtTop = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBe(heightAtTop);
});

test('footer panels open and close, each without axe violations', async ({ page }) => {
  await page.goto('/');
  await waitForSite(page);
  // Each panel's code comes on the tap (a loading dialog of the same name shows meanwhile): the
  // checks wait for what only the panel shows.
  for (const [name, shown] of [
    ['Direito de arrependimento', 'artigo 49'],
    ['Informações dos hotéis', 'CNPJ'],
    ['Relatório de Transparência Salarial', null],
  ] as const) {
    await page.getByRole('button', { name }).click();
    const panel = page.getByRole('dialog', { name });
    await expect(panel).toBeVisible();
    if (shown) await expect(panel).toContainText(shown);
    else await expect(panel.getByRole('link')).toHaveCount(5);
    await expectNoAxeViolations(page);
    await panel.getByRole('button', { name: 'Fechar' }).click();
    await expect(panel).toBeHidden();
  }
});

test('the home page works at a phone width @mobile', async ({ page }) => {
  await page.goto('/');
  await waitForSite(page);
  await expect(page.getByRole('button', { name: 'LOGIN', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'ENTRAR', exact: true })).toBeHidden();
  // The banner's headline and caption sit at the bottom of its picture: the carousel's
  // buttons are in a strip below it, never over it.
  const banner = page
    .getByRole('group', { name: /^1 de \d+$/ })
    .getByRole('img')
    .first();
  const picture = (await banner.boundingBox())!;
  for (const name of ['Pausar banners', 'Banner anterior', 'Próximo banner']) {
    const control = (await page.getByRole('button', { name }).boundingBox())!;
    expect(control.y).toBeGreaterThanOrEqual(picture.y + picture.height - 1);
  }
  await expectNoAxeViolations(page);
});
