import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { acceptCookies, waitForSite } from './support/demo';
import { calendarDay, searchLinkPath } from './support/search';
import { expect, test } from './support/test';

/**
 * The site's one date picker in the theme's colours (src/components/ui/calendar.tsx): the
 * chosen days filled with the primary colour and written in white, their prices too, readable
 * (12 px or more), and the picker within a phone's screen. axe's contrast and label-in-name
 * rules pass with a range chosen (the search) and a day chosen (the park's tickets).
 */

/** The seeded theme's primary colour, #0B4F6C (sandbox/src/seed/content-groups.ts). */
const PRIMARY = 'rgb(11, 79, 108)';
const WHITE = 'rgb(255, 255, 255)';

async function expectChosen(day: Locator) {
  await expect(day).toHaveCSS('background-color', PRIMARY);
  await expect(day).toHaveCSS('color', WHITE);
  const price = day.locator('span').nth(1);
  await expect(price).toHaveCSS('color', WHITE);
}

async function expectReadableWithinScreen(page: Page, calendar: Locator) {
  const sizes = await calendar
    .locator('.rdp-day_button span:nth-child(2)')
    .evaluateAll((lines) => lines.map((line) => parseFloat(getComputedStyle(line).fontSize)));
  expect(sizes.length).toBeGreaterThan(27);
  expect(Math.min(...sizes)).toBeGreaterThanOrEqual(12);
  const box = await calendar.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
}

for (const tag of ['', ' @mobile']) {
  test(`the search's calendar with a range chosen, in the theme's colours${tag}`, async ({
    page,
  }) => {
    await acceptCookies(page);
    await page.goto(searchLinkPath(10, 3, { qtd_adulto: '2', qtd_crianca: '0' }));
    await waitForSite(page);
    await page
      .getByRole('search', { name: 'Pesquisar hospedagem' })
      .getByRole('button', { name: /Chegada e partida/ })
      .click();
    const calendar = page.getByRole('dialog', { name: 'Escolha as datas da estadia' });
    const arrival = calendar.getByRole('button', { name: calendarDay(10).name });
    await expect(arrival).toHaveAccessibleName(/R\$/);
    await expectChosen(arrival);
    await expectChosen(calendar.getByRole('button', { name: calendarDay(13).name }));
    // A night in between: light grey, its price in its date's colour (the text's), not green.
    const between = calendar.getByRole('button', { name: calendarDay(11).name });
    const dateColour = await between
      .locator('span')
      .first()
      .evaluate((date) => getComputedStyle(date).color);
    await expect(between.locator('span').nth(1)).toHaveCSS('color', dateColour);
    await expectReadableWithinScreen(page, calendar);
    await expectNoAxeViolations(page);
  });

  test(`the park's calendar with a day chosen, in the theme's colours${tag}`, async ({ page }) => {
    await acceptCookies(page);
    await page.goto('/ingressos');
    await waitForSite(page);
    const region = page.getByRole('region', { name: '1. Data da visita' });
    // The prices have come: a day says its adult price, or that the park is closed or sold out.
    // (On a month's last day, a Monday, the month shown may have no open day left: the loop
    // below moves on to the next one.)
    await expect(
      region.getByRole('button', { name: /, (adulto R\$|parque fechado|esgotado)/ }).first(),
    ).toBeVisible();
    // The first day from 10 days ahead that has a price (the park closes some days).
    let chosen: Locator | null = null;
    for (let offset = 10; offset < 30 && !chosen; offset++) {
      const date = new Intl.DateTimeFormat('pt-BR', {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
      }).format(calendarDay(offset).date);
      const day = region.getByRole('button', { name: new RegExp(`, ${date}, adulto R\\$`) });
      if (!(await day.isVisible())) {
        const next = page.getByRole('button', { name: 'Ir para o próximo mês' });
        if (await next.isEnabled()) await next.click();
        // A new month's days come first and their prices after (CI once looked in between and
        // found none): wait until this day says its price, or that it has none.
        await region
          .getByRole('button', {
            name: new RegExp(`, ${date}, (adulto R\\$|parque fechado|esgotado)`),
          })
          .waitFor({ timeout: 10_000 })
          .catch(() => undefined);
      }
      if ((await day.count()) > 0 && (await day.isEnabled())) chosen = day;
    }
    expect(chosen).not.toBeNull();
    await chosen!.click();
    await expectChosen(region.getByRole('button', { name: /, escolhido$/ }));
    await expectReadableWithinScreen(page, region.locator('.rdp-root'));
    await expectNoAxeViolations(page);
  });
}
