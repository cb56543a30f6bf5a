import { DEFAULT_VENUE, VENUE_SLUGS } from '@/config/brand';

/**
 * product-rules §2 start-up: the venue is the last path segment when it is one of the 15 known
 * slugs (14 hotels and the park); otherwise thermas-{product}.
 */
export function detectVenue(pathname: string, known: readonly string[] = VENUE_SLUGS): string {
  const segments = pathname.split('/').filter(Boolean);
  const last = segments.at(-1);
  if (!last) return DEFAULT_VENUE;
  let decoded: string;
  try {
    decoded = decodeURIComponent(last).toLowerCase();
  } catch {
    return DEFAULT_VENUE;
  }
  return known.includes(decoded) ? decoded : DEFAULT_VENUE;
}
