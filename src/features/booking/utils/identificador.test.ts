import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildIdentificador, groupToken } from './identificador';

describe('identificador', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is the hotel id, a hyphen and a 24-character url-safe token', () => {
    const id = buildIdentificador(12);
    expect(id).toMatch(/^12-[A-Za-z0-9_-]{24}$/);
  });

  it('takes its token from crypto.getRandomValues', () => {
    const spy = vi.spyOn(crypto, 'getRandomValues');
    groupToken();
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it('differs from one group to the next', () => {
    const tokens = new Set(Array.from({ length: 50 }, () => groupToken()));
    expect(tokens.size).toBe(50);
    expect(buildIdentificador(1, 'abc')).toBe('1-abc');
  });
});
