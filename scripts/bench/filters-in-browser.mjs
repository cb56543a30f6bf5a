// `npm run bench:filters`: the results' filters and order as a guest on a phone uses them, in
// Chromium against the built site and a fresh sandbox, on the ready bench's phone (412x823,
// 4x CPU slowdown, its network). A search link for every hotel (2 adults, 3 nights, some 40
// days ahead) is opened; once every hotel is listed, the guest opens 'Filtrar', ticks five
// hotels one by one, free cancellation and adapted rooms, types a price ceiling digit by digit,
// clears the filters, closes the sheet and tries the four orders. Printed per run and overall:
// the long tasks (over 50 ms) while doing it, and the slowest interaction (Event Timing: from
// the input to the next paint, as INP counts it). Issue 28's bar: no task over 50 ms.
// Flags: --runs N (default 3), --no-build (reuse dist/).
import { spawnSync } from 'node:child_process';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS } from '../chromium.mjs';
import { ensureChromium } from '../ensure-chromium.mjs';
import { serveStack } from '../serve-stack.mjs';
import { CPU_SLOWDOWN, NETWORK, PHONE } from './ready/measure.mjs';

const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 3;
const ARRIVAL_IN_DAYS = 40;
const NIGHTS = 3;

if (!process.argv.includes('--no-build')) {
  for (const args of [
    ['vite', 'build', '--logLevel', 'warn'],
    ['npm', 'run', 'build:prerender', '--silent'],
  ]) {
    const [command, ...rest] = args[0] === 'npm' ? args : ['npx', ...args];
    const { status } = spawnSync(command, rest, { stdio: 'inherit' });
    if (status !== 0) process.exit(status ?? 1);
  }
}

/** A stay `offset` days ahead as the site's links write it (dd/MM/yyyy, the hotels' zone). */
function wireDay(offset) {
  const date = new Date(Date.now() + offset * 86_400_000);
  return date.toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' });
}

function searchLink() {
  const query = new URLSearchParams({
    inicio: wireDay(ARRIVAL_IN_DAYS),
    fim: wireDay(ARRIVAL_IN_DAYS + NIGHTS),
    id_hotel: '0',
    id_uh: '0',
    qtd_adulto: '2',
    qtd_crianca: '0',
  }).toString();
  return `/hotelSearch/${Buffer.from(query).toString('base64url')}`;
}

/** Starts recording long tasks and interactions in the page. */
function record(page) {
  return page.evaluate(() => {
    window.__bench = { longTasks: [], events: [] };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__bench.longTasks.push(entry.duration);
    }).observe({ type: 'longtask' });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.interactionId) {
          window.__bench.events.push({ name: entry.name, duration: entry.duration });
        }
      }
    }).observe({ type: 'event', durationThreshold: 16 });
  });
}

async function useFilters(page) {
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Filtrar', exact: true }).tap();
  const sheet = page.getByRole('dialog', { name: 'Filtros' });
  const hotels = sheet.getByRole('group', { name: 'Hotel' }).getByRole('checkbox');
  for (let i = 0; i < 5; i++) await hotels.nth(i).tap();
  await sheet.getByRole('checkbox', { name: /^Cancelamento grátis/ }).tap();
  await sheet.getByRole('checkbox', { name: /^Quarto adaptado/ }).tap();
  const max = sheet.getByRole('textbox', { name: 'Máximo' });
  await max.tap();
  await page.keyboard.type('2500', { delay: 120 });
  await sheet.getByRole('button', { name: 'Limpar filtros' }).tap();
  await sheet.getByRole('button', { name: /^Ver \d+ acomoda/ }).tap();
  const sort = main.getByRole('combobox', { name: 'Ordenar por' });
  for (const label of ['Menor preço', 'Maior preço', 'Nome do hotel', 'Recomendados']) {
    await sort.selectOption({ label });
    // Time for the list to settle (its cards are added a few per frame).
    await page.waitForTimeout(1500);
  }
}

const executablePath = ensureChromium();
const { origin, stop } = await serveStack({
  sandboxPort: 8791,
  previewPort: 4176,
  dbName: 'bench-filters',
});
const allTasks = [];
const allEvents = [];
try {
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  for (let run = 1; run <= RUNS; run++) {
    const context = await browser.newContext({
      ...PHONE,
      locale: 'pt-BR',
      timezoneId: 'America/Sao_Paulo',
    });
    await context.addCookies([{ name: 'termos-de-uso', value: 'aceito', url: origin }]);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(`${origin}${searchLink()}`);
    const status = page.getByRole('main').getByText(/^\d+ acomodações\.$/);
    await status.waitFor({ timeout: 60_000 }).catch(async (error) => {
      await page.screenshot({ path: '.data/bench-filters-failure.png' });
      console.error(`Sem resultados: ${page.url()} (.data/bench-filters-failure.png)`);
      throw error;
    });
    const hotelCount = await page.getByRole('main').locator('section[data-not-combinable]').count();
    // The first render's own work is the search's, measured by bench:search: let it finish.
    await page.waitForTimeout(3000);
    await record(page);
    await useFilters(page);
    const { longTasks, events } = await page.evaluate(() => window.__bench);
    const slowest = events.reduce((max, e) => (e.duration > max.duration ? e : max), {
      name: '-',
      duration: 0,
    });
    allTasks.push(...longTasks);
    allEvents.push(...events);
    console.log(
      `#${run}: ${hotelCount} hotéis, ${(await status.textContent())?.trim()} ` +
        `tarefas > 50 ms: ${longTasks.length}${longTasks.length ? ` (máx ${Math.max(...longTasks).toFixed(0)} ms)` : ''}; ` +
        `interação mais lenta: ${slowest.name} ${slowest.duration.toFixed(0)} ms (${events.length} acima de 16 ms)`,
    );
    await context.close();
  }
  await browser.close();
} finally {
  stop();
}
const maxTask = allTasks.length ? Math.max(...allTasks) : 0;
const maxEvent = allEvents.length ? Math.max(...allEvents.map((e) => e.duration)) : 0;
console.log(
  `Em ${RUNS} execuções: ${allTasks.length} tarefas acima de 50 ms (máx ${maxTask.toFixed(0)} ms); ` +
    `interação mais lenta ${maxEvent.toFixed(0)} ms (do toque à pintura seguinte).`,
);
