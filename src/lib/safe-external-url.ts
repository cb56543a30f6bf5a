import { env } from '@/config/env';

/**
 * Guards every link and redirect whose URL we did not write ourselves (CMS HTML, banners,
 * promotions, hotel map and 360° links, report and boleto links, the partner portal). A URL
 * passes only as:
 * - a path of this site ('/hoteis'), never '//host' or '/\host', which browsers read as
 *   another host;
 * - an absolute http(s) URL whose origin is exactly one of the allowed origins: the configured
 *   links (partner portal, tickets site, VIP club), the APIs, the uploads and photos hosts and
 *   `VITE_EXTERNAL_ORIGINS` (README).
 * Everything else (javascript:, data:, vbscript:, other hosts, credentials before the host,
 * look-alike hosts) is refused, and callers drop the link instead of rendering it.
 */

/** Where a link may lead once checked: a route of this site or an allowed external page. */
export type SafeLink = { kind: 'site'; path: string } | { kind: 'external'; href: string };

/**
 * Control characters, whitespace and backslashes inside a URL: browsers silently strip or
 * reinterpret them ('java\tscript:', '/\evil.example'), so a URL holding one is refused
 * outright rather than guessed at.
 */
const SUSPICIOUS =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0020\u007f-\u00a0\u1680\u2000-\u200f\u2028-\u202f\u205f\u3000\ufeff\\]/;

const siteOrigin = () => window.location.origin;

function originOf(url: string): string | null {
  try {
    const { protocol, origin } = new URL(url);
    return protocol === 'http:' || protocol === 'https:' ? origin : null;
  } catch {
    return null;
  }
}

let configuredOrigins: readonly string[] | null = null;

/** The origins external links may lead to, from the validated configuration. */
export function allowedExternalOrigins(): readonly string[] {
  configuredOrigins ??= [
    ...new Set(
      [
        ...Object.values(env.links),
        ...Object.values(env.api),
        env.uploadsUrl,
        env.photosUrl,
        ...env.externalOrigins,
      ]
        // Same-origin bases ('/api') are paths of this site, not external origins.
        .map(originOf)
        .filter((origin): origin is string => origin !== null),
    ),
  ];
  return configuredOrigins;
}

function clean(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const value = raw.trim();
  return value && !SUSPICIOUS.test(value) ? value : null;
}

/** A path of this site ('/hotel/x?y#z'), normalised, or null. For `<Link to>` and redirects. */
export function safeSitePath(raw: unknown): string | null {
  const value = clean(raw);
  if (!value || !/^\/(?!\/)/.test(value)) return null;
  try {
    const url = new URL(value, siteOrigin());
    if (url.origin !== siteOrigin()) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

function parseAbsoluteHttpUrl(raw: unknown): URL | null {
  const value = clean(raw);
  // A real absolute URL starts with its scheme; anything else is refused before the parser can
  // resolve it against some base.
  if (!value || !/^https?:\/\//i.test(value)) return null;
  try {
    const url = new URL(value);
    // Credentials in the URL ('https://portal@evil.example') are a classic host-confusion trick.
    if (url.username || url.password) return null;
    return url;
  } catch {
    return null;
  }
}

/** The URL as the browser will follow it, when it is absolute http(s) on an allowed origin. */
export function safeExternalUrl(
  raw: unknown,
  allowedOrigins: readonly string[] = allowedExternalOrigins(),
): string | null {
  const url = parseAbsoluteHttpUrl(raw);
  return url && allowedOrigins.includes(url.origin) ? url.href : null;
}

/** True when `url` is absolute http(s) with exactly the origin of one of `allowedUrls`. */
export function isAllowedExternalUrl(url: string, allowedUrls: readonly string[]): boolean {
  const origins = allowedUrls.flatMap((allowed) => parseAbsoluteHttpUrl(allowed)?.origin ?? []);
  return safeExternalUrl(url, origins) !== null;
}

/**
 * Sorts a link from the CMS or an API: a site path (or an absolute URL of this very site)
 * becomes a route; an allowed absolute URL stays external; anything else is null.
 */
export function toSafeLink(
  raw: unknown,
  allowedOrigins: readonly string[] = allowedExternalOrigins(),
): SafeLink | null {
  const path = safeSitePath(raw);
  if (path) return { kind: 'site', path };
  const url = parseAbsoluteHttpUrl(raw);
  if (!url) return null;
  if (url.origin === siteOrigin()) {
    const sitePath = safeSitePath(`${url.pathname}${url.search}${url.hash}`);
    return sitePath ? { kind: 'site', path: sitePath } : null;
  }
  return allowedOrigins.includes(url.origin) ? { kind: 'external', href: url.href } : null;
}

/** An `href` for a plain `<a>` (new tab, file): the checked path or URL, or null. */
export function safeHref(
  raw: unknown,
  allowedOrigins: readonly string[] = allowedExternalOrigins(),
): string | null {
  const link = toSafeLink(raw, allowedOrigins);
  if (!link) return null;
  return link.kind === 'site' ? link.path : link.href;
}
