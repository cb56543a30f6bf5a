// Targets of the performance benchmark (issue 14: the prerendered public pages), the tables
// printed per throttling mode, and the verdicts. Absolute times on these shared machines move by
// 2× from run to run, so the targets are ratios to the two references measured in the same run:
// the static floor (plain HTML, same logo and hero) and the stack floor (that page made with the
// site's stack). Each ratio divides the medians of the runs, figure by figure.

export const TARGETS = {
  /** Public pages, applied throttling (devtools): LCP and FCP over the static floor's. */
  publicAppliedToFloor: 1.15,
  /** Public pages, simulated throttling: LCP over the static floor's. */
  publicSimulatedLcpToFloor: 1.6,
  /** The search link page: LCP over the stack floor's (simulated, as measured before). */
  searchLcpToStack: 1.2,
  /** Every page: TBT at most the stack floor's TBT in the same run and mode plus this. */
  tbtOverStackMs: 50,
  cls: 0.02,
  accessibility: 1,
  /** The budgets of `npm run size` (issue 27): first-route JS, gzip. */
  homeJsGzipKiB: 150,
  hotelJsGzipKiB: 160,
};

const kib = (bytes) => bytes / 1024;
const ms = (value) => (value === null ? '—' : `${Math.round(value)} ms`);
const s = (value) => (value === null ? '—' : `${(value / 1000).toFixed(2)} s`);
const ratio = (value) => (value === null || Number.isNaN(value) ? '—' : `${value.toFixed(2)}×`);

export const MODE_LABEL = {
  simulate: 'limitação simulada',
  devtools: 'limitação aplicada (devtools)',
};

/** Adds each page's ratios to the references of the same mode. */
export function withRatios(results) {
  const reference = (mode, id) => results.find((r) => r.mode === mode && r.page.id === id)?.medians;
  return results.map((result) => {
    const floor = reference(result.mode, 'floor');
    const stack = reference(result.mode, 'stack');
    const m = result.medians;
    return {
      ...result,
      ratios: {
        fcpToFloor: floor ? m.fcpMs / floor.fcpMs : null,
        lcpToFloor: floor ? m.lcpMs / floor.lcpMs : null,
        fcpToStack: stack ? m.fcpMs / stack.fcpMs : null,
        lcpToStack: stack ? m.lcpMs / stack.lcpMs : null,
        tbtOverStackMs: stack ? m.tbtMs - stack.tbtMs : null,
      },
    };
  });
}

/** One table per mode: medians, and the ratios to the references. */
export function printTables(results) {
  for (const mode of new Set(results.map((r) => r.mode))) {
    console.log(`\nMedianas por página (Lighthouse móvel, ${MODE_LABEL[mode] ?? mode}):`);
    const header = [
      'página',
      'desemp.',
      'FCP',
      'LCP',
      'TBT',
      'CLS',
      'JS gzip',
      'acessib.',
      'FCP/piso',
      'LCP/piso',
      'LCP/pilha',
      'TBT-pilha',
    ];
    const rows = results
      .filter((r) => r.mode === mode)
      .map(({ page, median, medians, ratios }) => [
        page.id,
        median.performance.toFixed(2),
        s(medians.fcpMs),
        s(medians.lcpMs),
        ms(medians.tbtMs),
        medians.cls.toFixed(3),
        `${kib(median.jsGzipBytes).toFixed(1)} KiB`,
        median.accessibility.toFixed(2),
        ratio(ratios.fcpToFloor),
        ratio(ratios.lcpToFloor),
        ratio(ratios.lcpToStack),
        ratios.tbtOverStackMs === null ? '—' : `${Math.round(ratios.tbtOverStackMs)} ms`,
      ]);
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
    const line = (cells) => cells.map((cell, i) => cell.padStart(widths[i])).join('  ');
    console.log(line(header));
    for (const row of rows) console.log(line(row));
  }
}

/** Each target of issue 14 over the pages it applies to (the references are not judged). */
export function verdicts(results) {
  const pages = results.filter((r) => !r.page.reference);
  const of = (mode, filter = () => true) => pages.filter((r) => r.mode === mode && filter(r));
  const check = (target, list, pick, ok, show) => ({
    target,
    ok: list.length > 0 && list.every((r) => ok(pick(r))),
    detail: list.length
      ? list.map((r) => `${r.page.id} ${show(pick(r))}`).join(', ')
      : 'não medida',
  });
  const isPublic = (r) => r.page.public;
  const within = (limit) => (v) => v !== null && v <= limit;
  const home = pages.find((r) => r.page.id === 'home');
  const hotel = pages.find((r) => r.page.id === 'hotel');
  return [
    check(
      `páginas públicas, limitação aplicada: LCP ≤ ${TARGETS.publicAppliedToFloor}× o piso`,
      of('devtools', isPublic),
      (r) => r.ratios.lcpToFloor,
      within(TARGETS.publicAppliedToFloor),
      ratio,
    ),
    check(
      `páginas públicas, limitação aplicada: FCP ≤ ${TARGETS.publicAppliedToFloor}× o piso`,
      of('devtools', isPublic),
      (r) => r.ratios.fcpToFloor,
      within(TARGETS.publicAppliedToFloor),
      ratio,
    ),
    check(
      `páginas públicas, limitação simulada: LCP ≤ ${TARGETS.publicSimulatedLcpToFloor}× o piso`,
      of('simulate', isPublic),
      (r) => r.ratios.lcpToFloor,
      within(TARGETS.publicSimulatedLcpToFloor),
      ratio,
    ),
    check(
      `link de busca, limitação simulada: LCP ≤ ${TARGETS.searchLcpToStack}× o piso da pilha`,
      of('simulate', (r) => r.page.id === 'search'),
      (r) => r.ratios.lcpToStack,
      within(TARGETS.searchLcpToStack),
      ratio,
    ),
    check(
      `TBT ≤ o TBT do piso da pilha + ${TARGETS.tbtOverStackMs} ms (cada modo)`,
      pages,
      (r) => r.ratios.tbtOverStackMs,
      within(TARGETS.tbtOverStackMs),
      (v) => (v === null ? '—' : `${v >= 0 ? '+' : ''}${Math.round(v)} ms`),
    ),
    check(
      `CLS ≤ ${TARGETS.cls}`,
      pages,
      (r) => r.medians.cls,
      within(TARGETS.cls),
      (v) => v.toFixed(3),
    ),
    check(
      `acessibilidade = ${TARGETS.accessibility.toFixed(1)}`,
      pages,
      (r) => r.median.accessibility,
      (v) => v >= TARGETS.accessibility,
      (v) => v.toFixed(2),
    ),
    {
      target: `JS da página inicial ≤ ${TARGETS.homeJsGzipKiB} KiB gzip`,
      ok: home ? kib(home.median.jsGzipBytes) <= TARGETS.homeJsGzipKiB : false,
      detail: home ? `home ${kib(home.median.jsGzipBytes).toFixed(1)} KiB` : 'home não medida',
    },
    {
      target: `JS de uma página de hotel ≤ ${TARGETS.hotelJsGzipKiB} KiB gzip`,
      ok: hotel ? kib(hotel.median.jsGzipBytes) <= TARGETS.hotelJsGzipKiB : false,
      detail: hotel ? `hotel ${kib(hotel.median.jsGzipBytes).toFixed(1)} KiB` : 'hotel não medida',
    },
  ];
}

export function printVerdicts(list) {
  for (const v of list) console.log(`${v.ok ? '✔' : '✖'} ${v.target}: ${v.detail}`);
}
