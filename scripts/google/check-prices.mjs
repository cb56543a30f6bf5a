#!/usr/bin/env node
/**
 * Google Hotels' price accuracy (issue 30): for a sample of itineraries, the price the site
 * sends Google and the price its landing page shows for the same room, meal plan and dates,
 * read in Chromium (price-accuracy.mjs). Prints each itinerary and the match rate; exits 1 below
 * 100 %.
 *
 *   npm run check:google-prices                 60 itineraries, after building the site
 *   npm run check:google-prices -- --count 100 --seed 7
 *   npm run check:google-prices -- --no-build   the site already built in dist/
 *
 * Serves the built site with the production server and a fresh sandbox (ports 4177 and 8792).
 */
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS } from '../chromium.mjs';
import { ensureChromium } from '../ensure-chromium.mjs';
import { serveStack } from '../serve-stack.mjs';
import { buildBenchSite } from '../bench/site-build.mjs';
import { checkPriceAccuracy } from './price-accuracy.mjs';

const argument = (name, fallback) => {
  const at = process.argv.indexOf(name);
  return at < 0 ? fallback : Number(process.argv[at + 1]);
};
const count = argument('--count', 60);
const seed = argument('--seed', 30);
if (!Number.isSafeInteger(count) || count < 1 || !Number.isSafeInteger(seed)) {
  console.error('Use --count N (N >= 1) e --seed N (inteiro).');
  process.exit(2);
}
const siteDir = process.argv.includes('--no-build') ? 'dist' : 'dist-google-check';
if (siteDir !== 'dist') buildBenchSite(siteDir);

const executablePath = ensureChromium();
const { origin, stop } = await serveStack({
  sandboxPort: 8792,
  previewPort: 4177,
  dbName: 'google-prices',
  siteDir,
});
let exitCode;
try {
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  const page = await browser.newPage({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  const started = Date.now();
  const report = await checkPriceAccuracy({ page, origin, count, seed, log: console.log });
  await browser.close();
  const rate = report.checked === 0 ? 0 : (100 * report.matched) / report.checked;
  console.log(
    `\n${report.matched} de ${report.checked} itinerários com o mesmo preço no Google e na página: ${rate.toFixed(1)} %` +
      ` (${report.unavailable} sem quarto à venda, sorteados de novo; semente ${seed}; ${((Date.now() - started) / 1000).toFixed(0)} s)`,
  );
  for (const miss of report.mismatches) console.log(JSON.stringify(miss));
  exitCode = report.checked === count && report.matched === report.checked ? 0 : 1;
} finally {
  stop();
}
process.exit(exitCode);
