// `npm run bench:ready` (and the second half of `npm run bench`): when does a page a guest opens
// on a phone answer a tap? On the built site served by the production server with a sandbox
// whose APIs answer after a realistic delay (250 ms by default; --api-delay 600 for a slow mobile
// network), each page is loaded on a throttled phone (ready/measure.mjs) several times:
// - without input, for FCP and LCP;
// - tapping PESQUISAR every 50 ms (a date range already chosen in the tab) until the search
//   leaves: the search's ready time;
// - tapping LOGIN every 50 ms until the login dialog opens: the login's ready time;
// - with a stored session (a returning customer), until MINHA CONTA shows;
// - a search link, until its prices show.
// Medians over the runs, set against the static floor's LCP measured in the same run (issue 27's
// targets: ready ≤ 1.6× and LCP ≤ 1.15× the floor's). A reload caused by a tap fails the run.
// Flags: --runs N (default 5), --api-delay MS, --site-dir DIR, --no-build, --report FILE,
// --pages home,hotel (a subset). Writes bench/reports/ready-<delay>ms.json.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname } from 'node:path';
import { chromium } from '@playwright/test';
import { format } from 'prettier';
import { CHROMIUM_ARGS } from '../chromium.mjs';
import { ensureChromium } from '../ensure-chromium.mjs';
import { serveStack } from '../serve-stack.mjs';
import { FLOOR_PATH, writeFloorPage } from './lighthouse/floor-page.mjs';
import { discoverPages } from './lighthouse/pages.mjs';
import { apiDelayFaults } from './ready/api-delay.mjs';
import { loginToken, searchCriteriaStorage } from './ready/visitors.mjs';
import { measureLoad } from './ready/measure.mjs';
import { buildBenchSite } from './site-build.mjs';

const SITE_PORT = 4483;
const SANDBOX_PORT = 9098;
const option = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
};
const SITE_DIR = option('--site-dir', 'dist-bench');
const RUNS = Number(option('--runs', '5'));
const API_DELAY_MS = Number(option('--api-delay', '250'));
const REPORT = option('--report', `bench/reports/ready-${API_DELAY_MS}ms.json`);
const ONLY = option('--pages', null)?.split(',');
// --app-in-head: the prerendered pages request the app in their head instead of at first paint.
process.env.PRERENDER_APP_AFTER_PAINT = process.argv.includes('--app-in-head') ? '0' : '1';
/** Issue 27's targets, as ratios to the static floor's LCP measured in the same run. */
export const READY_TARGETS = { ready: 1.6, lcp: 1.15 };

if (!process.argv.includes('--no-build')) buildBenchSite(SITE_DIR);

const median = (values) => {
  const sorted = values.filter((v) => v !== null).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

process.env.SANDBOX_FAULTS = JSON.stringify(apiDelayFaults(API_DELAY_MS));
const loadAtStart = loadavg()[0];
const executablePath = ensureChromium();
const { origin, stop } = await serveStack({
  sandboxPort: SANDBOX_PORT,
  previewPort: SITE_PORT,
  dbName: 'bench-ready',
  siteDir: SITE_DIR,
});
const sandbox = `http://127.0.0.1:${SANDBOX_PORT}`;
const rows = [];
try {
  for (let tries = 0; tries < 120; tries++) {
    const html = await (await fetch(`${origin}/`)).text();
    if (html.includes('id="prerender-data"')) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const { pages, banner } = await discoverPages(sandbox);
  writeFloorPage(SITE_DIR, {
    bannerSrc: `/admin/uploads/${banner.nome_imagem}`,
    bannerAlt: banner.titulo,
  });
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  const search = pages.find((p) => p.id === 'search');
  const criteria = await searchCriteriaStorage(browser, origin + search.path);
  const token = await loginToken(sandbox);

  /** Each measurement: a page, what is done on it, and what the visitor brings. */
  const plan = [
    { id: 'floor', path: FLOOR_PATH, action: null },
    ...['home', 'hotel', 'park'].flatMap((id) => {
      const { path } = pages.find((p) => p.id === id);
      return [
        { id, path, action: null },
        { id, path, action: 'search', storage: { session: criteria } },
        { id, path, action: 'login' },
      ];
    }),
    {
      id: 'home-logged-in',
      path: '/',
      action: 'account',
      storage: { local: { token_jwt: token } },
    },
    { id: 'search-link', path: search.path, action: 'results' },
    { id: 'search-link', path: search.path, action: 'login' },
  ].filter((m) => !ONLY || ONLY.includes(m.id.replace('-logged-in', '')));

  const figures = new Map(plan.map((m) => [`${m.id}|${m.action}`, []]));
  for (let run = 1; run <= RUNS; run++) {
    for (const m of plan) {
      const result = await measureLoad(browser, origin + m.path, m);
      figures.get(`${m.id}|${m.action}`).push(result);
      const shown = m.action ? `pronto ${fmt(result.ready)} (${result.taps} toques)` : '';
      console.log(
        `  ${run}/${RUNS} ${m.id.padEnd(15)} ${String(m.action ?? 'pintura').padEnd(8)} FCP ${fmt(result.fcp)} LCP ${fmt(result.lcp)} ${shown}${result.reloaded ? ' RECARREGOU' : ''}`,
      );
    }
  }
  await browser.close();

  const floorLcp = median(figures.get('floor|null').map((r) => r.lcp));
  for (const [key, list] of figures) {
    const [id, action] = key.split('|');
    const row = {
      id,
      action: action === 'null' ? null : action,
      fcp: median(list.map((r) => r.fcp)),
      lcp: median(list.map((r) => r.lcp)),
      ready: median(list.map((r) => r.ready)),
      reloads: list.filter((r) => r.reloaded).length,
      failures: list.filter((r) => action !== 'null' && r.ready === null).length,
      runs: list,
    };
    row.lcpRatio = row.lcp !== null && floorLcp ? row.lcp / floorLcp : null;
    row.readyRatio = row.ready !== null && floorLcp ? row.ready / floorLcp : null;
    rows.push(row);
  }
} finally {
  stop();
}

function fmt(ms) {
  return ms === null || ms === undefined ? '—' : `${(ms / 1000).toFixed(2)} s`;
}
const ratio = (r) => (r === null ? '—' : `${r.toFixed(2)}×`);

console.log(`\nMedianas de ${RUNS} execuções, APIs com ${API_DELAY_MS} ms de atraso:`);
console.log('| página | ação | FCP | LCP | LCP/piso | pronto | pronto/piso | recargas | falhas |');
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
const verdicts = [];
for (const row of rows) {
  console.log(
    `| ${row.id} | ${row.action ?? 'pintura'} | ${fmt(row.fcp)} | ${fmt(row.lcp)} | ${ratio(row.lcpRatio)} | ${fmt(row.ready)} | ${ratio(row.readyRatio)} | ${row.reloads} | ${row.failures} |`,
  );
  if (row.id === 'floor' || row.id === 'search-link') continue;
  if (row.action === null) {
    verdicts.push({
      target: `${row.id}: LCP ≤ ${READY_TARGETS.lcp}× o piso`,
      ok: row.lcpRatio !== null && row.lcpRatio <= READY_TARGETS.lcp,
    });
  } else {
    verdicts.push({
      target: `${row.id} ${row.action}: pronto ≤ ${READY_TARGETS.ready}× o LCP do piso, sem recarga`,
      ok:
        row.readyRatio !== null &&
        row.readyRatio <= READY_TARGETS.ready &&
        row.reloads === 0 &&
        row.failures === 0,
    });
  }
}
console.log('\nMetas:');
for (const v of verdicts) console.log(`  ${v.ok ? '✔' : '✖'} ${v.target}`);
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
