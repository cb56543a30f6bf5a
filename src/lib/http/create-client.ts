import axios, { type AxiosInstance, isAxiosError } from 'axios';
import { ApiError, toApiError } from './api-error';

/** SPEC §9: every request times out after 60 s. */
export const REQUEST_TIMEOUT_MS = 60_000;

export interface ClientOptions {
  baseURL: string;
  /** Returns the bearer token to send, or null to send none. Read on every request. */
  getToken: () => string | null;
  /** Called when the API answers 401 to a request that carried a token. */
  onUnauthorized?: () => void;
}

/**
 * One axios instance per API. Only lib/http knows axios: features call these instances and
 * receive `data`, and every failure reaches them as an ApiError.
 */
export function createApiClient({
  baseURL,
  getToken,
  onUnauthorized,
}: ClientOptions): AxiosInstance {
  const client = axios.create({
    baseURL,
    timeout: REQUEST_TIMEOUT_MS,
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
  });

  client.interceptors.request.use((config) => {
    const token = getToken();
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    return config;
  });

  client.interceptors.response.use(undefined, (error: unknown) => {
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
