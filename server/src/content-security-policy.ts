import { absoluteOrigins, type RuntimeConfig } from './runtime-config';

/**
 * Hosts Google Tag Manager and the Google Analytics tags it loads need, per Google's
 * "Using Content Security Policy with Google Tag Manager" guide. Listed only when a container id
 * is configured: a site without analytics allows no third party at all.
 */
const GTM = {
  script: ['https://www.googletagmanager.com'],
  img: ['https://www.googletagmanager.com', 'https://*.google-analytics.com'],
  connect: [
    'https://www.googletagmanager.com',
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
  ],
};

/**
 * The Content-Security-Policy of every page, derived from the runtime configuration: the site
 * may fetch only from its own origin plus the absolute API origins it is configured with, and
 * show images only from itself plus the uploads and photos origins.
 *
 * Decisions (docs/deploy.md has the reasons in full):
 * - script-src 'self' only: no 'unsafe-inline', no 'unsafe-eval'; config.js is a file, not
 *   inline, so the policy needs no nonce and index.html can be cached and served as is.
 * - style-src 'self' plus the hash of the empty string: styled-components creates empty
 *   <style> elements and fills them through the CSSOM (insertRule), which CSP does not govern;
 *   the hash allows an empty <style> element and nothing else, so 'unsafe-inline' is not needed.
 * - img-src also allows data: for the PIX QR code, which is drawn as an SVG data URL.
 * - No frames, no plugins, no <base>, forms post only to this origin, nobody may frame the site.
 */
export function buildContentSecurityPolicy(config: RuntimeConfig): string {
  const gtm = Boolean(config.VITE_GTM_ID);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...(gtm ? GTM.script : [])],
    'style-src': ["'self'", EMPTY_STYLE_HASH],
    'img-src': ["'self'", 'data:', ...absoluteOrigins(config, 'images'), ...(gtm ? GTM.img : [])],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...absoluteOrigins(config, 'api'), ...(gtm ? GTM.connect : [])],
    'frame-src': ["'none'"],
    'worker-src': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`)
    .join('; ');
}

/** sha256 of the empty string: allows empty <style> elements only (see above). */
export const EMPTY_STYLE_HASH = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='";

/**
 * The policy of one response that carries inline elements with `nonce` (a search link's streamed
 * page: its styles, and React's scripts that put the results in place when they come). The nonce
 * is random per response; every other page keeps the policy without one.
 */
export function withNonce(policy: string, nonce: string): string {
  return policy.replace(/\b(script-src|style-src)\b([^;]*)/g, `$1$2 'nonce-${nonce}'`);
}
