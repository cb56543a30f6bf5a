import { expectNoAxeViolations } from './support/axe';
import { countLoads, holdTheApp, hydrated, slowPhone } from './support/before-app';
import { acceptCookies, DEMO, waitForSite } from './support/demo';
import { expect, test, type Page } from './support/test';

/**
 * Issue 27: LOGIN or ENTRAR tapped before the app opens the login form at once: the dialog the
 * server wrote beside the page (src/app/login-before-app.tsx), opened by public/before-app.js.
 * The visitor types while the app arrives, and the app's own dialog takes it over as it was
 * left: what was typed, the field in use, and an 'Entrar' tapped meanwhile, sent once.
 */

const nav = (page: Page) => page.getByRole('navigation', { name: 'Navegação principal' });
const LOGIN_REQUEST = /\/api\/autenticacao\/login$/;

function countLogins(page: Page) {
  const logins = { count: 0 };
  page.on('request', (request) => {
    if (LOGIN_REQUEST.test(request.url())) logins.count += 1;
  });
  return logins;
}

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
  await slowPhone(page);
});

test("LOGIN before the app opens the form at once; 'Entrar' tapped there logs in once the app has come @mobile", async ({
  page,
}) => {
  const release = await holdTheApp(page);
  const loads = countLoads(page);
  const logins = countLogins(page);
  await page.addInitScript(() => {
    document.addEventListener('app:hydrating', () => {
      (window as { hydratingAt?: number }).hydratingAt = performance.now();
    });
  });
  await page.goto('/', { waitUntil: 'commit' });
  const login = nav(page).getByRole('button', { name: 'LOGIN', exact: true });
  await login.tap();

  const dialog = page.getByRole('dialog', { name: 'Entrar' });
  await expect(dialog).toBeVisible();
  const cpf = dialog.getByRole('textbox', { name: 'CPF' });
  await expect(cpf).toBeFocused();
  expect(await hydrated(login)).toBe(false);
  await expectNoAxeViolations(page);
  await cpf.pressSequentially(DEMO.customer.cpf);
  await dialog.getByLabel('Senha').fill(DEMO.customer.password);
  const enter = dialog.getByRole('button', { name: 'Entrar' });
  await enter.tap();
  await enter.tap();
  await expect(enter).toHaveAttribute('aria-busy', 'true');
  await expect(page.getByRole('status').filter({ hasText: 'Carregando…' })).toBeVisible();
  expect(logins.count).toBe(0);

  release();
  await waitForSite(page);
  // Logged in by the app's dialog, with what was typed in the page's: one request, the dialog
  // closed, MINHA CONTA in the menu.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await nav(page).getByRole('button', { name: 'Menu' }).tap();
  await expect(nav(page).getByRole('button', { name: 'MINHA CONTA' })).toBeVisible();
  expect(logins.count).toBe(1);
  // No password is left in the page, nor the page's dialog.
  await expect(page.locator('input[type="password"]')).toHaveCount(0);
  // The dialog's code was asked for at the tap, while the app's own was still on its way.
  const [dialogCodeAskedAt, appArrivedAt, hydratingAt] = await page.evaluate(() => {
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const find = (name: RegExp) => resources.find((entry) => name.test(entry.name));
    return [
      find(/\/login-dialog-[\w-]+\.js$/)?.startTime ?? null,
      find(/\/assets\/index-[\w-]+\.js$/)?.responseEnd ?? null,
      (window as { hydratingAt?: number }).hydratingAt ?? null,
    ];
  });
  expect(dialogCodeAskedAt!).toBeLessThan(appArrivedAt!);
  expect(dialogCodeAskedAt!).toBeLessThan(hydratingAt!);
  await expect(page.getByRole('status').filter({ hasText: 'Carregando…' })).toHaveCount(0);
  expect(loads.count).toBe(1);
});

test('typing goes on in the app’s dialog, in the field in use; Escape then closes it and gives the focus back to ENTRAR', async ({
  page,
}) => {
  const release = await holdTheApp(page);
  await page.goto('/hotel/thermas-aurora', { waitUntil: 'commit' });
  const enterButton = nav(page).getByRole('button', { name: 'ENTRAR', exact: true });
  await enterButton.click();
  const dialog = page.getByRole('dialog', { name: 'Entrar' });
  await expect(dialog).toBeVisible();
  await page.keyboard.type('529982');
  await dialog.getByLabel('Senha').click();
  await page.keyboard.type('Aurora');
  // The page behind is out of reach while the dialog is open.
  expect(await page.locator('#root').evaluate((root) => (root as HTMLElement).inert)).toBe(true);

  release();
  await waitForSite(page);
  await expect.poll(() => hydrated(page.getByRole('dialog', { name: 'Entrar' }))).toBe(true);
  await expect(page.getByRole('dialog')).toHaveCount(1);
  const password = page.getByRole('dialog', { name: 'Entrar' }).getByLabel('Senha');
  await expect(password).toBeFocused();
  await page.keyboard.type('@2026');
  await expect(password).toHaveValue(DEMO.customer.password);
  // The CPF typed before the app, in the app's mask.
  await expect(
    page.getByRole('dialog', { name: 'Entrar' }).getByRole('textbox', { name: 'CPF' }),
  ).toHaveValue('529.982');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(enterButton).toBeFocused();
});

test('a dialog closed before the app stays closed once the app has come', async ({ page }) => {
  const release = await holdTheApp(page);
  await page.goto('/', { waitUntil: 'commit' });
  const enterButton = nav(page).getByRole('button', { name: 'ENTRAR', exact: true });
  await enterButton.click();
  const dialog = page.getByRole('dialog', { name: 'Entrar' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(enterButton).toBeFocused();
  await enterButton.click();
  await dialog.getByRole('button', { name: 'Fechar' }).click();
  await expect(dialog).toBeHidden();

  release();
  await waitForSite(page);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(enterButton).not.toHaveAttribute('aria-busy');
  // The app's own dialog opens from now on; the page's is gone.
  await expect(page.locator('#login-before-app')).toHaveCount(0);
  await enterButton.click();
  await expect(page.getByRole('dialog', { name: 'Entrar' })).toBeVisible();
});
