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
    const hotels = await page.locator('section[data-not-combinable]').count();
    const rows = await page.locator('article table tbody tr').count();
    const failure = page.getByText(/^Erro ao procurar hotéis/);
    if (await failure.count()) throw new Error(`A busca falhou: ${await failure.innerText()}`);
    return { hotels, rows };
  } finally {
    await browser.close();
  }
}
