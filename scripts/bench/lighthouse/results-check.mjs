// Before auditing the search link, proves in a phone-sized Chromium that it really shows priced
// rooms: a benchmark of an empty or failed results page would flatter the figures.
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS } from '../../chromium.mjs';

/** Opens `url` and returns how many hotels and priced room rows the results page shows. */
export async function checkSearchResults(executablePath, url) {
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({
      locale: 'pt-BR',
      timezoneId: 'America/Sao_Paulo',
      viewport: { width: 412, height: 823 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await page.goto(url);
    await page.getByRole('heading', { name: 'Resultado da busca', level: 1 }).waitFor();
    // A priced row is a table row of a room type card with a price and a choice to make.
    const firstRow = page.getByRole('table').first().getByRole('row').nth(1);
    await firstRow.waitFor({ timeout: 60_000 });
    // The results add their hotels a few at a time after the first ones: count once they stop.
    const count = () => page.locator('section[data-not-combinable]').count();
    let hotels = await count();
    for (let tries = 0; tries < 60; tries++) {
      await page.waitForTimeout(500);
      const now = await count();
      if (now === hotels) break;
      hotels = now;
    }
    const rows = await page.locator('article table tbody tr').count();
    const failure = page.getByText(/^Erro ao procurar hotéis/);
    if (await failure.count()) throw new Error(`A busca falhou: ${await failure.innerText()}`);
    return { hotels, rows };
  } finally {
    await browser.close();
  }
}
