import { ConfigError } from './errors';

/**
 * The site's runtime configuration (`window.__APP_CONFIG__`, read by src/config/env.ts) as this
 * server's environment gives it. One build serves every environment: the deployment sets
 * `APP_CONFIG_API_URL=https://api.example` (or the build-time name `VITE_API_URL`) and the
 * server writes /config.js from it. The site validates the values again at start-up; here they
 * are checked enough to be safe to emit and to derive the Content-Security-Policy from.
 */

/** How a key's value is checked, and what the CSP derives from it. */
type Kind =
  | 'text'
  /** A same-origin path or an absolute http(s) URL the site fetches with XHR (connect-src). */
  | 'api'
  /** A same-origin path or an absolute http(s) URL of images (img-src). */
  | 'images'
  /** An absolute http(s) URL the site navigates to: no CSP directive needed. */
  | 'link'
  /** Comma-separated http(s) origins links may lead to, or 'none': navigations too. */
  | 'origins'
  | 'milliseconds'
  | 'gtm';

/** Every key of src/config/env.ts; a test compares this list with .env.example. */
export const RUNTIME_KEYS = {
  VITE_PRODUCT_SLUG: 'text',
  VITE_PRODUCT_NAME: 'text',
  VITE_PHONE: 'text',
  VITE_API_URL: 'api',
  VITE_SERVICES_URL: 'api',
  VITE_ADMIN_URL: 'api',
  VITE_TICKETS_URL: 'api',
  VITE_PAYMENTS_URL: 'api',
  VITE_SYSTEM_TOKEN: 'text',
  VITE_SERVICES_TOKEN: 'text',
  VITE_ADMIN_TOKEN: 'text',
  VITE_TICKETS_TOKEN: 'text',
  VITE_PAYMENTS_TOKEN: 'text',
  VITE_DEPOSITS_TOKEN: 'text',
  VITE_GTM_ID: 'gtm',
  VITE_DPO_NAME: 'text',
  VITE_DPO_EMAIL: 'text',
  VITE_WHATSAPP_NUMBER: 'text',
  VITE_CENTRAL_EMAIL: 'text',
  VITE_CHECKIN_TIME: 'text',
  VITE_CHECKOUT_TIME: 'text',
  VITE_PARTNER_PORTAL_URL: 'link',
  VITE_TICKETS_SITE_URL: 'link',
  VITE_VIP_CLUB_URL: 'link',
  VITE_EXTERNAL_ORIGINS: 'origins',
  VITE_UPLOADS_URL: 'images',
  VITE_PHOTOS_URL: 'images',
  VITE_PAYMENT_TEST_DOCUMENT: 'text',
  VITE_API_TIMEOUT_MS: 'milliseconds',
  VITE_SITE_URL: 'link',
} as const satisfies Record<string, Kind>;

export type RuntimeKey = keyof typeof RUNTIME_KEYS;
export type RuntimeConfig = Partial<Record<RuntimeKey, string>>;

/** The deployment-facing prefix; `VITE_` is accepted too, so the .env names work unchanged. */
export const RUNTIME_PREFIX = 'APP_CONFIG_';
const MAX_LENGTH = 2048;

const isRuntimeKey = (key: string): key is RuntimeKey => Object.hasOwn(RUNTIME_KEYS, key);

/** The keys whose values are absolute URLs of the given kinds (paths are same-origin). */
export function absoluteOrigins(config: RuntimeConfig, kind: Kind): string[] {
  const origins = new Set<string>();
  for (const [key, value] of Object.entries(config)) {
    if (!isRuntimeKey(key) || RUNTIME_KEYS[key] !== kind || !value) continue;
    if (value.startsWith('/')) continue;
    origins.add(new URL(value).origin);
  }
  return [...origins];
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') && !url.username && !url.password
    );
  } catch {
    return false;
  }
}

/** Checks one value; `name` is the variable it came from, so the error names what to fix. */
function check(key: RuntimeKey, name: string, value: string): string {
  // Control characters have no business in a setting, and a newline in a value is how a header
  // or script gets split; refuse rather than escape something that is surely a mistake.
  if (/\p{Cc}/u.test(value)) {
    throw new ConfigError(name, 'não pode conter caracteres de controle.');
  }
  if (value.length > MAX_LENGTH) {
    throw new ConfigError(name, `deve ter no máximo ${MAX_LENGTH} caracteres.`);
  }
  const kind: Kind = RUNTIME_KEYS[key];
  const isPath = value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\');
  if ((kind === 'api' || kind === 'images') && !isPath && !isHttpUrl(value)) {
    throw new ConfigError(
      name,
      `deve ser um caminho ('/api') ou uma URL http(s); recebido '${value}'.`,
    );
  }
  if (kind === 'link' && !isHttpUrl(value)) {
    throw new ConfigError(name, `deve ser uma URL http(s) absoluta; recebido '${value}'.`);
  }
  if (kind === 'origins' && value !== 'none') {
    const bad = value
      .split(',')
      .map((entry) => entry.trim())
      .find((entry) => entry && !isHttpUrl(entry));
    if (bad !== undefined) {
      throw new ConfigError(name, `deve listar origens http(s) absolutas; recebido '${bad}'.`);
    }
  }
  if (kind === 'milliseconds' && !/^\d{1,6}$/.test(value)) {
    throw new ConfigError(
      name,
      `deve ser um número inteiro de milissegundos; recebido '${value}'.`,
    );
  }
  if (kind === 'gtm' && !/^GTM-[A-Z0-9]+$/.test(value)) {
    throw new ConfigError(name, `deve ter a forma GTM-XXXXXXX; recebido '${value}'.`);
  }
  return value;
}

/**
 * Collects the runtime configuration from the environment. `APP_CONFIG_X` wins over `VITE_X`;
 * empty values mean "use the site's default" and are left out. An unknown `APP_CONFIG_` name is
 * an error (a typo would otherwise silently leave the default in place); unknown `VITE_` names
 * are ignored, since build tools use that prefix too.
 */
export function readRuntimeConfig(env: Record<string, string | undefined>): RuntimeConfig {
  const config: RuntimeConfig = {};
  for (const name of Object.keys(env).sort()) {
    if (!name.startsWith(RUNTIME_PREFIX)) continue;
    const key = `VITE_${name.slice(RUNTIME_PREFIX.length)}`;
    if (!isRuntimeKey(key)) {
      throw new ConfigError(name, `não é uma chave conhecida (veja docs/deploy.md).`);
    }
  }
  for (const key of Object.keys(RUNTIME_KEYS) as RuntimeKey[]) {
    const preferred = `${RUNTIME_PREFIX}${key.slice('VITE_'.length)}`;
    const name = env[preferred]?.trim() ? preferred : key;
    const value = env[name]?.trim();
    if (value) config[key] = check(key, name, value);
  }
  return config;
}
