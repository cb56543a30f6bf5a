import { isIP } from 'node:net';
import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type FaultRule, FaultRuleError, parseFaultRules } from './shared/fault-rules';
import { GUEST_CERTIFICATE_DEFAULTS } from './shared/guest-certificate-terms';

/** The repository root: relative paths (SANDBOX_DB) resolve against it, never against cwd. */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

export interface SandboxConfig {
  host: string;
  port: number;
  /** Database file, or ':memory:'. */
  dbFile: string;
  jwtSecret: string;
  jwtTtlSeconds: number;
  /** Base URL of the site, used for links in e-mails. */
  siteUrl: string;
  /** Pending PIX payments are paid automatically after this many seconds; 0 = never. */
  pixAutopaySeconds: number;
  /** An expired group's recovery e-mail goes this many minutes after its end (README "Abandoned bookings"). */
  recoveryDelayMinutes: number;
  /** The pre-arrival offer goes this many days before the arrival (issue 29). */
  arrivalOfferDays: number;
  /** The review invitation goes this many days after the departure (issue 53). */
  reviewDaysAfter: number;
  /** The review invitation's link is valid this many days. */
  reviewLinkDays: number;
  /** Guest certificates (issue 51, README "Guest certificates"): the fee per room, in centavos. */
  guestCertificateFeeCents: number;
  /** ... and how many rooms a contract may book for guests per use year. */
  guestCertificatesPerYear: number;
  /** Fault rules in force from the start (SANDBOX_FAULTS; README, "Fault injection"). */
  faults: FaultRule[];
  /** Opens the test-only routes under /__test (SANDBOX_TEST_ENDPOINTS=1). Never in a demo. */
  testEndpoints: boolean;
  /**
   * The limits on password checks and e-mails (http/abuse-limits.ts); on unless
   * SANDBOX_ABUSE_LIMITS=0, for tests that drive one account through more of those calls than
   * a person makes in an hour.
   */
  abuseLimits: boolean;
  /**
   * Addresses (or CIDR ranges) of the proxies whose X-Forwarded-For names the client: the
   * production server in front of the sandbox (`npm run serve`, the browser tests). The abuse
   * limits count per client address, so behind a proxy they must read the client's, and only
   * from that proxy: a header from anyone else is a client's claim (SANDBOX_TRUSTED_PROXIES).
   */
  trustedProxies: string[];
  tokens: {
    /** token_sistema the site sends on login. */
    system: string;
    services: string;
    admin: string;
    tickets: string;
    payments: string;
    deposits: string;
  };
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

type Env = Record<string, string | undefined>;

const DEFAULTS = {
  SANDBOX_HOST: '127.0.0.1',
  SANDBOX_PORT: '8787',
  SANDBOX_DB: '.data/sandbox.db',
  // A development-only secret: the sandbox never guards real data.
  SANDBOX_JWT_SECRET: 'sandbox-dev-secret-change-me-0123456789abcdef',
  SANDBOX_JWT_TTL_SECONDS: '3600',
  SANDBOX_SITE_URL: 'http://localhost:5173',
  SANDBOX_SYSTEM_TOKEN: 'sandbox-system-token',
  SANDBOX_SERVICES_TOKEN: 'sandbox-services-token',
  SANDBOX_ADMIN_TOKEN: 'sandbox-admin-token',
  SANDBOX_TICKETS_TOKEN: 'sandbox-tickets-token',
  SANDBOX_PAYMENTS_TOKEN: 'sandbox-payments-token',
  SANDBOX_DEPOSITS_TOKEN: 'sandbox-deposits-token',
  SANDBOX_PIX_AUTOPAY_SECONDS: '0',
  SANDBOX_RECOVERY_DELAY_MINUTES: '60',
  SANDBOX_ARRIVAL_OFFER_DAYS: '7',
  SANDBOX_REVIEW_DAYS_AFTER: '1',
  SANDBOX_REVIEW_LINK_DAYS: '30',
  SANDBOX_GUEST_CERTIFICATE_FEE_CENTS: String(GUEST_CERTIFICATE_DEFAULTS.feeCents),
  SANDBOX_GUEST_CERTIFICATES_PER_YEAR: String(GUEST_CERTIFICATE_DEFAULTS.perYear),
  SANDBOX_FAULTS: '[]',
  SANDBOX_TEST_ENDPOINTS: '0',
  SANDBOX_ABUSE_LIMITS: '1',
  SANDBOX_TRUSTED_PROXIES: '',
} as const;

export type ConfigKey = keyof typeof DEFAULTS;

function read(env: Env, key: ConfigKey): string {
  const value = env[key]?.trim();
  return value ? value : DEFAULTS[key];
}

function integer(env: Env, key: ConfigKey, min: number, max: number): number {
  const text = read(env, key);
  const value = Number(text);
  if (!/^\d+$/.test(text) || value < min || value > max) {
    throw new ConfigError(
      key,
      `deve ser um número inteiro entre ${min} e ${max}; recebido '${text}'.`,
    );
  }
  return value;
}

function token(env: Env, key: ConfigKey): string {
  const value = read(env, key);
  if (/\s/.test(value)) throw new ConfigError(key, 'não pode conter espaços.');
  return value;
}

function httpUrl(env: Env, key: ConfigKey): string {
  const value = read(env, key);
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(key, `deve ser uma URL http(s) absoluta; recebido '${value}'.`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError(key, `deve ser uma URL http(s) absoluta; recebido '${value}'.`);
  }
  return value.replace(/\/+$/, '');
}

function faults(env: Env): FaultRule[] {
  const text = read(env, 'SANDBOX_FAULTS');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ConfigError(
      'SANDBOX_FAULTS',
      `deve ser JSON (uma regra ou uma lista); recebido '${text}'.`,
    );
  }
  try {
    return parseFaultRules(value);
  } catch (error) {
    if (error instanceof FaultRuleError) throw new ConfigError('SANDBOX_FAULTS', error.message);
    throw error;
  }
}

function flag(env: Env, key: ConfigKey): boolean {
  const value = read(env, key);
  if (value !== '0' && value !== '1') {
    throw new ConfigError(key, `deve ser 0 ou 1; recebido '${value}'.`);
  }
  return value === '1';
}

/** Comma-separated IP addresses or CIDR ranges ('127.0.0.1', '10.0.0.0/8'); empty for none. */
function addresses(env: Env, key: ConfigKey): string[] {
  const text = read(env, key);
  const list = text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  for (const item of list) {
    const [address = '', bits, ...rest] = item.split('/');
    const version = isIP(address);
    const max = version === 6 ? 128 : 32;
    const validBits = bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= max);
    if (version === 0 || !validBits || rest.length > 0) {
      throw new ConfigError(
        key,
        `deve listar endereços IP ou faixas CIDR separados por vírgula; recebido '${item}'.`,
      );
    }
  }
  return list;
}

function dbFile(env: Env): string {
  const value = read(env, 'SANDBOX_DB');
  if (value === ':memory:') return value;
  return isAbsolute(value) ? value : resolve(REPO_ROOT, value);
}

/** Reads and validates the configuration; throws ConfigError naming the bad key. */
export function loadConfig(env: Env = process.env): SandboxConfig {
  const jwtSecret = read(env, 'SANDBOX_JWT_SECRET');
  // HS256 needs a key at least as long as the hash (32 bytes) to be meaningful.
  if (Buffer.byteLength(jwtSecret) < 32) {
    throw new ConfigError('SANDBOX_JWT_SECRET', 'deve ter pelo menos 32 caracteres.');
  }
  return {
    host: read(env, 'SANDBOX_HOST'),
    port: integer(env, 'SANDBOX_PORT', 0, 65535),
    dbFile: dbFile(env),
    jwtSecret,
    jwtTtlSeconds: integer(env, 'SANDBOX_JWT_TTL_SECONDS', 1, 30 * 24 * 3600),
    siteUrl: httpUrl(env, 'SANDBOX_SITE_URL'),
    pixAutopaySeconds: integer(env, 'SANDBOX_PIX_AUTOPAY_SECONDS', 0, 24 * 3600),
    recoveryDelayMinutes: integer(env, 'SANDBOX_RECOVERY_DELAY_MINUTES', 0, 7 * 24 * 60),
    arrivalOfferDays: integer(env, 'SANDBOX_ARRIVAL_OFFER_DAYS', 1, 60),
    reviewDaysAfter: integer(env, 'SANDBOX_REVIEW_DAYS_AFTER', 0, 30),
    reviewLinkDays: integer(env, 'SANDBOX_REVIEW_LINK_DAYS', 1, 365),
    guestCertificateFeeCents: integer(env, 'SANDBOX_GUEST_CERTIFICATE_FEE_CENTS', 0, 1_000_000),
    guestCertificatesPerYear: integer(env, 'SANDBOX_GUEST_CERTIFICATES_PER_YEAR', 0, 52),
    faults: faults(env),
    testEndpoints: flag(env, 'SANDBOX_TEST_ENDPOINTS'),
    abuseLimits: flag(env, 'SANDBOX_ABUSE_LIMITS'),
    trustedProxies: addresses(env, 'SANDBOX_TRUSTED_PROXIES'),
    tokens: {
      system: token(env, 'SANDBOX_SYSTEM_TOKEN'),
      services: token(env, 'SANDBOX_SERVICES_TOKEN'),
      admin: token(env, 'SANDBOX_ADMIN_TOKEN'),
      tickets: token(env, 'SANDBOX_TICKETS_TOKEN'),
      payments: token(env, 'SANDBOX_PAYMENTS_TOKEN'),
      deposits: token(env, 'SANDBOX_DEPOSITS_TOKEN'),
    },
  };
}
