// `npm run bench:ready`: when does a page a guest opens on a phone answer a tap (issue 27)? On
// the built site served by the production server with a sandbox whose APIs answer after a
// realistic delay (250 ms by default; --api-delay 600 for a slow mobile network), the
// measurements of ready/run.mjs: FCP and LCP without input; PESQUISAR (a date range chosen
// earlier in the tab) and LOGIN tapped every 50 ms from the first paint until they work; a
// returning customer until MINHA CONTA is there; a search link until its prices show. Medians,
// against the static floor's LCP of the same runs (targets: ready ≤ 1.6×, LCP ≤ 1.15×). A reload
// caused by a tap fails the run. `npm run bench` runs the same after Lighthouse.
// Flags: --runs N (default 5), --api-delay MS, --site-dir DIR, --no-build, --report FILE,
// --pages home,hotel (a subset), --app-in-head. Writes bench/reports/ready-<delay>ms.json.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname } from 'node:path';
import { chromium } from '@playwright/test';
import { format } from 'prettier';
import { CHROMIUM_ARGS } from '../chromium.mjs';
import { ensureChromium } from '../ensure-chromium.mjs';
import { serveStack } from '../serve-stack.mjs';
import { writeFloorPage } from './lighthouse/floor-page.mjs';
import { discoverPages } from './lighthouse/pages.mjs';
import { apiDelayFaults } from './ready/api-delay.mjs';
import { measureReady, printReady, READY_TARGETS } from './ready/run.mjs';
import { option } from './option.mjs';
import { buildBenchSite } from './site-build.mjs';

const SITE_PORT = 4483;
const SANDBOX_PORT = 9098;
const SITE_DIR = option('--site-dir', 'dist-bench');
const RUNS = Number(option('--runs', '5'));
const API_DELAY_MS = Number(option('--api-delay', '250'));
const REPORT = option('--report', `bench/reports/ready-${API_DELAY_MS}ms.json`);
const ONLY = option('--pages', null)?.split(',');
// --app-in-head: the prerendered pages run the app from their head instead of at first paint.
process.env.PRERENDER_APP_AFTER_PAINT = process.argv.includes('--app-in-head') ? '0' : '1';

if (!process.argv.includes('--no-build')) buildBenchSite(SITE_DIR);

process.env.SANDBOX_FAULTS = JSON.stringify(apiDelayFaults(API_DELAY_MS));
const loadAtStart = loadavg()[0];
const executablePath = ensureChromium();
const { origin, stop } = await serveStack({
  sandboxPort: SANDBOX_PORT,
  previewPort: SITE_PORT,
  dbName: 'bench-ready',
  siteDir: SITE_DIR,
});
const sandboxOrigin = `http://127.0.0.1:${SANDBOX_PORT}`;
let outcome;
try {
  for (let tries = 0; tries < 120; tries++) {
    if ((await (await fetch(`${origin}/`)).text()).includes('id="prerender-data"')) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const { pages, banner, googleLanding } = await discoverPages(sandboxOrigin);
  writeFloorPage(SITE_DIR, {
    bannerSrc: `/admin/uploads/${banner.nome_imagem}`,
    bannerAlt: banner.titulo,
  });
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  outcome = await measureReady(browser, {
    origin,
    sandboxOrigin,
    pages,
    googleLanding,
    runs: RUNS,
    only: ONLY,
  });
  await browser.close();
} finally {
  stop();
}

const { rows, verdicts } = outcome;
printReady(rows, { runs: RUNS, apiDelayMs: API_DELAY_MS });
console.log('\nMetas:');
for (const v of verdicts) console.log(`  ${v.ok ? '✔' : '✖'} ${v.target}: ${v.detail}`);
const ok = verdicts.every((v) => v.ok);

const git = (...args) => execFileSync('git', args, { encoding: 'utf8' }).trim();
const report = {
  date: new Date().toISOString(),
  commit: git('rev-parse', 'HEAD'),
  uncommittedChanges: git('status', '--porcelain').length > 0,
  loadAverage: { start: loadAtStart, end: loadavg()[0] },
  apiDelayMs: API_DELAY_MS,
  runs: RUNS,
  targets: READY_TARGETS,
  rows,
  verdicts,
  ok,
};
mkdirSync(dirname(REPORT), { recursive: true });
writeFileSync(REPORT, await format(JSON.stringify(report, null, 2), { parser: 'json' }));
console.log(`\nRelatório: ${REPORT}`);
if (!ok) process.exit(1);
