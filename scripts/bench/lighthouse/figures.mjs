// The figures the benchmark keeps from one Lighthouse result, and the median run of a page.
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const num = (lhr, id) => lhr.audits[id]?.numericValue ?? null;

/** Script requests of the run: what the page downloaded as JavaScript. */
function scriptRequests(lhr) {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  return items.filter((item) => item.resourceType === 'Script');
}

/**
 * Gzip size (level 9, as `npm run size` measures) of the scripts the run loaded from the
 * built site, read from `siteDir`, so the figure does not depend on whether the server
 * compresses. Scripts from elsewhere count at their transfer size.
 */
function scriptGzipBytes(requests, origin, siteDir) {
  let total = 0;
  for (const request of requests) {
    const url = new URL(request.url);
    const file = join(siteDir, decodeURIComponent(url.pathname));
    if (url.origin === origin && existsSync(file)) {
      total += gzipSync(readFileSync(file), { level: 9 }).length;
    } else {
      total += request.transferSize ?? 0;
    }
  }
  return total;
}

/** Where the largest paint came from, in a few words (for the investigation, not a target). */
function lcpElement(lhr) {
  const items = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
  const node = items.flatMap((item) => item.items ?? [item]).find((item) => item.node)?.node;
  return node ? `${node.selector ?? ''} ${node.snippet ?? ''}`.trim().slice(0, 160) : null;
}

/** Accessibility audits that failed, by id (an empty list when the score is 1). */
function failedA11yAudits(lhr) {
  const refs = lhr.categories.accessibility?.auditRefs ?? [];
  return refs
    .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
    .map((ref) => ref.id);
}

export function figuresOf(lhr, { origin, siteDir }) {
  const scripts = scriptRequests(lhr);
  return {
    performance: lhr.categories.performance.score,
    accessibility: lhr.categories.accessibility.score,
    fcpMs: num(lhr, 'first-contentful-paint'),
    lcpMs: num(lhr, 'largest-contentful-paint'),
    tbtMs: num(lhr, 'total-blocking-time'),
    cls: num(lhr, 'cumulative-layout-shift'),
    speedIndexMs: num(lhr, 'speed-index'),
    jsTransferBytes: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    jsGzipBytes: scriptGzipBytes(scripts, origin, siteDir),
    jsRequests: scripts.length,
    lcpElement: lcpElement(lhr),
    failedA11yAudits: failedA11yAudits(lhr),
    /** Lighthouse's measure of the host's CPU during the run: low means a busy machine. */
    benchmarkIndex: lhr.environment.benchmarkIndex,
    runtimeError: lhr.runtimeError?.message ?? null,
    finalUrl: lhr.finalDisplayedUrl,
  };
}

/**
 * The median run: runs ordered from worst to best by performance score, then by LCP (the
 * slower first), and the middle one taken. An odd number of runs gives a real run.
 */
export function medianRun(runs) {
  const ordered = [...runs].sort(
    (a, b) => (a.performance ?? 0) - (b.performance ?? 0) || (b.lcpMs ?? 0) - (a.lcpMs ?? 0),
  );
  return ordered[Math.floor((ordered.length - 1) / 2)];
}

const middle = (values) => {
  const sorted = values.filter((v) => v !== null && !Number.isNaN(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** The median of each timing figure over the runs, each on its own (what the ratios use). */
export function medianFigures(runs) {
  return {
    fcpMs: middle(runs.map((r) => r.fcpMs)),
    lcpMs: middle(runs.map((r) => r.lcpMs)),
    tbtMs: middle(runs.map((r) => r.tbtMs)),
    cls: middle(runs.map((r) => r.cls)),
  };
}
