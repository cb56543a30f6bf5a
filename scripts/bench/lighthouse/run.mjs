// Runs Lighthouse on each page of an already served site and returns every run's figures and
// each page's median run. Pages take turns run after run, so a burst of load from something
// else on the machine spreads over all of them instead of sinking one page's figures.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS } from '../../chromium.mjs';
import { figuresOf, medianFigures, medianRun } from './figures.mjs';

/** Lighthouse's default (mobile) configuration: simulated slow 4G, 4× CPU slowdown, a Moto G Power-sized screen. */
const FLAGS = {
  output: 'json',
  logLevel: 'error',
  onlyCategories: ['performance', 'accessibility'],
};

/**
 * The two ways Lighthouse throttles: 'simulate' loads at full speed and computes what the slow
 * network and CPU would have given (its default); 'devtools' applies them to the browser while
 * the page really loads, slower to run but closer to what a phone sees.
 */
export const MODES = ['simulate', 'devtools'];

async function audit(executablePath, url, mode) {
  // A fresh browser per run: nothing (cache, compiled code, sockets) carries over.
  const chrome = await chromeLauncher.launch({
    chromePath: executablePath,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(url, { ...FLAGS, throttlingMethod: mode, port: chrome.port });
    if (!result) throw new Error(`Lighthouse não devolveu resultado para ${url}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

/**
 * Lighthouse sometimes loses the trace of a load on a busy machine (NO_NAVSTART and the like):
 * that run is measured again, up to twice, rather than throwing the whole benchmark away.
 */
async function auditWithRetry(executablePath, origin, siteDir, page, mode) {
  for (let attempt = 1; ; attempt++) {
    const lhr = await audit(executablePath, origin + page.path, mode);
    const figures = figuresOf(lhr, { origin, siteDir });
    if (!figures.runtimeError) return { lhr, figures };
    if (attempt === 3)
      throw new Error(`Lighthouse falhou em ${page.path}: ${figures.runtimeError}`);
    console.log(`  Lighthouse falhou em ${page.path} (${figures.runtimeError}); medindo de novo`);
  }
}

/**
 * `pages`: `{ id, label, path, reference?, public? }`. Each run audits every page in every mode
 * (`MODES`), in turn. Returns, per page and mode, its runs, its median run and the median of
 * each figure, and the environment of the last run (Chromium, Lighthouse, the machine's
 * benchmark index). The median run's full Lighthouse result is written to `lhrDir`.
 */
export async function runLighthouse({
  executablePath,
  origin,
  siteDir,
  pages,
  runs,
  lhrDir,
  modes = MODES,
}) {
  const entries = new Map();
  for (const mode of modes) {
    for (const page of pages) entries.set(`${mode}:${page.id}`, { page, mode, runs: [], lhrs: [] });
  }
  let environment = null;
  for (let run = 1; run <= runs; run++) {
    for (const mode of modes) {
      for (const page of pages) {
        const { lhr, figures } = await auditWithRetry(executablePath, origin, siteDir, page, mode);
        const entry = entries.get(`${mode}:${page.id}`);
        entry.runs.push(figures);
        entry.lhrs.push(lhr);
        environment = {
          userAgent: lhr.environment.hostUserAgent,
          lighthouseVersion: lhr.lighthouseVersion,
          throttling: lhr.configSettings.throttling,
          formFactor: lhr.configSettings.formFactor,
          screenEmulation: lhr.configSettings.screenEmulation,
        };
        console.log(
          `  ${String(run).padStart(2)}/${runs} ${mode.padEnd(8)} ${page.id.padEnd(7)}` +
            ` desempenho ${figures.performance.toFixed(2)}  FCP ${Math.round(figures.fcpMs)} ms` +
            `  LCP ${Math.round(figures.lcpMs)} ms  TBT ${Math.round(figures.tbtMs)} ms` +
            `  CLS ${figures.cls.toFixed(3)}  acessibilidade ${figures.accessibility.toFixed(2)}` +
            `  (índice de CPU ${Math.round(figures.benchmarkIndex)})`,
        );
      }
    }
  }

  mkdirSync(lhrDir, { recursive: true });
  const results = [...entries.values()].map(({ page, mode, runs: pageRuns, lhrs }) => {
    const median = medianRun(pageRuns);
    writeFileSync(
      join(lhrDir, `${mode}-${page.id}.json`),
      JSON.stringify(lhrs[pageRuns.indexOf(median)]),
    );
    return { page, mode, runs: pageRuns, median, medians: medianFigures(pageRuns) };
  });
  return { results, environment };
}
