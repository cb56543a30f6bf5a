import { describe, expect, it } from 'vitest';
import { RETRY_BASE_DELAY_MS, retryDelayMs } from './retry-policy';

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
