import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { JSDOM } from 'jsdom';
import { RUNTIME_KEYS, type RuntimeConfig } from '../runtime-config';
import type { PrerenderBundle } from './bundle';

export const BUNDLE_PATH = join('_prerender', 'entry-prerender.js');

/** The site's same-origin API paths (src/config/env.ts defaults), for keys left unset. */
export const DEFAULT_API_PATHS: Partial<Record<keyof typeof RUNTIME_KEYS, string>> = {
  VITE_API_URL: '/api',
  VITE_SERVICES_URL: '/services',
  VITE_ADMIN_URL: '/admin',
  VITE_TICKETS_URL: '/tickets',
  VITE_PAYMENTS_URL: '/payments',
};

/**
 * The configuration the server render runs with: the browser's own, except that the APIs it
 * calls from here must be absolute. A same-origin API path ('/services') is the API proxy's
 * upstream plus that path; without a proxy such a path cannot be reached, and the render is off.
 */
export function renderConfig(
  config: RuntimeConfig,
  apiOrigin: string | undefined,
): RuntimeConfig | null {
  const resolved: RuntimeConfig = { ...config };
  for (const [key, kind] of Object.entries(RUNTIME_KEYS) as [keyof typeof RUNTIME_KEYS, string][]) {
    if (kind !== 'api') continue;
    const value = config[key] || DEFAULT_API_PATHS[key]!;
    if (!value.startsWith('/')) continue;
    if (!apiOrigin) return null;
    resolved[key] = `${apiOrigin}${value}`;
  }
  return resolved;
}

/**
 * Loads the server render for this environment. Its modules read `window.__APP_CONFIG__` and
 * sanitise CMS HTML with DOMPurify when they load, so a DOM (jsdom, DOMPurify's documented
 * server setup) and the configuration come first. Once per process: the bundle's modules are
 * evaluated once, like the browser's.
 */
export async function loadBundle(
  siteDir: string,
  config: RuntimeConfig,
): Promise<PrerenderBundle | null> {
  const file = join(siteDir, BUNDLE_PATH);
  if (!existsSync(file)) return null;
  const siteUrl = config.VITE_SITE_URL || 'http://127.0.0.1:4173';
  const dom = new JSDOM('<!doctype html><html lang="pt-BR"><body></body></html>', {
    url: `${siteUrl.replace(/\/+$/, '')}/`,
  });
  const window = dom.window as unknown as Record<string, unknown>;
  window.__APP_CONFIG__ = config;
  const globals = globalThis as Record<string, unknown>;
  globals.window = window;
  globals.document = dom.window.document;
  for (const name of ['Node', 'Element', 'HTMLElement', 'DocumentFragment', 'DOMParser'] as const) {
    globals[name] = window[name];
  }
  return (await import(pathToFileURL(file).href)) as PrerenderBundle;
}
