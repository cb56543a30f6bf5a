// `npm run bench:filters`: the results' filters and order as a guest on a phone uses them, in
// Chromium against the built site and a fresh sandbox, on the ready bench's phone (412x823,
// 4x CPU slowdown, its network). A search link for every hotel (2 adults, 3 nights, some 40
// days ahead) is opened; once every hotel is listed, the guest opens 'Filtrar', ticks five
// hotels one by one, free cancellation and adapted rooms, types a price ceiling digit by digit,
// clears the filters, closes the sheet and tries the four orders. Printed per run and overall:
// the long tasks (over 50 ms) while doing it, and the slowest interaction (Event Timing: from
// the input to the next paint, as INP counts it). Issue 28's bar: no task over 50 ms.
// Flags: --runs N (default 3), --no-build (reuse dist/), --profile (self time per function while
// filtering; build with `vite build --minify false` first to read the names), --trace (a Chrome
// trace per run in .data/, each step marked in its user timing; --invalidations adds what made
// each style recalculation).
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS } from '../chromium.mjs';
import { ensureChromium } from '../ensure-chromium.mjs';
import { serveStack } from '../serve-stack.mjs';
import { CPU_SLOWDOWN, NETWORK, PHONE } from './ready/measure.mjs';

const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 3;
const PROFILE = process.argv.includes('--profile');
const TRACE = process.argv.includes('--trace');
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
    window.__bench = { longTasks: [], frames: [], events: [] };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        window.__bench.longTasks.push({ duration: entry.duration, step: window.__step });
      }
    }).observe({ type: 'longtask' });
    // A long task leaves out the style, layout and paint that follow it in the same frame; a
    // long animation frame's blocking duration counts them (the time an input would wait).
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.blockingDuration > 0) {
          window.__bench.frames.push({
            duration: entry.duration,
            blocking: entry.blockingDuration,
            render: entry.renderStart ? entry.startTime + entry.duration - entry.renderStart : 0,
            scripts: entry.scripts
              .filter((script) => script.duration >= 5)
              .map((script) => `${script.invoker} ${Math.round(script.duration)} ms`),
            step: window.__step,
          });
        }
      }
    }).observe({ type: 'long-animation-frame' });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.interactionId) {
          window.__bench.events.push({
            name: entry.name,
            duration: entry.duration,
            step: window.__step,
          });
        }
      }
    }).observe({ type: 'event', durationThreshold: 16 });
  });
}

/** Names what the guest is doing, so each long task and slow interaction says when it came. */
/** Tasks and frames of the bench's own element search (see tap): printed, not counted. */
const LOCATING = '(bancada: localizar)';
const site = (entry) => entry.step !== LOCATING;

let profiling = null;
async function step(page, name) {
  // --profile: one profile per step, printed as the next one starts.
  if (profiling) {
    const { cdp, label } = profiling;
    printProfile((await cdp.send('Profiler.stop')).profile, label);
    await cdp.send('Profiler.start');
    profiling.label = name;
  }
  // The step is marked in the page's user timing too, so a trace (--trace) shows where it starts.
  await page.evaluate((label) => {
    window.__step = label;
    performance.mark(`passo: ${label}`);
  }, name);
}

/**
 * A real tap on the element matched by `selector` (and, when given, whose text starts with
 * `text`). Found with plain DOM calls: Playwright's role locators compute the accessibility
 * tree in the page, on the throttled CPU, and their long tasks would be counted as the site's.
 */
async function tap(page, selector, text = null) {
  // Finding the element and scrolling it into view is the bench's work, not the tap's: it runs
  // in the page's main thread, so its tasks are labelled apart and a few frames go by before
  // the tap.
  const point = await page.evaluate(
    ([css, start]) => {
      window.__tapStep = window.__step;
      window.__step = '(bancada: localizar)';
      const el = [...document.querySelectorAll(css)].find(
        (e) => start === null || (e.textContent ?? '').trim().startsWith(start),
      );
      if (!el) return null;
      el.scrollIntoView({ block: 'center' });
      const box = el.getBoundingClientRect();
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    },
    [selector, text],
  );
  if (!point) throw new Error(`Nada para tocar em ${selector} ${text ?? ''}`);
  await page.waitForTimeout(300);
  await page.evaluate(() => (window.__step = window.__tapStep));
  await page.touchscreen.tap(point.x, point.y);
  // A guest's next tap comes a moment later, not in the same frame.
  await page.waitForTimeout(400);
}

async function useFilters(page) {
  const dialog = '[role="dialog"]';
  // The sheet's groups, in order: Hotel, Preço, Plano, Cancelamento, Capacidade, Camas,
  // Acessibilidade.
  const group = (n) => `${dialog} fieldset:nth-of-type(${n})`;
  await step(page, 'abrir Filtrar');
  await tap(page, 'main button[aria-haspopup="dialog"]');
  await page.waitForSelector(dialog);
  // The floor: a tap on text that does nothing (what any tap costs on this phone).
  for (let i = 1; i <= 3; i++) {
    await step(page, `toque sem efeito ${i}`);
    await tap(page, `${group(1)} legend`);
  }
  for (let i = 1; i <= 5; i++) {
    await step(page, `hotel ${i}`);
    await tap(page, `${group(1)} li:nth-child(${i}) input`);
  }
  await step(page, 'cancelamento grátis');
  await tap(page, `${group(4)} input`);
  await step(page, 'adaptado');
  await tap(page, `${group(7)} input`);
  await step(page, 'preço máximo');
  await tap(page, `${group(2)} label:nth-of-type(2) input`);
  await page.keyboard.type('2500', { delay: 150 });
  await page.waitForTimeout(400);
  await step(page, 'limpar filtros');
  await tap(page, `${dialog} button`, 'Limpar filtros');
  await step(page, 'fechar');
  await tap(page, `${dialog} button`, 'Ver ');
  for (const value of ['menor-preco', 'maior-preco', 'hotel', 'recomendados']) {
    await step(page, value);
    await page.locator('main select').selectOption(value);
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
const allFrames = [];
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
    const before = (await status.textContent())?.trim();
    await record(page);
    if (PROFILE) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
      profiling = { cdp, label: '(antes)' };
    }
    if (TRACE) {
      await browser.startTracing(page, {
        categories: [
          'devtools.timeline',
          'disabled-by-default-devtools.timeline',
          'blink.user_timing',
          // What made a style recalculation (heavy: the figures of such a run are not the site's).
          ...(process.argv.includes('--invalidations')
            ? ['disabled-by-default-devtools.timeline.invalidationTracking']
            : []),
        ],
      });
    }
    await useFilters(page).catch(async (error) => {
      await page.screenshot({ path: '.data/bench-filters-failure.png' });
      console.error('Falhou no uso dos filtros (.data/bench-filters-failure.png)');
      throw error;
    });
    if (PROFILE) {
      printProfile((await cdp.send('Profiler.stop')).profile, profiling.label);
      profiling = null;
    }
    if (TRACE) {
      writeFileSync(`.data/bench-filters-trace-${run}.json`, await browser.stopTracing());
      console.log(`   rastro em .data/bench-filters-trace-${run}.json`);
    }
    const measured = await page.evaluate(() => window.__bench);
    const longTasks = measured.longTasks.filter(site);
    const frames = measured.frames.filter(site);
    const events = measured.events.filter(site);
    const own = [...measured.longTasks, ...measured.frames].filter((entry) => !site(entry));
    if (own.length) {
      console.log(
        `   da bancada (não contadas): ${own.map((e) => `${e.duration.toFixed(0)} ms`).join(', ')}`,
      );
    }
    const slowest = events.reduce((max, e) => (e.duration > max.duration ? e : max), {
      name: '-',
      duration: 0,
    });
    for (const task of longTasks)
      console.log(`   tarefa ${task.duration.toFixed(0)} ms em: ${task.step}`);
    for (const frame of frames) {
      console.log(
        `   quadro ${frame.duration.toFixed(0)} ms (bloqueio ${frame.blocking.toFixed(0)} ms, ` +
          `estilo/layout/pintura ${frame.render.toFixed(0)} ms) em: ${frame.step}` +
          (frame.scripts.length ? ` [${frame.scripts.join('; ')}]` : ''),
      );
    }
    allFrames.push(...frames);
    for (const e of events.filter((e) => e.duration > 100)) {
      console.log(`   interação ${e.name} ${e.duration.toFixed(0)} ms em: ${e.step}`);
    }
    allTasks.push(...longTasks.map((task) => task.duration));
    allEvents.push(...events);
    console.log(
      `#${run}: ${hotelCount} hotéis, ${before} ` +
        `tarefas > 50 ms: ${longTasks.length}${longTasks.length ? ` (máx ${Math.max(...longTasks.map((t) => t.duration)).toFixed(0)} ms)` : ''}; ` +
        `quadros que bloqueiam: ${frames.length}${frames.length ? ` (máx ${Math.max(...frames.map((f) => f.duration)).toFixed(0)} ms)` : ''}; ` +
        `interação mais lenta: ${slowest.name} ${slowest.duration.toFixed(0)} ms (${events.length} acima de 16 ms)`,
    );
    await context.close();
  }
  await browser.close();
} finally {
  stop();
}
const maxTask = allTasks.length ? Math.max(...allTasks) : 0;
const maxFrame = allFrames.length ? Math.max(...allFrames.map((f) => f.duration)) : 0;
const maxEvent = allEvents.length ? Math.max(...allEvents.map((e) => e.duration)) : 0;
console.log(
  `Em ${RUNS} execuções: ${allTasks.length} tarefas acima de 50 ms (máx ${maxTask.toFixed(0)} ms); ` +
    `${allFrames.length} quadros que bloqueiam (máx ${maxFrame.toFixed(0)} ms); ` +
    `interação mais lenta ${maxEvent.toFixed(0)} ms (do toque à pintura seguinte).`,
);

/** Self time per function, the heaviest first (at the bench's CPU slowdown). */
function printProfile(profile, label) {
  console.log(`-- ${label}`);
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  profile.samples.forEach((id, i) => {
    const { functionName, url, lineNumber } = byId.get(id).callFrame;
    const key = `${functionName || '(anon)'} ${url.split('/').pop()}:${lineNumber}`;
    self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[i + 1] ?? 0) / 1000);
  });
  const busy = [...self].filter(([key]) => !key.startsWith('(idle)'));
  for (const [key, ms] of busy.sort((a, b) => b[1] - a[1]).slice(0, 12)) {
    console.log(`${ms.toFixed(0).padStart(6)} ms  ${key.slice(0, 120)}`);
  }
}
