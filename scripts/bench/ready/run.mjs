// The ready measurement (issue 27) on a served site: each page loaded on a throttled phone
// (measure.mjs) several times, without input for FCP and LCP, and tapping PESQUISAR or LOGIN
// every 50 ms until it works; a returning customer's page until MINHA CONTA is there; a search
// link until its prices show. Medians, set against the static floor's LCP of the same runs.
// Used by scripts/bench/ready.mjs (npm run bench:ready) and by npm run bench after Lighthouse.
import { FLOOR_PATH } from '../lighthouse/floor-page.mjs';
import { measureLoad } from './measure.mjs';
import { loginToken, searchCriteriaStorage } from './visitors.mjs';

/**
 * The targets, as ratios to the static floor's LCP measured in the same runs: issue 27's (a tap
 * answered, LCP) and issue 50's (a search bar control opened, a search link's and Google's
 * landing page's prices, the prices after PESQUISAR tapped at first paint).
 */
export const READY_TARGETS = { ready: 1.6, lcp: 1.15, control: 1.4, linkPrices: 1.3, results: 1.8 };

const median = (values) => {
  const sorted = values.filter((v) => v !== null).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
export const seconds = (ms) =>
  ms === null || ms === undefined ? '—' : `${(ms / 1000).toFixed(2)} s`;
const times = (r) => (r === null ? '—' : `${r.toFixed(2)}×`);
const pricesWord = (match) =>
  match === true ? '= API' : match === false ? 'DIFERENTES DA API' : 'do navegador';

/** The measurements: a page, what is done on it, and what the visitor brings. */
function planOf(pages, criteria, token, googleLanding) {
  const path = (id) => pages.find((p) => p.id === id).path;
  return [
    { id: 'floor', path: FLOOR_PATH, action: null },
    ...['home', 'hotel', 'park'].flatMap((id) => [
      { id, path: path(id), action: null },
      { id, path: path(id), action: 'search', storage: { session: criteria } },
      { id, path: path(id), action: 'login' },
      { id, path: path(id), action: 'dates' },
      { id, path: path(id), action: 'rooms' },
    ]),
    {
      id: 'home-logged-in',
      path: '/',
      action: 'account',
      storage: { local: { token_jwt: token } },
    },
    { id: 'search-link', path: path('search'), action: 'results' },
    { id: 'google-landing', path: googleLanding, action: 'results' },
    { id: 'search-link', path: path('search'), action: 'login' },
  ];
}

/**
 * Runs the measurements `runs` times, in turn (a burst of load from other jobs then spreads
 * over all pages). `only`: page ids to keep (the floor always stays).
 */
export async function measureReady(
  browser,
  { origin, sandboxOrigin, pages, googleLanding, runs, only = null },
) {
  const search = pages.find((p) => p.id === 'search');
  const criteria = await searchCriteriaStorage(browser, origin + search.path);
  const token = await loginToken(sandboxOrigin);
  const plan = planOf(pages, criteria, token, googleLanding).filter(
    (m) => m.id === 'floor' || !only || only.includes(m.id.replace('-logged-in', '')),
  );
  const figures = new Map(plan.map((m) => [`${m.id}|${m.action}`, []]));
  for (let run = 1; run <= runs; run++) {
    for (const m of plan) {
      const result = await measureLoad(browser, origin + m.path, { ...m, sandboxOrigin });
      figures.get(`${m.id}|${m.action}`).push(result);
      const shown = m.action
        ? `pronto ${seconds(result.ready)} (${result.taps} toques)` +
          (m.action === 'search' ? ` resultados ${seconds(result.results)}` : '') +
          (m.action === 'results' ? ` preços ${pricesWord(result.pricesMatch)}` : '')
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
      // A page whose prices the server rendered: how many runs showed the API's own figures.
      pricesMatched: list.filter((r) => r.pricesMatch === true).length,
      pricesDiffered: list.filter((r) => r.pricesMatch === false).length,
      failures: list.filter((r) => action !== 'null' && r.ready === null).length,
      runs: list,
    };
    const ratio = (ms) => (ms !== null && floorLcp ? ms / floorLcp : null);
    return {
      ...row,
      lcpRatio: ratio(row.lcp),
      readyRatio: ratio(row.ready),
      resultsRatio: ratio(row.results),
    };
  });
  return { rows, verdicts: readyVerdicts(rows) };
}

const TARGET_OF = {
  search: { limit: READY_TARGETS.ready, what: 'pronto' },
  login: { limit: READY_TARGETS.ready, what: 'pronto' },
  account: { limit: READY_TARGETS.ready, what: 'pronto' },
  dates: { limit: READY_TARGETS.control, what: 'campo de datas aberto' },
  rooms: { limit: READY_TARGETS.control, what: 'campo de quartos aberto' },
};

/** A row's ratio against its limit, with no reload nor failure. */
function verdict(row, target, ratio, limit) {
  const troubles = [
    row.reloads ? `${row.reloads} recargas` : '',
    row.failures ? `${row.failures} falhas` : '',
    row.pricesDiffered ? `${row.pricesDiffered} com preços diferentes da API` : '',
  ].filter(Boolean);
  return {
    target,
    ok: ratio !== null && ratio <= limit && troubles.length === 0,
    detail: [times(ratio), ...troubles].join(', '),
  };
}

/**
 * Issue 27's targets on the public pages (LCP ≤ 1.15×, a tap answered ≤ 1.6×, no reload) and
 * issue 50's (each search bar control open ≤ 1.4×, prices after PESQUISAR at first paint ≤ 1.8×,
 * a search link's and Google's landing page's prices ≤ 1.3× and equal to the API's).
 */
function readyVerdicts(rows) {
  const verdicts = [];
  for (const row of rows) {
    if (row.id === 'floor' || (row.action === 'login' && row.id === 'search-link')) continue;
    if (row.action === null) {
      verdicts.push(
        verdict(
          row,
          `${row.id}: LCP ≤ ${READY_TARGETS.lcp}× o do piso`,
          row.lcpRatio,
          READY_TARGETS.lcp,
        ),
      );
    } else if (row.action === 'results') {
      verdicts.push(
        verdict(
          row,
          `${row.id}: preços ≤ ${READY_TARGETS.linkPrices}× o LCP do piso, iguais aos da API`,
          row.readyRatio,
          READY_TARGETS.linkPrices,
        ),
      );
    } else {
      const { limit, what } = TARGET_OF[row.action];
      verdicts.push(
        verdict(
          row,
          `${row.id} ${row.action}: ${what} ≤ ${limit}× o LCP do piso, sem recarga`,
          row.readyRatio,
          limit,
        ),
      );
      if (row.action === 'search') {
        verdicts.push(
          verdict(
            row,
            `${row.id} search: preços ≤ ${READY_TARGETS.results}× o LCP do piso`,
            row.resultsRatio,
            READY_TARGETS.results,
          ),
        );
      }
    }
  }
  return verdicts;
}

export function printReady(rows, { runs, apiDelayMs }) {
  console.log(`\nPronto (medianas de ${runs} execuções, APIs com ${apiDelayMs} ms de atraso):`);
  console.log(
    '| página | ação | FCP | LCP | LCP/piso | pronto | pronto/piso | resultados | resultados/piso | preços = API | recargas | falhas |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const row of rows) {
    console.log(
      `| ${row.id} | ${row.action ?? 'pintura'} | ${seconds(row.fcp)} | ${seconds(row.lcp)} | ${times(row.lcpRatio)} | ${seconds(row.ready)} | ${times(row.readyRatio)} | ${seconds(row.results)} | ${times(row.resultsRatio)} | ${row.action === 'results' ? `${row.pricesMatched}/${row.runs.length}` : '—'} | ${row.reloads} | ${row.failures} |`,
    );
  }
}
