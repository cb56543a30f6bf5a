import axios, { type AxiosInstance, isAxiosError } from 'axios';
import axiosRetry, { retryAfter } from 'axios-retry';
import { ApiError, toApiError } from './api-error';
import { isRetryable, RETRIES, retryDelayMs, RETRY_BASE_DELAY_MS } from './retry-policy';

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

/**
 * One axios instance per API. Only lib/http knows axios: features call these instances and
 * receive `data`, and every failure reaches them as an ApiError. Requests that are safe to repeat
 * are retried on failures a second try can fix (retry-policy.ts).
 */
export function createApiClient({
  baseURL,
  getToken,
  onUnauthorized,
  timeoutMs = REQUEST_TIMEOUT_MS,
  retry = {},
}: ClientOptions): AxiosInstance {
  const client = axios.create({
    baseURL,
    timeout: timeoutMs,
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    // The APIs authenticate with bearer tokens, never an XSRF cookie. Left on, axios reads that
    // cookie before every request, through the asynchronous Cookie Store API where the browser
    // has one (Chromium): each request then waited for the browser process, and the first
    // page's requests left only after React's first render (~100 ms later, unthrottled).
    withXSRFToken: false,
  });

  client.interceptors.request.use((config) => {
    const token = getToken();
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    return config;
  });

  // Before the normalising interceptor below: the retry decision needs axios's own error.
  const { retries = RETRIES, baseDelayMs = RETRY_BASE_DELAY_MS, random = Math.random } = retry;
  axiosRetry(client, {
    retries,
    retryCondition: isRetryable,
    // The backoff, or the server's Retry-After when it asks for longer (capped by isRetryable).
    retryDelay: (retryNumber, error) =>
      Math.max(retryDelayMs(retryNumber, random, baseDelayMs), retryAfter(error)),
    // A try that timed out must not leave the next one with no time at all.
    shouldResetTimeout: true,
  });

  client.interceptors.response.use(undefined, (error: unknown) => {
    // A retried request comes back through here already normalised.
    if (error instanceof ApiError) return Promise.reject(error);
    if (isAxiosError(error) && error.response) {
      const sentToken = Boolean(error.config?.headers?.Authorization);
      if (error.response.status === 401 && sentToken) onUnauthorized?.();
      return Promise.reject(toApiError(error.response.status, error.response.data));
    }
    return Promise.reject(toApiError(0, null));
  });

  return client;
}
