import { toApiError, type ApiError } from './api-error';
import {
  isRetryable,
  RETRIES,
  retryAfterMs,
  retryDelayMs,
  RETRY_BASE_DELAY_MS,
  type FailedTry,
} from './retry-policy';

/** product-rules §9: a request times out after 60 s (runtime config VITE_API_TIMEOUT_MS; clients.ts). */
export const REQUEST_TIMEOUT_MS = 60_000;

export interface RetryOptions {
  /** Retries after the first try (default 2). */
  retries?: number;
  /** Backoff of the first retry, doubled for each next one (default 300 ms). */
  baseDelayMs?: number;
  /** Source of the jitter, [0, 1) (default Math.random); tests fix it. */
  random?: () => number;
}

export interface ClientOptions {
  baseURL: string;
  /** Returns the bearer token to send, or null to send none. Read on every request. */
  getToken: () => string | null;
  /** Called when the API answers 401 to a request that carried a token. */
  onUnauthorized?: () => void;
  /** Per try: each retry gets the whole time again. */
  timeoutMs?: number;
  retry?: RetryOptions;
}

export interface RequestOptions {
  /** Query parameters (GET). */
  params?: Record<string, string | number | boolean>;
  /** Headers of this request only (they win over the client's). */
  headers?: Record<string, string>;
  /**
   * This POST may be sent again with the same body: the server answers a repeat with the first
   * result, or the same result, and does nothing twice (the confirmation per id_reservas_front,
   * the payment choice per reservation, the payment per transacao_referencia). Only such
   * requests are retried besides GET (retry-policy.ts).
   */
  idempotent?: boolean;
  /** This request's time per try instead of the client's. */
  timeoutMs?: number;
}

export interface ApiResponse<T> {
  data: T;
  status: number;
}

/** One API: features call it and receive `data`; every failure reaches them as an ApiError. */
export interface ApiClient {
  get<T = unknown>(path: string, options?: RequestOptions): Promise<ApiResponse<T>>;
  post<T = unknown>(
    path: string,
    body?: unknown,
    options?: RequestOptions,
  ): Promise<ApiResponse<T>>;
  /** Adds headers to every request, read as each leaves (the tickets API's user header). */
  onRequest(addHeaders: (headers: Headers) => void): void;
  /** Told about every failed call, after its retries (the server render counts them). */
  onFailure(listener: (error: ApiError) => void): void;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function urlOf(baseURL: string, path: string, params: RequestOptions['params']): string {
  const joined = /^https?:\/\//.test(path)
    ? path
    : `${baseURL.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  // A same-origin base ('/api') resolves against the page; fetch outside a page needs it whole.
  const url = new URL(joined, globalThis.location?.href ?? 'http://localhost/');
  for (const [name, value] of Object.entries(params ?? {})) {
    url.searchParams.set(name, String(value));
  }
  return url.href;
}

async function bodyOf(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * One client per API, on the browser's fetch (issue 27: axios and axios-retry were 22 KiB of
 * the first page's JavaScript for what these lines do). Only lib/http knows how requests are
 * sent. Requests that are safe to repeat are retried on failures a second try can fix
 * (retry-policy.ts); each try has the whole timeout.
 */
export function createApiClient({
  baseURL,
  getToken,
  onUnauthorized,
  timeoutMs = REQUEST_TIMEOUT_MS,
  retry = {},
}: ClientOptions): ApiClient {
  const { retries = RETRIES, baseDelayMs = RETRY_BASE_DELAY_MS, random = Math.random } = retry;
  const headerHooks: ((headers: Headers) => void)[] = [];
  const failureListeners: ((error: ApiError) => void)[] = [];

  /** One try: the answer, or what went wrong (a response that is not 2xx, or none at all). */
  async function attempt(
    method: 'GET' | 'POST',
    url: string,
    body: unknown,
    options: RequestOptions,
  ): Promise<ApiResponse<unknown> | FailedTry> {
    const headers = new Headers({ Accept: 'application/json' });
    if (method === 'POST') headers.set('Content-Type', 'application/json');
    const token = getToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    headerHooks.forEach((add) => add(headers));
    for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? timeoutMs);
    try {
      const response = await fetch(url, {
        method,
        headers,
        body: method === 'POST' && body !== undefined ? JSON.stringify(body) : undefined,
        signal: controller.signal,
      });
      const data = await bodyOf(response);
      if (response.ok) return { data, status: response.status };
      return {
        method,
        idempotent: options.idempotent === true,
        response: { status: response.status, data, headers: response.headers },
        sentToken: headers.has('Authorization'),
      };
    } catch {
      // No answer: the network failed, the connection dropped, or the try timed out.
      return { method, idempotent: options.idempotent === true, response: null, sentToken: false };
    } finally {
      clearTimeout(timer);
    }
  }

  async function send<T>(
    method: 'GET' | 'POST',
    path: string,
    body: unknown,
    options: RequestOptions = {},
  ): Promise<ApiResponse<T>> {
    const url = urlOf(baseURL, path, options.params);
    for (let retryNumber = 0; ; retryNumber++) {
      const result = await attempt(method, url, body, options);
      if (!('method' in result)) return result as ApiResponse<T>;
      if (retryNumber < retries && isRetryable(result)) {
        // The backoff, or the server's Retry-After when it asks for longer (capped by isRetryable).
        await sleep(
          Math.max(retryDelayMs(retryNumber + 1, random, baseDelayMs), retryAfterMs(result)),
        );
        continue;
      }
      const { response } = result;
      if (response?.status === 401 && result.sentToken) onUnauthorized?.();
      const error = response ? toApiError(response.status, response.data) : toApiError(0, null);
      failureListeners.forEach((listener) => listener(error));
      throw error;
    }
  }

  return {
    get: (path, options) => send('GET', path, undefined, options),
    post: (path, body, options) => send('POST', path, body, options),
    onRequest: (addHeaders) => void headerHooks.push(addHeaders),
    onFailure: (listener) => void failureListeners.push(listener),
  };
}
