/**
 * Cache-Control by kind of file, given its path inside the site directory ('/assets/x.js'):
 * - /assets/*: Vite puts a content hash in every name there, so a changed file is a new URL and
 *   the old one may be kept for a year without asking again.
 * - index.html and config.js: their names never change while their contents do (a new release,
 *   a new environment), so every use revalidates (cheap: ETag/Last-Modified give a 304).
 * - anything else in public/ (favicon, robots.txt): stable names, rarely changed; an hour.
 */
export const CACHE = {
  hashed: 'public, max-age=31536000, immutable',
  revalidate: 'no-cache',
  short: 'public, max-age=3600',
} as const;

export function cacheControlFor(sitePath: string): string {
  const path = sitePath.replace(/\.(br|gz)$/, '');
  if (path.startsWith('/assets/')) return CACHE.hashed;
  if (path === '/index.html' || path === '/config.js') return CACHE.revalidate;
  return CACHE.short;
}
