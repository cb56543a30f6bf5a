import { existsSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError } from './errors';
import { readRuntimeConfig, type RuntimeConfig } from './runtime-config';
import { DEFAULT_SEARCH_RENDER, type SearchRenderOptions } from './search-link-render';

/** The repository root: a relative SITE_DIR resolves against it, never against the cwd. */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

export interface ServerConfig {
  host: string;
  port: number;
  siteDir: string;
  apiProxyOrigin: string | undefined;
  runtimeConfig: RuntimeConfig;
  /** Whether the public pages are prerendered (PRERENDER=off turns it off). */
  prerender: boolean;
  /** Minutes between two renders of the public pages. */
  prerenderIntervalMinutes: number;
  /** Bearer token of POST /__prerender/refresh (a CMS webhook); unset: no endpoint. */
  prerenderRefreshToken: string | undefined;
  /** Request the app's JavaScript once the page has loaded (PRERENDER_APP_AFTER_PAINT=0: in the head). */
  prerenderAppAfterPaint: boolean;
  /**
   * Where the abuse limits keep their counts (RATE_LIMIT_REDIS_URL, redis:// or rediss://),
   * shared by every instance; unset: in this process's memory.
   */
  rateLimitRedisUrl: string | undefined;
  /**
   * How many proxies in front of this server to trust for the client's address
   * (X-Forwarded-For; TRUST_PROXY, 0 by default): the per-address limits count real clients.
   */
  trustProxy: number;
  /**
   * Search links rendered with their results (search-link-render.ts): SEARCH_RENDER=off turns
   * it off; SEARCH_RENDER_TIMEOUT_MS, SEARCH_RENDER_CACHE_SECONDS, SEARCH_RENDER_PER_MINUTE.
   */
  searchRender: SearchRenderOptions | undefined;
}

type Env = Record<string, string | undefined>;

function port(env: Env): number {
  const text = env.PORT?.trim() || '4173';
  const value = Number(text);
  if (!/^\d+$/.test(text) || value > 65535) {
    throw new ConfigError(
      'PORT',
      `deve ser um número inteiro entre 0 e 65535; recebido '${text}'.`,
    );
  }
  return value;
}

function siteDir(env: Env): string {
  const value = env.SITE_DIR?.trim() || 'dist';
  const dir = isAbsolute(value) ? value : resolve(REPO_ROOT, value);
  if (!existsSync(join(dir, 'index.html'))) {
    throw new ConfigError('SITE_DIR', `não contém index.html (${dir}); rode \`npm run build\`.`);
  }
  return dir;
}

function origin(env: Env): string | undefined {
  const value = env.API_PROXY_ORIGIN?.trim();
  if (!value) return undefined;
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.pathname !== '/') {
    throw new ConfigError(
      'API_PROXY_ORIGIN',
      `deve ser uma origem http(s) sem caminho ('http://127.0.0.1:8787'); recebido '${value}'.`,
    );
  }
  return url.origin;
}

function minutes(env: Env): number {
  const text = env.PRERENDER_INTERVAL_MINUTES?.trim() || '5';
  const value = Number(text);
  if (!/^\d+$/.test(text) || value < 1 || value > 1440) {
    throw new ConfigError(
      'PRERENDER_INTERVAL_MINUTES',
      `deve ser um número inteiro de minutos entre 1 e 1440; recebido '${text}'.`,
    );
  }
  return value;
}

function refreshToken(env: Env): string | undefined {
  const value = env.PRERENDER_REFRESH_TOKEN?.trim();
  if (!value) return undefined;
  if (value.length < 16) {
    throw new ConfigError('PRERENDER_REFRESH_TOKEN', 'deve ter pelo menos 16 caracteres.');
  }
  return value;
}

function redisUrl(env: Env): string | undefined {
  const value = env.RATE_LIMIT_REDIS_URL?.trim();
  if (!value) return undefined;
  if (!/^rediss?:\/\/[^\s]+$/.test(value)) {
    throw new ConfigError(
      'RATE_LIMIT_REDIS_URL',
      `deve ser um endereço redis:// ou rediss:// ('redis://127.0.0.1:6379'); recebido '${value}'.`,
    );
  }
  return value;
}

function proxyHops(env: Env): number {
  const text = env.TRUST_PROXY?.trim() || '0';
  if (!/^\d$/.test(text)) {
    throw new ConfigError(
      'TRUST_PROXY',
      `deve ser o número de proxies à frente do servidor, de 0 a 9; recebido '${text}'.`,
    );
  }
  return Number(text);
}

function wholeNumber(env: Env, name: string, fallback: number, max: number): number {
  const text = env[name]?.trim() || String(fallback);
  const value = Number(text);
  if (!/^\d+$/.test(text) || value > max) {
    throw new ConfigError(name, `deve ser um número inteiro entre 0 e ${max}; recebido '${text}'.`);
  }
  return value;
}

function searchRender(env: Env): SearchRenderOptions | undefined {
  if (env.SEARCH_RENDER?.trim() === 'off') return undefined;
  return {
    timeoutMs: wholeNumber(
      env,
      'SEARCH_RENDER_TIMEOUT_MS',
      DEFAULT_SEARCH_RENDER.timeoutMs,
      10_000,
    ),
    cacheSeconds: wholeNumber(
      env,
      'SEARCH_RENDER_CACHE_SECONDS',
      DEFAULT_SEARCH_RENDER.cacheSeconds,
      60,
    ),
    perMinute: wholeNumber(
      env,
      'SEARCH_RENDER_PER_MINUTE',
      DEFAULT_SEARCH_RENDER.perMinute,
      10_000,
    ),
  };
}

/** Reads and validates the settings; throws ConfigError naming the bad variable. */
export function loadConfig(env: Env = process.env): ServerConfig {
  return {
    host: env.HOST?.trim() || '127.0.0.1',
    port: port(env),
    siteDir: siteDir(env),
    apiProxyOrigin: origin(env),
    runtimeConfig: readRuntimeConfig(env),
    prerender: env.PRERENDER?.trim() !== 'off',
    prerenderIntervalMinutes: minutes(env),
    prerenderRefreshToken: refreshToken(env),
    prerenderAppAfterPaint: env.PRERENDER_APP_AFTER_PAINT?.trim() !== '0',
    rateLimitRedisUrl: redisUrl(env),
    trustProxy: proxyHops(env),
    searchRender: searchRender(env),
  };
}
