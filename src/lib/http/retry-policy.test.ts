import { describe, expect, it } from 'vitest';
import {
  isRetryable,
  retryAfterMs,
  RETRY_BASE_DELAY_MS,
  retryDelayMs,
  type FailedTry,
} from './retry-policy';

describe('retryDelayMs', () => {
  it('doubles from one retry to the next', () => {
    const lowest = () => 0;
    const highest = () => 0.999_999;
    expect([1, 2, 3].map((n) => retryDelayMs(n, lowest))).toEqual([150, 300, 600]);
    expect([1, 2, 3].map((n) => retryDelayMs(n, highest))).toEqual([300, 600, 1200]);
    expect(RETRY_BASE_DELAY_MS).toBe(300);
  });

  it('spreads each retry between half and all of its ceiling with the random draw', () => {
    expect(retryDelayMs(2, () => 0.25)).toBe(375);
    expect(retryDelayMs(2, () => 0.75)).toBe(525);
    expect(retryDelayMs(1, () => 0.5, 1000)).toBe(750);
  });
});

describe('isRetryable and retryAfterMs', () => {
  const failed = (
    method: 'GET' | 'POST',
    response: { status: number; data?: unknown; retryAfter?: string } | null,
    idempotent = false,
  ): FailedTry => ({
    method,
    idempotent,
    sentToken: false,
    response: response && {
      status: response.status,
      data: response.data ?? null,
      headers: new Headers(response.retryAfter ? { 'Retry-After': response.retryAfter } : {}),
    },
  });

  it('repeats only what is safe to repeat, on failures a second try can fix', () => {
    expect(isRetryable(failed('GET', null))).toBe(true);
    expect(isRetryable(failed('GET', { status: 503 }))).toBe(true);
    expect(isRetryable(failed('POST', null))).toBe(false);
    expect(isRetryable(failed('POST', { status: 502 }, true))).toBe(true);
    expect(isRetryable(failed('GET', { status: 500, data: { erro: 'Falhou.' } }))).toBe(false);
    expect(isRetryable(failed('GET', { status: 500, data: 'proxy' }))).toBe(true);
    expect(isRetryable(failed('GET', { status: 404 }))).toBe(false);
    expect(isRetryable(failed('GET', { status: 503, retryAfter: '6' }))).toBe(false);
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    const now = Date.parse('2026-11-26T12:00:00Z');
    expect(retryAfterMs(failed('GET', { status: 503, retryAfter: '2' }), now)).toBe(2000);
    expect(
      retryAfterMs(
        failed('GET', { status: 503, retryAfter: 'Thu, 26 Nov 2026 12:00:03 GMT' }),
        now,
      ),
    ).toBe(3000);
    expect(retryAfterMs(failed('GET', { status: 503, retryAfter: 'amanhã' }), now)).toBe(0);
    expect(retryAfterMs(failed('GET', { status: 503 }), now)).toBe(0);
  });
});
