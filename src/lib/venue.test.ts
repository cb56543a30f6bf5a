import { describe, expect, it } from 'vitest';
import { detectVenue } from './venue';

describe('detectVenue', () => {
  it.each([
    ['/hotel/aurora-exclusive', 'aurora-exclusive'],
    ['/hotel/imperio-romano', 'imperio-romano'],
    ['/aurora-acqua-park', 'aurora-acqua-park'],
    ['/hotel/lacqua-aurora-v/', 'lacqua-aurora-v'],
    ['/hotel/HOTEL-ROMA', 'hotel-roma'],
  ])('takes the last segment of %s when it is a known slug', (path, venue) => {
    expect(detectVenue(path)).toBe(venue);
  });

  it.each([['/'], [''], ['/hoteis'], ['/hotel/nao-existe'], ['/lacqua-aurora-vi'], ['/%E0%A4%A']])(
    'falls back to thermas-aurora for %s',
    (path) => {
      expect(detectVenue(path)).toBe('thermas-aurora');
    },
  );

  it('knows exactly 15 venues', async () => {
    const { VENUE_SLUGS } = await import('@/config/brand');
    expect(new Set(VENUE_SLUGS).size).toBe(15);
  });
});
