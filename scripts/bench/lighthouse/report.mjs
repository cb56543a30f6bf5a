// Targets of the performance benchmark (the hardening issue, item 1 and item 6), the table
// printed per page, and the verdicts.

export const TARGETS = {
  performance: 0.95,
  lcpMs: 2000,
  tbtMs: 50,
  cls: 0.02,
  /** The budget set with the foundation (`npm run size`): first-route JS, gzip. */
  homeJsGzipKiB: 170,
  accessibility: 1,
};

const kib = (bytes) => bytes / 1024;
const ms = (value) => (value === null ? '—' : `${Math.round(value)} ms`);
const s = (value) => (value === null ? '—' : `${(value / 1000).toFixed(2)} s`);

/** One line per page, median run, in a fixed-width table. */
export function printTable(results) {
  const header = [
    'página',
    'desemp.',
    'LCP',
    'TBT',
    'CLS',
    'Speed Index',
    'JS transf.',
    'JS gzip',
    'acessib.',
    'LCP/piso',
    'LCP/pilha',
  ];
  const ratio = (value) => (value === null || Number.isNaN(value) ? '—' : `${value.toFixed(2)}×`);
  const rows = results.map(({ page, median, lcpToFloor, lcpToStack }) => [
    page.id,
    median.performance.toFixed(2),
    s(median.lcpMs),
    ms(median.tbtMs),
    median.cls.toFixed(3),
    s(median.speedIndexMs),
    `${kib(median.jsTransferBytes).toFixed(1)} KiB`,
    `${kib(median.jsGzipBytes).toFixed(1)} KiB`,
    median.accessibility.toFixed(2),
    ratio(lcpToFloor),
    ratio(lcpToStack),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  const line = (cells) => cells.map((cell, i) => cell.padStart(widths[i])).join('  ');
  console.log(line(header));
  for (const row of rows) console.log(line(row));
}

/** Each target, on every audited page (the two floors are references, not pages of the site). */
export function verdicts(results) {
  const pages = results.filter((r) => !r.page.reference);
  const home = pages.find((r) => r.page.id === 'home');
  const every = (label, pick, ok, show) => {
    const misses = pages.filter((r) => !ok(pick(r.median)));
    return {
      target: label,
      ok: misses.length === 0,
      detail: pages.map((r) => `${r.page.id} ${show(pick(r.median))}`).join(', '),
    };
  };
  return [
    every(
      `desempenho ≥ ${TARGETS.performance} em todas as páginas`,
      (m) => m.performance,
      (v) => v >= TARGETS.performance,
      (v) => v.toFixed(2),
    ),
    every(
      `LCP ≤ ${TARGETS.lcpMs / 1000} s`,
      (m) => m.lcpMs,
      (v) => v <= TARGETS.lcpMs,
      s,
    ),
    every(
      `TBT ≤ ${TARGETS.tbtMs} ms`,
      (m) => m.tbtMs,
      (v) => v <= TARGETS.tbtMs,
      ms,
    ),
    every(
      `CLS ≤ ${TARGETS.cls}`,
      (m) => m.cls,
      (v) => v <= TARGETS.cls,
      (v) => v.toFixed(3),
    ),
    {
      target: `JS da página inicial ≤ ${TARGETS.homeJsGzipKiB} KiB gzip`,
      ok: home ? kib(home.median.jsGzipBytes) <= TARGETS.homeJsGzipKiB : false,
      detail: home ? `home ${kib(home.median.jsGzipBytes).toFixed(1)} KiB` : 'home não medida',
    },
    every(
      `acessibilidade = ${TARGETS.accessibility.toFixed(1)}`,
      (m) => m.accessibility,
      (v) => v >= TARGETS.accessibility,
      (v) => v.toFixed(2),
    ),
  ];
}

export function printVerdicts(list) {
  for (const v of list) console.log(`${v.ok ? '✔' : '✖'} ${v.target}: ${v.detail}`);
}
