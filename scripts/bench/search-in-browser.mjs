// `npm run bench:search`: the search as a visitor lives it, in Chromium against the built site
// and a fresh sandbox. From the home page it fills a search for all hotels (2 adults, arrival
// in 30 days, 3 nights), clicks PESQUISAR and measures, per run, the time until the first
// priced result is visible and until every hotel's group is visible. Prints median and p95.
// Flags: --runs N (default 10), --no-build (reuse dist/).
import { spawnSync } from 'node:child_process';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS } from '../chromium.mjs';
import { ensureChromium } from '../ensure-chromium.mjs';
import { serveStack } from '../serve-stack.mjs';

const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 10;
const ARRIVAL_IN_DAYS = 30;
const NIGHTS = 3;

if (!process.argv.includes('--no-build')) {
  const { status } = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
    stdio: 'inherit',
  });
  if (status !== 0) process.exit(status ?? 1);
}

/** The calendar's name for a day `offset` days ahead: ', 21 de dezembro de 2026'. */
function dayName(offset) {
  const date = new Date();
  date.setHours(12, 0, 0, 0);
  date.setDate(date.getDate() + offset);
  const text = new Intl.DateTimeFormat('pt-BR', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(date);
  return new RegExp(`, ${text}(, selecionado)?$`);
}

async function fillSearch(page) {
  const search = page.getByRole('search', { name: 'Pesquisar hospedagem' });
  await search.getByRole('button', { name: /Chegada e partida/ }).click();
  const calendar = page.getByRole('dialog', { name: 'Escolha as datas da estadia' });
  for (const offset of [ARRIVAL_IN_DAYS, ARRIVAL_IN_DAYS + NIGHTS]) {
    const day = calendar.getByRole('button', { name: dayName(offset) });
    for (let i = 0; i < 4 && !(await day.isVisible()); i++) {
      await calendar.getByRole('button', { name: 'Ir para o próximo mês' }).click();
    }
    await day.click();
  }
  // Opening the rooms popover adds the default room: 2 adults.
  await search.getByRole('button', { name: /Quartos e hóspedes/ }).click();
  await page
    .getByRole('dialog', { name: 'Quartos e hóspedes' })
    .getByRole('button', { name: 'Pronto' })
    .click();
  await search.getByLabel('Hotel').selectOption('0');
  return search.getByRole('button', { name: 'PESQUISAR' });
}

/** Resolves with performance.now() when a priced row / every hotel section is visible. */
function watchResults(page) {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        let clicked = null;
        let first = null;
        // Timed from the click event itself, not from Playwright's round trip.
        document.addEventListener(
          'click',
          (event) => {
            if (clicked === null && event.target.closest('button[type="submit"]')) {
              clicked = performance.now();
            }
          },
          true,
        );
        const visible = (el) => {
          const box = el.getBoundingClientRect();
          return box.width > 0 && box.height > 0;
        };
        const check = () => {
          const priced = [...document.querySelectorAll('article table tbody tr')].find(visible);
          if (priced && first === null) first = performance.now();
          const hotels = [...document.querySelectorAll('section[aria-labelledby^="hotel-"]')];
          if (first !== null && hotels.length > 0 && hotels.every(visible)) {
            observer.disconnect();
            resolve({ clicked, first, all: performance.now(), hotels: hotels.length });
          }
        };
        const observer = new MutationObserver(check);
        observer.observe(document.body, { childList: true, subtree: true, attributes: true });
      }),
  );
}

const pct = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const summary = (label, values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  return `${label}: mediana ${median.toFixed(0)} ms, p95 ${pct(sorted, 95).toFixed(0)} ms (min ${sorted[0].toFixed(0)}, máx ${sorted.at(-1).toFixed(0)})`;
};

const executablePath = ensureChromium();
const { origin, stop } = await serveStack({
  sandboxPort: 8790,
  previewPort: 4175,
  dbName: 'bench-search',
});
const firsts = [];
const alls = [];
const apis = [];
try {
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  for (let run = 0; run <= RUNS; run++) {
    const context = await browser.newContext({
      locale: 'pt-BR',
      timezoneId: 'America/Sao_Paulo',
      viewport: { width: 1280, height: 800 },
    });
    await context.addCookies([{ name: 'termos-de-uso', value: 'aceito', url: origin }]);
    const page = await context.newPage();
    await page.goto(`${origin}/`);
    await page.getByRole('navigation', { name: 'Navegação principal' }).waitFor();
    const button = await fillSearch(page);
    const results = watchResults(page);
    const response = page.waitForResponse(/\/disponibilidade\/v2\/consultar$/);
    await button.click();
    const { clicked: clickedAt, first, all, hotels } = await results;
    // How much of it is the availability call itself (request sent to last byte).
    const api = (await response).request().timing().responseEnd;
    // Run 0 warms the sandbox's statements and the browser cache; it is not counted.
    if (run > 0) {
      firsts.push(first - clickedAt);
      alls.push(all - clickedAt);
      apis.push(api);
      console.log(
        `#${run}: primeiro resultado ${(first - clickedAt).toFixed(0)} ms, ${hotels} hotéis ${(all - clickedAt).toFixed(0)} ms (consulta ${api.toFixed(0)} ms)`,
      );
    }
    await context.close();
  }
  await browser.close();
} finally {
  stop();
}
console.log(summary('Clique em PESQUISAR até o primeiro preço visível', firsts));
console.log(summary('Clique em PESQUISAR até todos os hotéis visíveis', alls));
console.log(summary('Dos quais a consulta de disponibilidade', apis));
