// `node scripts/bench/ready/long-tasks.mjs [path] [--runs N] [--site-dir DIR] [--no-build]`: the
// main thread's long tasks after the first paint, N loads of a page (default `/`, 5) on the ready
// bench's throttled phone (measure.mjs) with the APIs 250 ms late, and the blocking time they add
// up to (each task's time over 50 ms, as Lighthouse's TBT, until 8 s after the paint). Nothing
// else watches the page, unlike waterfall.mjs, whose observers add work of their own. It is the
// quick way to try a change to TBT before the full `npm run bench` (bench/README.md, "TBT").
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS } from '../../chromium.mjs';
import { ensureChromium } from '../../ensure-chromium.mjs';
import { option } from '../option.mjs';
import { buildBenchSite } from '../site-build.mjs';
import { serveBenchStack } from './bench-stack.mjs';
import { PHONE, throttle } from './measure.mjs';

const args = process.argv.slice(2);
const path = args.find((a) => a.startsWith('/')) ?? '/';
const RUNS = Number(option('--runs', 5));
const SITE_DIR = option('--site-dir', 'dist-bench');
if (!args.includes('--no-build')) buildBenchSite(SITE_DIR);

const { origin, stop } = await serveBenchStack({
  siteDir: SITE_DIR,
  path,
  sandboxPort: 9097,
  previewPort: 4486,
  dbName: 'bench-long-tasks',
});
try {
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
  const totals = [];
  for (let run = 1; run <= RUNS; run++) {
    const context = await browser.newContext(PHONE);
    await context.addInitScript(() => {
      window.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries())
          window.__longTasks.push([Math.round(e.startTime), Math.round(e.duration)]);
      }).observe({ type: 'longtask', buffered: true });
    });
    const page = await context.newPage();
    await throttle(context, page);
    await page.goto(origin + path, { waitUntil: 'load' });
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length);
    const fcp = await page.evaluate(
      () => performance.getEntriesByName('first-contentful-paint')[0].startTime,
    );
    await page.waitForTimeout(
      Math.max(0, fcp + 8000 - (await page.evaluate(() => performance.now()))),
    );
    const tasks = (await page.evaluate(() => window.__longTasks)).filter(([at]) => at >= fcp);
    const blocking = tasks.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
    totals.push(blocking);
    console.log(
      `${run}/${RUNS} FCP ${Math.round(fcp)} ms  bloqueio ${blocking} ms  tarefas ${tasks
        .map(([at, duration]) => `${at}+${duration}`)
        .join(' ')}`,
    );
    await context.close();
  }
  await browser.close();
  const sorted = [...totals].sort((a, b) => a - b);
  console.log(`${path}: bloqueio após a pintura, mediana ${sorted[Math.floor(RUNS / 2)]} ms`);
} finally {
  stop();
}
