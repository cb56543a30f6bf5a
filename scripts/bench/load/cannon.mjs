// One load phase with autocannon. Each request is taken from `next()` at the moment a
// connection is free (autocannon's per-request setupRequest), so requests can carry unique or
// ordered data; each answer is recorded with its job and its own start/end times.
import autocannon from 'autocannon';
import { latencySummary } from './stats.mjs';

/**
 * Runs a phase and returns its records and figures.
 *
 * - `next()` -> `{ path, body, headers?, ...anything }` (the job) or null when the phase has no
 *   more work; a connection that asks after that gets a GET /health "filler", counted apart.
 * - `classify(status, body, job)` -> 'ok' | 'refused' (a business refusal, e.g. sold out) |
 *   'unexpected' (a 4xx that means a wrong request). Any 5xx is an HTTP error, whatever it says.
 * - `amount` (exact number of requests) or `durationSeconds`.
 */
export async function runPhase({
  base,
  connections,
  amount,
  durationSeconds,
  timeoutSeconds = 30,
  next,
  classify,
}) {
  const records = [];
  let fillers = 0;
  let issued = 0;
  const requests = [
    {
      method: 'POST',
      setupRequest(request, context) {
        const job = next();
        context.job = job;
        context.start = performance.now();
        if (!job) {
          fillers++;
          return { ...request, method: 'GET', path: '/health', body: undefined };
        }
        issued++;
        return {
          ...request,
          path: job.path,
          body: JSON.stringify(job.body),
          headers: { ...request.headers, ...job.headers },
        };
      },
      onResponse(status, body, context) {
        if (!context.job) return;
        records.push({
          job: context.job,
          status,
          body,
          start: context.start,
          end: performance.now(),
        });
      },
    },
  ];

  const started = performance.now();
  const result = await autocannon({
    url: base,
    connections,
    ...(amount ? { amount } : { duration: durationSeconds }),
    timeout: timeoutSeconds,
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    requests,
  });
  const seconds = (performance.now() - started) / 1000;

  const counts = { ok: 0, refused: 0, unexpected: 0, http5xx: 0 };
  const byStatus = {};
  for (const record of records) {
    byStatus[record.status] = (byStatus[record.status] ?? 0) + 1;
    record.kind =
      record.status >= 500 ? 'http5xx' : classify(record.status, record.body, record.job);
    counts[record.kind]++;
  }
  return {
    records,
    figures: {
      requests: records.length,
      seconds: Math.round(seconds * 100) / 100,
      throughput_rps: Math.round((records.length / seconds) * 10) / 10,
      latency_ms: latencySummary(records.map((r) => r.end - r.start)),
      by_status: byStatus,
      ok: counts.ok,
      business_refusals: counts.refused,
      unexpected_4xx: counts.unexpected,
      http_5xx: counts.http5xx,
      // Connection errors and timeouts (autocannon counts both; each loses its request).
      network_errors: result.errors,
      timeouts: result.timeouts,
      // Requests still in flight when a timed phase ended: not failures. A fixed-amount phase
      // waits for every answer, so there it stays 0.
      cut_off_at_end: Math.max(0, issued - records.length - result.errors),
      fillers,
      connections,
    },
  };
}

/** The `erro` message of a JSON error body, or ''. */
export function errorMessage(body) {
  try {
    const parsed = JSON.parse(body);
    return typeof parsed?.erro === 'string' ? parsed.erro : '';
  } catch {
    return '';
  }
}
