// `node scripts/bench/ready/waterfall.mjs [path] [--search | --login | --dates | --rooms] [--no-build] [--profile]
// [--trace] [--session]`: one load of a page on the ready bench's throttled phone (measure.mjs), printed as a
// waterfall: every request with when it was asked, when its first byte came and when it ended,
// its size and priority; then the page's own marks (first paint, LCP, long tasks, the tap, the
// app hydrating, the login dialog's form, the results' first price). --search taps PESQUISAR (a date range chosen earlier
// in the tab) and --login taps LOGIN once at the first paint; --dates and --rooms tap the search
// bar's date or rooms field then and mark when its panel shows its controls (as measure.mjs does); --session stores Maria's session first (MINHA CONTA marked). --profile prints where the CPU
// went (self time per module in an unminified build: `vite build --minify false` into
// dist-bench/, then --no-build; PROFILE_FROM and PROFILE_TO in ms narrow it to a window, and
// PROFILE_FROM=app PROFILE_TO=search to the time between the app's code arriving and the search
// leaving; a mark's name, such as PROFILE_FROM=hydrating PROFILE_TO=dialog, is its time).
// --profile also writes /tmp/waterfall.cpuprofile; --trace writes a Chromium trace to
// /tmp/waterfall-trace.json; --site-dir DIR serves another build. It shows where a ready time
// goes before anything is changed to shorten it (bench/README.md, issue 27).
import { readFileSync, writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS } from '../../chromium.mjs';
import { ensureChromium } from '../../ensure-chromium.mjs';
import { discoverPages } from '../lighthouse/pages.mjs';
import { option } from '../option.mjs';
import { buildBenchSite } from '../site-build.mjs';
import { serveBenchStack } from './bench-stack.mjs';
import { PHONE, TARGETS, throttle } from './measure.mjs';
import { loginToken, searchCriteriaStorage } from './visitors.mjs';

const SEARCH = process.argv.includes('--search');
const LOGIN = process.argv.includes('--login');
const SESSION = process.argv.includes('--session');
// The search bar's field to tap at the first paint (TARGETS' index: 0 dates, 1 rooms), if any.
const FIELD = ['--dates', '--rooms'].findIndex((flag) => process.argv.includes(flag));
const path = process.argv.slice(2).find((a) => a.startsWith('/')) ?? '/';
// --site-dir DIR: another build (an unminified one for --profile, beside the bench's own).
const SITE_DIR = option('--site-dir', 'dist-bench');
if (!process.argv.includes('--no-build')) buildBenchSite(SITE_DIR);
const { origin, stop } = await serveBenchStack({
  siteDir: SITE_DIR,
  path,
  sandboxPort: 9099,
  previewPort: 4484,
  dbName: 'bench-waterfall',
});
try {
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
  const { pages } = await discoverPages('http://127.0.0.1:9099');
  const link = pages.find((p) => p.id === 'search').path;
  const criteria = SEARCH ? await searchCriteriaStorage(browser, origin + link) : {};
  const token = SESSION ? await loginToken('http://127.0.0.1:9099') : null;
  const context = await browser.newContext(PHONE);
  await context.addInitScript(
    ([session, token]) => {
      if (!sessionStorage.getItem('__seeded')) {
        sessionStorage.setItem('__seeded', '1');
        for (const [k, v] of Object.entries(session)) sessionStorage.setItem(k, v);
        if (token) localStorage.setItem('token_jwt', token);
      }
      window.__marks = {};
      new MutationObserver(() => {
        if (window.__marks.account || document.documentElement.hasAttribute('data-verifying-user'))
          return;
        for (const b of document.querySelectorAll('nav button, nav a')) {
          // Written for both before the app, one hidden (measure.mjs).
          const marked = b.closest('[data-shown-to]');
          if (marked && getComputedStyle(marked).display === 'none') continue;
          if (b.textContent.trim() === 'MINHA CONTA') window.__marks.account = performance.now();
        }
      }).observe(document, { subtree: true, childList: true, attributes: true });
      new MutationObserver(() => {
        // A field on screen: the page carries a hidden dialog for before the app (measure.mjs).
        const field = [...document.querySelectorAll('[role="dialog"] input')].find(
          (input) => input.getClientRects().length > 0,
        );
        if (!window.__marks.dialog && field) window.__marks.dialog = performance.now();
        // What the guest waits for after a PESQUISAR: the results' first price on screen.
        if (
          !window.__marks.results &&
          location.pathname.startsWith('/hotelSearch') &&
          /R\$\s?\d/.test(document.querySelector('main')?.textContent ?? '')
        )
          window.__marks.results = performance.now();
      }).observe(document, { subtree: true, childList: true, attributes: true });
      // The date or rooms field is open when its panel shows its controls (measure.mjs).
      new MutationObserver(() => {
        const fields = document.querySelectorAll(
          'form[role="search"] button[aria-haspopup="dialog"]',
        );
        ['dates', 'rooms'].forEach((key, index) => {
          const field = fields[index];
          if (window.__marks[key] || field?.getAttribute('aria-expanded') !== 'true') return;
          const panel = document.getElementById(field.getAttribute('aria-controls') ?? '');
          if (panel && panel.getClientRects().length > 0 && panel.querySelector('button'))
            window.__marks[key] = performance.now();
        });
      }).observe(document, { subtree: true, childList: true, attributes: true });
      document.addEventListener(
        'app:hydrating',
        () => (window.__marks.hydrating = performance.now()),
      );
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) window.__marks.lcp = e.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      new PerformanceObserver((list) => {
        for (const e of list.getEntries())
          if (e.duration > 50)
            (window.__marks.longTasks ??= []).push([
              Math.round(e.startTime),
              Math.round(e.duration),
            ]);
      }).observe({ type: 'longtask', buffered: true });
    },
    [criteria, token],
  );
  const page = await context.newPage();
  const cdp = await throttle(context, page);
  const requests = new Map();
  cdp.on('Network.requestWillBeSent', (e) =>
    requests.set(e.requestId, {
      url: e.request.url,
      priority: e.request.initialPriority,
      sent: e.timestamp,
    }),
  );
  cdp.on('Network.responseReceived', (e) => {
    const r = requests.get(e.requestId);
    if (r) r.response = e.timestamp;
  });
  cdp.on('Network.loadingFinished', (e) => {
    const r = requests.get(e.requestId);
    if (r) Object.assign(r, { done: e.timestamp, bytes: e.encodedDataLength });
  });
  const PROFILE = process.argv.includes('--profile');
  if (PROFILE) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
  }
  const TRACE = process.argv.includes('--trace');
  if (TRACE)
    await browser.startTracing(page, {
      path: '/tmp/waterfall-trace.json',
      categories: ['devtools.timeline', 'v8', 'blink', 'disabled-by-default-devtools.timeline'],
    });
  const TAPS = SEARCH || LOGIN || FIELD >= 0;
  await page.goto(origin + path, { waitUntil: TAPS ? 'commit' : 'load' });
  if (TAPS) {
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length);
    const target = LOGIN
      ? page.locator('nav button', { hasText: 'LOGIN' })
      : FIELD >= 0
        ? page.locator(TARGETS.dates.selector).nth(FIELD)
        : page.locator(TARGETS.search.selector);
    const box = await target.first().boundingBox();
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    await page.evaluate(() => (window.__marks.tapped = performance.now()));
  }
  if (SEARCH) {
    await page.waitForFunction(() => window.__marks.results, null, { timeout: 20_000 });
    await page.waitForTimeout(500);
  } else if (FIELD >= 0) {
    const mark = ['dates', 'rooms'][FIELD];
    await page.waitForFunction((key) => window.__marks[key], mark, { timeout: 20_000 });
    await page.waitForTimeout(500);
  } else await page.waitForTimeout(6000);
  if (TRACE) await browser.stopTracing();
  const marks = await page.evaluate(() => ({
    ...window.__marks,
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    origin: performance.timeOrigin,
  }));
  if (PROFILE) {
    const { profile } = await cdp.send('Profiler.stop');
    // The whole profile too, for DevTools' Performance panel (Load profile…).
    writeFileSync('/tmp/waterfall.cpuprofile', JSON.stringify(profile));
    const first = [...requests.values()].reduce((a, r) => Math.min(a, r.sent), Infinity);
    // PROFILE_FROM=app and PROFILE_TO=search: from the app's code arriving to the search leaving.
    const at = (name, fallback) => {
      const value = process.env[name];
      const request = (test) => [...requests.values()].find((r) => test.test(r.url));
      if (value === 'app') return (request(/\/assets\/index-/)?.done - first) * 1000;
      if (value === 'search') return (request(/\/disponibilidade\//)?.sent - first) * 1000;
      // A mark of the page's own (hydrating, dialog, account): its clock starts at navigation.
      if (typeof marks[value] === 'number') return marks[value];
      return Number(value ?? fallback);
    };
    printProfile(profile, first, at('PROFILE_FROM', 0), at('PROFILE_TO', 1e9));
  }
  const start = Math.min(...[...requests.values()].map((r) => r.sent));
  const ms = (t) => (t ? String(Math.round((t - start) * 1000)).padStart(6) : '     —');
  console.log(' asked  first    end     KB  priority  url');
  for (const r of [...requests.values()].sort((a, b) => a.sent - b.sent)) {
    const kb = r.bytes ? (r.bytes / 1024).toFixed(1).padStart(6) : '     —';
    console.log(
      `${ms(r.sent)} ${ms(r.response)} ${ms(r.done)} ${kb}  ${r.priority.padEnd(8)}  ${r.url.replace(origin, '').slice(0, 90)}`,
    );
  }
  console.log(JSON.stringify(marks));
  await browser.close();
} finally {
  stop();
}

/** Self time per function (and per script), the heaviest first: where the CPU went. */
function printProfile(profile, navigationStart, from, to) {
  let at = profile.startTime / 1000 - navigationStart * 1000;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  const perScript = new Map();
  for (let i = 0; i < profile.samples.length; i++) {
    const node = byId.get(profile.samples[i]);
    at += profile.timeDeltas[i] / 1000;
    const dt = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    if (at < from || at > to) continue;
    const { functionName, url, lineNumber } = node.callFrame;
    const key = `${functionName || '(anon)'} ${url.split('/').pop()}:${lineNumber}:${node.callFrame.columnNumber}`;
    self.set(key, (self.get(key) ?? 0) + dt);
    const script = regionOf(url, lineNumber) || functionName;
    perScript.set(script, (perScript.get(script) ?? 0) + dt);
  }
  const top = (m, n) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n);
  console.log('self ms per script (×4 CPU)');
  for (const [k, v] of top(perScript, 15)) console.log(`${v.toFixed(0).padStart(6)}  ${k}`);
  console.log('self ms per function');
  for (const [k, v] of top(self, 40))
    console.log(`${v.toFixed(0).padStart(6)}  ${k.slice(0, 110)}`);
}

var regions;
/** In an unminified build (vite build --minify false), the module a line of a chunk comes from. */
function regionOf(url, line) {
  regions ??= new Map();
  const file = url.split('/').pop();
  if (!file.endsWith('.js')) return file;
  if (!regions.has(file)) {
    const starts = [];
    try {
      readFileSync(`${SITE_DIR}/assets/${file}`, 'utf8')
        .split('\n')
        .forEach((text, i) => {
          const m = /^\/\/ ((src|node_modules)\/\S+)/.exec(text);
          if (m) starts.push([i, m[1].replace(/^node_modules\/((@[^/]+\/)?[^/]+).*/, '$1')]);
        });
    } catch {
      // Another folder's chunk: named by its file.
    }
    regions.set(file, starts);
  }
  let found = file;
  for (const [start, name] of regions.get(file))
    if (start <= line) found = name;
    else break;
  return found;
}
