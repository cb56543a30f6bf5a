/**
 * Typed runtime configuration, validated once at start-up.
 * Every key has a default that points at the local sandbox through same-origin paths
 * (proxied by Vite in dev and preview), so `npm start` needs no `.env` at all.
 * `.env.example` documents every key.
 */

export interface AppConfig {
  /** Brand URL slug: the product rules' {product}. */
  productSlug: string;
  /** Brand display name. */
  productName: string;
  /** Central reservations phone: the product rules' {phone}. */
  phone: string;
  api: {
    main: string;
    services: string;
    admin: string;
    tickets: string;
    payments: string;
  };
  tokens: {
    /** Sent as token_sistema on login. */
    system: string;
    services: string;
    admin: string;
    tickets: string;
    payments: string;
    deposits: string;
  };
  /** Google Tag Manager container id; empty disables analytics. */
  gtmId: string;
  /** The data protection officer (encarregado, LGPD art. 41 §1), shown in the footer and policy. */
  dataProtectionOfficer: { name: string; email: string };
  /** Central WhatsApp number, digits only with country code (wa.me links). */
  whatsappNumber: string;
  /** The reservations central's e-mail (the accessibility statement's channel for barriers). */
  centralEmail: string;
  /** Default check-in and check-out times (HH:mm), when a hotel does not give its own. */
  stayTimes: { checkIn: string; checkOut: string };
  links: {
    partnerPortal: string;
    ticketsSite: string;
    vipClub: string;
  };
  /**
   * Other origins (scheme://host[:port]) that links from the CMS and the APIs may lead to,
   * besides the links above, the APIs and the uploads/photos hosts (lib/safe-external-url).
   */
  externalOrigins: string[];
  uploadsUrl: string;
  photosUrl: string;
  /** Test document number whose payment failure is not raised (product-rules §10); empty by default. */
  paymentTestDocument: string;
  /** How long a request may take before it is abandoned (product-rules §9: 60 s); tests shorten it. */
  apiTimeoutMs: number;
  /**
   * The site's own public address, without a trailing slash: canonical URLs, link previews and
   * the sitemap of the prerendered pages.
   */
  siteUrl: string;
}

export class ConfigError extends Error {
  constructor(
    readonly key: string,
    problem: string,
  ) {
    super(`Configuração inválida: ${key} ${problem}`);
    this.name = 'ConfigError';
  }
}

type RawEnv = Record<string, string | boolean | undefined>;

const DEFAULTS = {
  VITE_PRODUCT_SLUG: 'aurora',
  VITE_PRODUCT_NAME: 'Aurora',
  VITE_PHONE: '(64) 3453-9000',
  VITE_API_URL: '/api',
  VITE_SERVICES_URL: '/services',
  VITE_ADMIN_URL: '/admin',
  VITE_TICKETS_URL: '/tickets',
  VITE_PAYMENTS_URL: '/payments',
  VITE_SYSTEM_TOKEN: 'sandbox-system-token',
  VITE_SERVICES_TOKEN: 'sandbox-services-token',
  VITE_ADMIN_TOKEN: 'sandbox-admin-token',
  VITE_TICKETS_TOKEN: 'sandbox-tickets-token',
  VITE_PAYMENTS_TOKEN: 'sandbox-payments-token',
  VITE_DEPOSITS_TOKEN: 'sandbox-deposits-token',
  VITE_GTM_ID: '',
  VITE_DPO_NAME: 'Encarregado de Dados Aurora',
  VITE_DPO_EMAIL: 'privacidade@aurora.example',
  VITE_WHATSAPP_NUMBER: '556434539000',
  VITE_CENTRAL_EMAIL: 'central@aurora.example',
  VITE_CHECKIN_TIME: '14:00',
  VITE_CHECKOUT_TIME: '12:00',
  VITE_PARTNER_PORTAL_URL: 'http://127.0.0.1:8787/externo/portal-parceiros',
  VITE_TICKETS_SITE_URL: 'http://127.0.0.1:8787/externo/ingressos',
  VITE_VIP_CLUB_URL: 'http://127.0.0.1:8787/externo/vip-club',
  // The hotels' map links and the sandbox's 360° tours.
  VITE_EXTERNAL_ORIGINS: 'https://www.google.com,https://tour360.aurora.example',
  VITE_UPLOADS_URL: '/admin/uploads',
  VITE_PHOTOS_URL: '/services/fotos',
  VITE_PAYMENT_TEST_DOCUMENT: '',
  VITE_API_TIMEOUT_MS: '60000',
  VITE_SITE_URL: 'http://127.0.0.1:4173',
} as const;

type Key = keyof typeof DEFAULTS;

function read(raw: RawEnv, key: Key): string {
  const value = raw[key];
  if (value === undefined || value === '') return DEFAULTS[key];
  if (typeof value !== 'string') throw new ConfigError(key, 'deve ser um texto.');
  return value.trim();
}

function required(raw: RawEnv, key: Key): string {
  const value = read(raw, key);
  if (!value) throw new ConfigError(key, 'é obrigatória.');
  return value;
}

/** A base URL: same-origin path ('/api') or absolute http(s) URL, without a trailing slash. */
function baseUrl(raw: RawEnv, key: Key): string {
  const value = required(raw, key);
  if (value.startsWith('/') && !value.startsWith('//')) return value.replace(/\/+$/, '');
  if (!isHttpUrl(value)) {
    throw new ConfigError(
      key,
      `deve ser um caminho ('/api') ou uma URL http(s); recebido '${value}'.`,
    );
  }
  return value.replace(/\/+$/, '');
}

/** Whole milliseconds within [min, max]. */
function milliseconds(raw: RawEnv, key: Key, min: number, max: number): number {
  const value = read(raw, key);
  const ms = Number(value);
  if (!/^\d+$/.test(value) || ms < min || ms > max) {
    throw new ConfigError(
      key,
      `deve ser um número inteiro de milissegundos entre ${min} e ${max}; recebido '${value}'.`,
    );
  }
  return ms;
}

function absoluteUrl(raw: RawEnv, key: Key): string {
  const value = required(raw, key);
  if (!isHttpUrl(value)) {
    throw new ConfigError(key, `deve ser uma URL http(s) absoluta; recebido '${value}'.`);
  }
  return value;
}

/**
 * A comma-separated list of http(s) origins; each entry may be written as a whole URL.
 * 'none' is the empty list (an empty value means the default, like every other key).
 */
function originList(raw: RawEnv, key: Key): string[] {
  const value = read(raw, key);
  if (value === 'none') return [];
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      if (!isHttpUrl(entry)) {
        throw new ConfigError(key, `deve listar origens http(s) absolutas; recebido '${entry}'.`);
      }
      return new URL(entry).origin;
    });
}

function emailAddress(raw: RawEnv, key: Key): string {
  const value = required(raw, key);
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) {
    throw new ConfigError(key, `deve ser um endereço de e-mail; recebido '${value}'.`);
  }
  return value;
}

/** Digits only, with the country code (55) and area code: wa.me wants no '+' or spaces. */
function whatsappNumber(raw: RawEnv, key: Key): string {
  const value = required(raw, key);
  if (!/^55\d{10,11}$/.test(value)) {
    throw new ConfigError(
      key,
      `deve ter só dígitos, com 55 e o DDD (ex.: 556434539000); recebido '${value}'.`,
    );
  }
  return value;
}

/** A time of day, HH:mm (24 h). */
function timeOfDay(raw: RawEnv, key: Key): string {
  const value = required(raw, key);
  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(value)) {
    throw new ConfigError(key, `deve ser um horário HH:mm; recebido '${value}'.`);
  }
  return value;
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

export function parseConfig(raw: RawEnv): AppConfig {
  const productSlug = required(raw, 'VITE_PRODUCT_SLUG');
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(productSlug)) {
    throw new ConfigError(
      'VITE_PRODUCT_SLUG',
      `deve conter só letras minúsculas, números e hífens; recebido '${productSlug}'.`,
    );
  }
  const gtmId = read(raw, 'VITE_GTM_ID');
  if (gtmId && !/^GTM-[A-Z0-9]+$/.test(gtmId)) {
    throw new ConfigError('VITE_GTM_ID', `deve ter a forma GTM-XXXXXXX; recebido '${gtmId}'.`);
  }
  return {
    productSlug,
    productName: required(raw, 'VITE_PRODUCT_NAME'),
    phone: required(raw, 'VITE_PHONE'),
    api: {
      main: baseUrl(raw, 'VITE_API_URL'),
      services: baseUrl(raw, 'VITE_SERVICES_URL'),
      admin: baseUrl(raw, 'VITE_ADMIN_URL'),
      tickets: baseUrl(raw, 'VITE_TICKETS_URL'),
      payments: baseUrl(raw, 'VITE_PAYMENTS_URL'),
    },
    tokens: {
      system: required(raw, 'VITE_SYSTEM_TOKEN'),
      services: required(raw, 'VITE_SERVICES_TOKEN'),
      admin: required(raw, 'VITE_ADMIN_TOKEN'),
      tickets: required(raw, 'VITE_TICKETS_TOKEN'),
      payments: required(raw, 'VITE_PAYMENTS_TOKEN'),
      deposits: required(raw, 'VITE_DEPOSITS_TOKEN'),
    },
    gtmId,
    dataProtectionOfficer: {
      name: required(raw, 'VITE_DPO_NAME'),
      email: emailAddress(raw, 'VITE_DPO_EMAIL'),
    },
    whatsappNumber: whatsappNumber(raw, 'VITE_WHATSAPP_NUMBER'),
    centralEmail: emailAddress(raw, 'VITE_CENTRAL_EMAIL'),
    stayTimes: {
      checkIn: timeOfDay(raw, 'VITE_CHECKIN_TIME'),
      checkOut: timeOfDay(raw, 'VITE_CHECKOUT_TIME'),
    },
    links: {
      partnerPortal: absoluteUrl(raw, 'VITE_PARTNER_PORTAL_URL'),
      ticketsSite: absoluteUrl(raw, 'VITE_TICKETS_SITE_URL'),
      vipClub: absoluteUrl(raw, 'VITE_VIP_CLUB_URL'),
    },
    externalOrigins: originList(raw, 'VITE_EXTERNAL_ORIGINS'),
    uploadsUrl: baseUrl(raw, 'VITE_UPLOADS_URL'),
    photosUrl: baseUrl(raw, 'VITE_PHOTOS_URL'),
    paymentTestDocument: read(raw, 'VITE_PAYMENT_TEST_DOCUMENT'),
    apiTimeoutMs: milliseconds(raw, 'VITE_API_TIMEOUT_MS', 100, 600_000),
    siteUrl: absoluteUrl(raw, 'VITE_SITE_URL').replace(/\/+$/, ''),
  };
}

/** Keys a deployment may override at run time through `window.__APP_CONFIG__` (see README). */
declare global {
  interface Window {
    __APP_CONFIG__?: RawEnv;
  }
}

function runtimeOverrides(): RawEnv {
  return typeof window !== 'undefined' ? (window.__APP_CONFIG__ ?? {}) : {};
}

function load(): { env: AppConfig; configError: ConfigError | null } {
  try {
    return { env: parseConfig({ ...import.meta.env, ...runtimeOverrides() }), configError: null };
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    // Modules still need a value to evaluate; main.tsx refuses to start and shows the error.
    return { env: parseConfig({}), configError: error };
  }
}

const loaded = load();

/** The validated configuration. */
export const env: AppConfig = loaded.env;
/** Set when the configuration is invalid: main.tsx shows it instead of the site. */
export const configError: ConfigError | null = loaded.configError;
