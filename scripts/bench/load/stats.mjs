// Latency percentiles and the concurrency actually reached, from per-request timings.

/** Nearest-rank percentile of an ascending array (NaN when empty). */
export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

const round2 = (n) => (Number.isFinite(n) ? Math.round(n * 100) / 100 : null);

/** p50/p95/p99/max in ms, rounded to 0.01 ms. */
export function latencySummary(latenciesMs) {
  const sorted = [...latenciesMs].sort((a, b) => a - b);
  return {
    p50: round2(percentile(sorted, 50)),
    p95: round2(percentile(sorted, 95)),
    p99: round2(percentile(sorted, 99)),
    max: round2(sorted.at(-1) ?? NaN),
  };
}

/**
 * The most requests that were in flight at the same moment, from [start, end] intervals
 * (answered requests only). Shows whether the "concurrent" load really overlapped.
 */
export function peakInFlight(intervals) {
  const events = [];
  for (const { start, end } of intervals) {
    events.push([start, 1], [end, -1]);
  }
  // At equal times, count the end first: a request answered as another leaves did not overlap it.
  events.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  let current = 0;
  let peak = 0;
  for (const [, delta] of events) {
    current += delta;
    peak = Math.max(peak, current);
  }
  return peak;
}

/** True when every interval overlaps every other: all of them were in flight at once. */
export function allOverlap(intervals) {
  if (intervals.length < 2) return false;
  const lastStart = Math.max(...intervals.map((i) => i.start));
  const firstEnd = Math.min(...intervals.map((i) => i.end));
  return lastStart < firstEnd;
}
