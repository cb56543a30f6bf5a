// The ready measurement (issue 27) on a served site: each page loaded on a throttled phone
// (measure.mjs) several times, without input for FCP and LCP, and tapping PESQUISAR or LOGIN
// every 50 ms until it works; a returning customer's page until MINHA CONTA is there; a search
// link until its prices show. Medians, set against the static floor's LCP of the same runs.
// Used by scripts/bench/ready.mjs (npm run bench:ready) and by npm run bench after Lighthouse.
import { FLOOR_PATH } from '../lighthouse/floor-page.mjs';
import { measureLoad } from './measure.mjs';
import { loginToken, searchCriteriaStorage } from './visitors.mjs';

/** Issue 27's targets, as ratios to the static floor's LCP measured in the same runs. */
export const READY_TARGETS = { ready: 1.6, lcp: 1.15 };

const median = (values) => {
  const sorted = values.filter((v) => v !== null).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
export const seconds = (ms) =>
  ms === null || ms === undefined ? '—' : `${(ms / 1000).toFixed(2)} s`;
const times = (r) => (r === null ? '—' : `${r.toFixed(2)}×`);

/** The measurements: a page, what is done on it, and what the visitor brings. */
function planOf(pages, criteria, token) {
  const path = (id) => pages.find((p) => p.id === id).path;
  return [
    { id: 'floor', path: FLOOR_PATH, action: null },
    ...['home', 'hotel', 'park'].flatMap((id) => [
      { id, path: path(id), action: null },
      { id, path: path(id), action: 'search', storage: { session: criteria } },
      { id, path: path(id), action: 'login' },
    ]),
    {
      id: 'home-logged-in',
      path: '/',
      action: 'account',
      storage: { local: { token_jwt: token } },
    },
    { id: 'search-link', path: path('search'), action: 'results' },
    { id: 'search-link', path: path('search'), action: 'login' },
  ];
}

/**
 * Runs the measurements `runs` times, in turn (a burst of load from other jobs then spreads
 * over all pages). `only`: page ids to keep (the floor always stays).
 */
export async function measureReady(browser, { origin, sandboxOrigin, pages, runs, only = null }) {
  const search = pages.find((p) => p.id === 'search');
  const criteria = await searchCriteriaStorage(browser, origin + search.path);
  const token = await loginToken(sandboxOrigin);
  const plan = planOf(pages, criteria, token).filter(
    (m) => m.id === 'floor' || !only || only.includes(m.id.replace('-logged-in', '')),
  );
  const figures = new Map(plan.map((m) => [`${m.id}|${m.action}`, []]));
  for (let run = 1; run <= runs; run++) {
    for (const m of plan) {
      const result = await measureLoad(browser, origin + m.path, m);
      figures.get(`${m.id}|${m.action}`).push(result);
      const shown = m.action
        ? `pronto ${seconds(result.ready)} (${result.taps} toques)` +
          (m.action === 'search' ? ` resultados ${seconds(result.results)}` : '')
        : '';
      console.log(
        `  ${run}/${runs} ${m.id.padEnd(15)} ${String(m.action ?? 'pintura').padEnd(8)} FCP ${seconds(result.fcp)} LCP ${seconds(result.lcp)} ${shown}${result.reloaded ? ' RECARREGOU' : ''}`,
      );
    }
  }
  const floorLcp = median(figures.get('floor|null').map((r) => r.lcp));
  const rows = [...figures].map(([key, list]) => {
    const [id, action] = key.split('|');
    const row = {
      id,
      action: action === 'null' ? null : action,
      fcp: median(list.map((r) => r.fcp)),
      lcp: median(list.map((r) => r.lcp)),
      ready: median(list.map((r) => r.ready)),
      results: action === 'search' ? median(list.map((r) => r.results)) : null,
      reloads: list.filter((r) => r.reloaded).length,
      failures: list.filter((r) => action !== 'null' && r.ready === null).length,
      runs: list,
    };
    return {
      ...row,
      lcpRatio: row.lcp !== null && floorLcp ? row.lcp / floorLcp : null,
      readyRatio: row.ready !== null && floorLcp ? row.ready / floorLcp : null,
    };
  });
  return { rows, verdicts: readyVerdicts(rows) };
}

/** Issue 27's targets on the public pages: LCP ≤ 1.15×, ready ≤ 1.6× the floor's LCP, no reload. */
function readyVerdicts(rows) {
  const verdicts = [];
  for (const row of rows) {
    if (row.id === 'floor' || row.id === 'search-link') continue;
    if (row.action === null) {
      verdicts.push({
        target: `${row.id}: LCP ≤ ${READY_TARGETS.lcp}× o do piso`,
        ok: row.lcpRatio !== null && row.lcpRatio <= READY_TARGETS.lcp,
        detail: times(row.lcpRatio),
      });
    } else {
      verdicts.push({
        target: `${row.id} ${row.action}: pronto ≤ ${READY_TARGETS.ready}× o LCP do piso, sem recarga`,
        ok:
          row.readyRatio !== null &&
          row.readyRatio <= READY_TARGETS.ready &&
          row.reloads === 0 &&
          row.failures === 0,
        detail: `${times(row.readyRatio)}${row.reloads ? `, ${row.reloads} recargas` : ''}`,
      });
    }
  }
  return verdicts;
}

export function printReady(rows, { runs, apiDelayMs }) {
  console.log(`\nPronto (medianas de ${runs} execuções, APIs com ${apiDelayMs} ms de atraso):`);
  console.log(
    '| página | ação | FCP | LCP | LCP/piso | pronto | pronto/piso | resultados | recargas | falhas |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const row of rows) {
    console.log(
      `| ${row.id} | ${row.action ?? 'pintura'} | ${seconds(row.fcp)} | ${seconds(row.lcp)} | ${times(row.lcpRatio)} | ${seconds(row.ready)} | ${times(row.readyRatio)} | ${seconds(row.results)} | ${row.reloads} | ${row.failures} |`,
    );
  }
}
