import { expectNoAxeViolations } from './support/axe';
import { expectHeld, holdTheApp, hydrated } from './support/before-app';
import { sandboxLogin } from './support/club';
import { acceptCookies, DEMO, waitForSite } from './support/demo';
import { watchErrors } from './support/console';
import { expect, test, type Page } from './support/test';

/**
 * Issue 27: a returning guest's stored session is checked by public/before-app.js before the app
 * has come. A customer's page is uncovered with MINHA CONTA as soon as the check answers, and a
 * refused token's with LOGIN; a club member's, whose search differs, waits for the app under
 * 'Verificando usuário' (product-rules §2). Each journey holds the app's script back, so what it
 * sees is before-app.js's doing, and watches for a hydration mismatch once the app has come.
 */

const VERIFYING = 'Verificando usuário';

async function withStoredToken(page: Page, token: string) {
  await page.addInitScript((value) => localStorage.setItem('token_jwt', value), token);
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Navegação principal' });

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

test("a customer's page shows MINHA CONTA before the app; tapped then, its menu opens once the app is there @dev", async ({
  page,
  request,
}) => {
  await withStoredToken(
    page,
    await sandboxLogin(request, DEMO.customer.cpf, DEMO.customer.password),
  );
  const errors = watchErrors(page, { warnings: false });
  const release = await holdTheApp(page);
  await page.goto('/hotel/thermas-aurora', { waitUntil: 'commit' });

  const account = nav(page).getByRole('button', { name: 'MINHA CONTA' });
  await expect(account).toBeVisible();
  await expect(page.getByRole('status', { name: VERIFYING })).toBeHidden();
  await expect(nav(page).getByRole('button', { name: 'ENTRAR' })).toBeHidden();
  expect(await hydrated(account)).toBe(false);
  await expectNoAxeViolations(page);
  await account.click();
  await expectHeld(page, account);

  release();
  await waitForSite(page);
  await expect(nav(page).getByRole('link', { name: 'Minhas reservas' })).toBeVisible();
  await expect(account).toHaveAttribute('aria-expanded', 'true');
  // A customer has no club pages.
  await expect(nav(page).getByRole('link', { name: 'Meus contratos' })).toHaveCount(0);
  await expect(nav(page).getByText('ENTRAR')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test("a club member's page stays under 'Verificando usuário' until the app has it", async ({
  page,
  request,
}) => {
  await withStoredToken(page, await sandboxLogin(request, DEMO.clubMember.cpf));
  const errors = watchErrors(page, { warnings: false });
  const release = await holdTheApp(page);
  const checked = page.waitForResponse('**/api/autenticacao/verifica');
  await page.goto('/', { waitUntil: 'commit' });
  expect((await checked).status()).toBe(200);
  // The answer is in and before-app.js has read it (its handler runs before this one), and the
  // page is still covered: the app decides a member's search.
  await page.evaluate(
    () => (window as { __earlySessionCheck?: Promise<unknown> }).__earlySessionCheck,
  );
  await expect(page.getByRole('status', { name: VERIFYING })).toBeVisible();

  release();
  await waitForSite(page);
  await expect(page.getByRole('status', { name: VERIFYING })).toBeHidden();
  const account = nav(page).getByRole('button', { name: 'MINHA CONTA' });
  await account.click();
  await expect(nav(page).getByRole('link', { name: 'Meus contratos' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a refused token uncovers the visitor’s page before the app, and the app forgets it', async ({
  page,
}) => {
  await withStoredToken(page, 'um-token-que-expirou');
  const release = await holdTheApp(page);
  await page.goto('/', { waitUntil: 'commit' });
  const enter = nav(page).getByRole('button', { name: 'ENTRAR' });
  await expect(enter).toBeVisible();
  await expect(page.getByRole('status', { name: VERIFYING })).toBeHidden();
  await expect(nav(page).getByRole('button', { name: 'MINHA CONTA' })).toBeHidden();
  expect(await hydrated(enter)).toBe(false);

  release();
  await waitForSite(page);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token_jwt'))).toBeNull();
  await enter.click();
  await expect(page.getByRole('dialog', { name: 'Entrar' })).toBeVisible();
});
