import { expectNoAxeViolations } from './support/axe';
import { stayOffset } from './support/checkout';
import { acceptCookies } from './support/demo';
import { searchFromHome } from './support/search';
import { expect, test } from './support/test';

/**
 * The results on a 390 px phone with two rooms and the best option chosen: both rooms' tabs in
 * view (a tab names its party, and two are wider than the screen), the page no wider than the
 * screen, and 'Sua escolha' at the bottom not shading the card the guest is reading.
 */

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('two rooms on a phone: every tab in view, the page within the screen, axe clean with the bar', async ({
  page,
}) => {
  await acceptCookies(page);
  await searchFromHome(page, {
    idHotel: 0,
    children: [[12], [8, 4]],
    arrival: stayOffset(120, 2),
    nights: 2,
  });
  const main = page.getByRole('main');
  const best = main.getByRole('region', { name: /^Melhor opção/ });
  await best.getByRole('button', { name: 'Escolher esta opção' }).click();
  const summary = main.getByRole('complementary', { name: 'Sua escolha' });
  await expect(summary.getByRole('button', { name: 'Continuar' })).toBeEnabled();

  const tabs = main.getByRole('tab');
  await expect(tabs).toHaveCount(2);
  for (const tab of await tabs.all()) {
    const box = (await tab.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);

  // Scrolled into the list, a card's text just above the bar.
  await page.mouse.wheel(0, 600);
  await expect(summary).toBeInViewport();
  await expectNoAxeViolations(page);
});
