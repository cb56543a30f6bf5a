import { describe, expect, it } from 'vitest';
import { returnPathOf } from './return-path';

describe('returnPathOf', () => {
  it('reads a path of this site', () => {
    expect(returnPathOf({ voltar: '/ingressos' })).toBe('/ingressos');
    expect(returnPathOf({ voltar: '/hotelSearch/abc?ordem=hotel' })).toBe(
      '/hotelSearch/abc?ordem=hotel',
    );
  });

  it('refuses anything that would leave the site, and no state at all', () => {
    for (const voltar of [
      '//evil.example',
      'https://evil.example',
      '/\\evil.example',
      'ingressos',
      42,
    ])
      expect(returnPathOf({ voltar })).toBeNull();
    expect(returnPathOf(null)).toBeNull();
    expect(returnPathOf(undefined)).toBeNull();
    expect(returnPathOf('/ingressos')).toBeNull();
  });
});
