// `npm run bench`: Lighthouse (mobile preset, Debian's Chromium) on the built site served by the
// production server with the sandbox, which prerenders the public pages: `/`, a hotel page, the
// park, an info page, a search link with priced results, and two references: the floor (a
// static page with the same logo and hero image) and the stack floor (that page made with the
// site's stack). Each run audits every page with simulated and with applied (devtools)
// throttling, in turn; the medians of the runs are kept.
// Prints FCP, LCP, TBT, CLS, JavaScript and accessibility per page and mode, the ratios to both
// references measured in the same run and mode, and the targets of issue 14; exits 1 when one is
// missed. Writes bench/reports/lighthouse.json (kept in the repository) and the median runs'
// full results to bench/reports/lighthouse-lhr/ (not kept). How to read it: bench/README.md.
// The sandbox's APIs answer after --api-delay ms (default 250, as a real backend over a phone
// network), and after Lighthouse the same served site gets the ready measurement of issue 27
// (ready/run.mjs: when a tap on PESQUISAR or LOGIN first works), beside LCP, FCP and TBT.
// Flags: --runs N (default 5); --site-dir DIR (the build to audit, default dist-bench/);
// --no-build (audit that folder as it is); --report FILE (default bench/reports/lighthouse.json);
// --pages home,floor (audit only these, to try a change quickly; default all seven);
// --modes simulate (one throttling mode only; default simulate,devtools); --app-in-head (the
// prerendered pages request the app in their head: PRERENDER_APP_AFTER_PAINT=0).
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname } from 'node:path';
import { chromium } from '@playwright/test';
import { format } from 'prettier';
import { CHROMIUM_ARGS } from '../chromium.mjs';
import { ensureChromium } from '../ensure-chromium.mjs';
import { serveStack } from '../serve-stack.mjs';
import { FLOOR_PATH, writeFloorPage } from './lighthouse/floor-page.mjs';
import { discoverPages } from './lighthouse/pages.mjs';
import { printTables, printVerdicts, TARGETS, verdicts, withRatios } from './lighthouse/report.mjs';
import { checkSearchResults } from './lighthouse/results-check.mjs';
import { MODES, runLighthouse } from './lighthouse/run.mjs';
import { apiDelayFaults } from './ready/api-delay.mjs';
import { measureReady, printReady } from './ready/run.mjs';
import { option } from './option.mjs';
import { buildBenchSite } from './site-build.mjs';
import { buildStackFloor, checkStackFloor, STACK_FLOOR_PATH } from './lighthouse/stack-floor.mjs';

const SITE_PORT = 4473;
const SANDBOX_PORT = 9088;

const SITE_DIR = option('--site-dir', 'dist-bench');
const REPORT = option('--report', 'bench/reports/lighthouse.json');
const RUNS = Number(option('--runs', '5'));
const ONLY = option('--pages', null)?.split(',');
const ONLY_MODES = option('--modes', MODES.join(',')).split(',');
const API_DELAY_MS = Number(option('--api-delay', '250'));
process.env.SANDBOX_FAULTS = JSON.stringify(apiDelayFaults(API_DELAY_MS));
// The server requests the app's JavaScript once the page has loaded (PRERENDER_APP_AFTER_PAINT,
// on by default); --app-in-head measures the other way, the module script in the head.
const APP_AFTER_PAINT = !process.argv.includes('--app-in-head');
process.env.PRERENDER_APP_AFTER_PAINT = APP_AFTER_PAINT ? '1' : '0';
/** The median runs' full Lighthouse results, beside the report (not kept in the repository). */
const LHR_DIR = REPORT.replace(/\.json$/, '') + '-lhr';
if (!Number.isInteger(RUNS) || RUNS < 1) {
  console.error('--runs espera um número inteiro positivo');
  process.exit(2);
}

if (!process.argv.includes('--no-build')) buildBenchSite(SITE_DIR);

// The machine's load (1-minute average) at the start and the end: the CPU figures (TBT above
// all) move with it on a shared machine.
const loadAtStart = loadavg()[0];
const git = (...args) => execFileSync('git', args, { encoding: 'utf8' }).trim();
const executablePath = ensureChromium();
const chromiumVersion = execFileSync(executablePath, ['--version'], {
  encoding: 'utf8',
  stdio: ['ignore', 'pipe', 'ignore'],
}).trim();

const { origin, stop } = await serveStack({
  sandboxPort: SANDBOX_PORT,
  previewPort: SITE_PORT,
  dbName: 'bench-lighthouse',
  siteDir: SITE_DIR,
});
let outcome;
try {
  // The audited site must be this build, not whatever else the server might serve, and its
  // public pages prerendered (the server renders them just after it starts).
  const built = readFileSync(`${SITE_DIR}/index.html`, 'utf8');
  const appScript = (html) =>
    html.match(/<script type="module"[^>]*src="([^"]+)"/)?.[1] ??
    html.match(/data-app="([^"]+)"/)?.[1];
  let served = '';
  for (let tries = 0; tries < 120 && !served.includes('id="prerender-data"'); tries++) {
    if (tries > 0) await new Promise((resolve) => setTimeout(resolve, 500));
    served = await (await fetch(`${origin}/`)).text();
  }
  if (appScript(served) !== appScript(built)) {
    throw new Error(`O servidor em ${origin} não está servindo ${SITE_DIR}/`);
  }
  if (!served.includes('id="prerender-data"')) {
    throw new Error(`O servidor em ${origin} não pré-renderizou a página inicial`);
  }
  // The app's module script, or its address on before-app.js's tag (the app after the paint).
  const mainScript = served
    .match(/<script type="module"[^>]*src="([^"]+)"|data-app="([^"]+)"/)
    ?.slice(1)
    .find(Boolean);
  const encoding = mainScript
    ? (
        await fetch(origin + mainScript, { headers: { 'accept-encoding': 'br, gzip' } })
      ).headers.get('content-encoding')
    : null;

  const { pages, banner, googleLanding } = await discoverPages(`http://127.0.0.1:${SANDBOX_PORT}`);
  writeFloorPage(SITE_DIR, {
    bannerSrc: `/admin/uploads/${banner.nome_imagem}`,
    bannerAlt: banner.titulo,
  });
  const floor = {
    id: 'floor',
    label: 'Piso: HTML estático, mesmo logo e imagem',
    path: FLOOR_PATH,
    reference: true,
  };
  await buildStackFloor(SITE_DIR);
  await checkStackFloor(executablePath, origin + STACK_FLOOR_PATH, banner.titulo);
  console.log('Referência da pilha verificada: mostra o banner.');
  const stackFloor = {
    id: 'stack',
    label:
      'Piso da pilha: o mesmo, com React, React Router, o cliente de API do site e styled-components',
    path: STACK_FLOOR_PATH,
    reference: true,
  };

  const search = pages.find((page) => page.id === 'search');
  const shown = await checkSearchResults(executablePath, origin + search.path);
  console.log(`Busca verificada: ${shown.hotels} hotéis, ${shown.rows} linhas com preço.`);
  search.shows = shown;

  console.log(
    `Lighthouse ${RUNS}× por página em ${origin} (JS servido com compressão: ${encoding ?? 'nenhuma'})`,
  );
  const { results, environment } = await runLighthouse({
    executablePath,
    origin,
    siteDir: SITE_DIR,
    pages: [...pages, stackFloor, floor].filter((page) => !ONLY || ONLY.includes(page.id)),
    runs: RUNS,
    lhrDir: LHR_DIR,
    modes: ONLY_MODES,
  });
  console.log(`\nPronto: ${RUNS}× por página, APIs com ${API_DELAY_MS} ms de atraso`);
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  const ready = await measureReady(browser, {
    origin,
    sandboxOrigin: `http://127.0.0.1:${SANDBOX_PORT}`,
    pages,
    googleLanding,
    runs: RUNS,
    only: ONLY,
  });
  await browser.close();
  outcome = { results: withRatios(results), environment, encoding, ready };
} finally {
  stop();
}

const { results, environment, encoding, ready } = outcome;
printTables(results);
printReady(ready.rows, { runs: RUNS, apiDelayMs: API_DELAY_MS });
console.log('\nOrigem do LCP e auditorias de acessibilidade reprovadas (execução mediana):');
for (const { page, mode, median } of results) {
  const failed = median.failedA11yAudits.length ? median.failedA11yAudits.join(', ') : 'nenhuma';
  console.log(
    `  ${mode} ${page.id}: ${median.lcpElement ?? '—'}\n    acessibilidade reprovada: ${failed}`,
  );
}
const list = [...verdicts(results), ...ready.verdicts];
console.log('\nMetas:');
printVerdicts(list);

const dirty = git('status', '--porcelain').length > 0;
const report = {
  date: new Date().toISOString(),
  siteDir: SITE_DIR,
  loadAverage: { start: loadAtStart, end: loadavg()[0] },
  commit: git('rev-parse', 'HEAD'),
  uncommittedChanges: dirty,
  chromium: chromiumVersion,
  ...environment,
  jsContentEncoding: encoding,
  runsPerPage: RUNS,
  modes: ONLY_MODES,
  appAfterPaint: APP_AFTER_PAINT,
  apiDelayMs: API_DELAY_MS,
  medianRule:
    'cada número pela sua mediana nas execuções (as razões dividem medianas); a execução mediana (por desempenho, depois LCP) para o resto',
  targets: TARGETS,
  pages: results.map(({ page, mode, runs, median, medians, ratios }) => ({
    id: page.id,
    mode,
    label: page.label,
    path: page.path,
    reference: Boolean(page.reference),
    public: Boolean(page.public),
    ...(page.shows ? { resultsShown: page.shows } : {}),
    medians,
    ratios,
    median,
    runs,
  })),
  ready: ready.rows,
  verdicts: list,
  ok: list.every((v) => v.ok),
};
mkdirSync(dirname(REPORT), { recursive: true });
// Written as Prettier writes JSON: the report is kept in the repository, and `npm run lint` checks it.
writeFileSync(REPORT, await format(JSON.stringify(report, null, 2), { parser: 'json' }));
console.log(
  `Carga da máquina (média de 1 min): ${report.loadAverage.start.toFixed(1)} no início, ${report.loadAverage.end.toFixed(1)} no fim`,
);
console.log(`\nRelatório: ${REPORT}; resultados completos das medianas: ${LHR_DIR}/`);

const missed = list.filter((v) => !v.ok);
if (missed.length > 0) {
  console.error(`Metas não atingidas: ${missed.map((v) => v.target).join('; ')}`);
  process.exit(1);
}
