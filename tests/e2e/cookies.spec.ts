import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { waitForSite } from './support/demo';

test('cookie consent holds across a reload', async ({ page, context }) => {
  await page.goto('/');
  await waitForSite(page);
  const banner = page.getByRole('region', { name: 'Aviso de cookies' });
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('link', { name: /termos de uso/i })).toHaveAttribute(
    'href',
    '/termos-de-uso',
  );
  await expectNoAxeViolations(page);

  // Refusing, so that no tag manager loads (its host is stubbed only in consent.spec.ts).
  await banner.getByRole('button', { name: 'Recusar não essenciais' }).click();
  await expect(banner).toBeHidden();

  const cookie = (await context.cookies()).find((c) => c.name === 'termos-de-uso');
  expect(cookie).toBeDefined();
  expect(JSON.parse(decodeURIComponent(cookie!.value))).toMatchObject({
    versao: 1,
    analise: false,
    marketing: false,
  });
  const days = (cookie!.expires * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(14.9);
  expect(days).toBeLessThanOrEqual(15);

  await page.reload();
  await waitForSite(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Aviso de cookies' })).toHaveCount(0);
});
