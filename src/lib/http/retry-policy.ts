/** A try that failed: the answer when one came (not 2xx), or null when none did. */
export interface FailedTry {
  method: 'GET' | 'POST';
  /** A POST the caller marked idempotent (create-client.ts, RequestOptions). */
  idempotent: boolean;
  response: { status: number; data: unknown; headers: Headers } | null;
  /** Whether the try carried an Authorization header. */
  sentToken: boolean;
}

/**
 * When a request is sent again (features/booking and payment READMEs, "Retries").
 *
 * - Only requests that are safe to repeat: GET, and POSTs marked `idempotent`. Any
 *   other POST may have been carried out even though no answer came back (a second hold, a
 *   second registration), so it is never repeated behind the user's back.
 * - Only failures that a second try can fix: no answer at all (network failure, connection
 *   dropped, timeout) and 502, 503, 504 (a gateway or the service is down for a moment).
 * - 500: only when the body is not the API's own `{ erro }`. A 500 carrying `erro` is the API's
 *   verdict and a repeat would fail the same way; a 500 without it comes from something in
 *   between (our production proxy reports a connection the API dropped as 500).
 * - Never 4xx: the server understood and refused; the same request gets the same answer.
 * - Never when the answer's Retry-After asks for more than MAX_RETRY_AFTER_MS: the service says
 *   it is down for longer than a visitor should wait behind a click, so the page shows its
 *   error now instead of after a silent wait.
 */
export function isRetryable(failed: FailedTry): boolean {
  if (failed.method !== 'GET' && !failed.idempotent) return false;
  const response = failed.response;
  if (!response) return true;
  if (retryAfterMs(failed) > MAX_RETRY_AFTER_MS) return false;
  if (response.status === 500) return !hasApiError(response.data);
  return response.status === 502 || response.status === 503 || response.status === 504;
}

function hasApiError(data: unknown): boolean {
  return typeof data === 'object' && data !== null && 'erro' in data;
}

/**
 * The longest Retry-After (RFC 9110 §10.2.3: seconds or an HTTP date) a retry waits for. The
 * header is read only when the browser may read it: on the same origin, as the default config
 * has it, or cross-origin when the API lists it in Access-Control-Expose-Headers.
 */
export const MAX_RETRY_AFTER_MS = 5_000;

/**
 * The answer's Retry-After in milliseconds (RFC 9110 §10.2.3: seconds or an HTTP date), 0 when
 * there is none, it is unreadable or already past.
 */
export function retryAfterMs(failed: FailedTry, now: number = Date.now()): number {
  const header = failed.response?.headers.get('Retry-After')?.trim();
  if (!header) return 0;
  if (/^\d+$/.test(header)) return Number(header) * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? 0 : Math.max(0, date - now);
}

/** Two retries: three tries in all, so a hung API costs at most three timeouts. */
export const RETRIES = 2;
/** First retry after 150-300 ms, second after 300-600 ms. */
export const RETRY_BASE_DELAY_MS = 300;

/**
 * Exponential backoff with jitter: retry n waits between half and all of base x 2^(n-1), the
 * part above half drawn from `random` ([0, 1)). The jitter spreads the retries of many
 * browsers hit by the same outage, so they do not all come back at the same instant.
 * A server's Retry-After comes on top (create-client.ts): the wait is the longer of the two.
 */
export function retryDelayMs(
  retryNumber: number,
  random: () => number = Math.random,
  baseMs: number = RETRY_BASE_DELAY_MS,
): number {
  const ceiling = baseMs * 2 ** (Math.max(1, retryNumber) - 1);
  return Math.round(ceiling / 2 + (ceiling / 2) * random());
}
