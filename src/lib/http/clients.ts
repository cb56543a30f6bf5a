import { TICKETS_USER_HEADER } from '@/api/contract/tickets-caller';
import { env } from '@/config/env';
import { createApiClient } from './create-client';
import { tokenStorage } from './token-storage';

const fixed = (token: string) => () => token;

let unauthorizedListener: (() => void) | null = null;

/** The session registers here to be told when the main API rejects the stored token. */
export function onMainApiUnauthorized(listener: () => void): () => void {
  unauthorizedListener = listener;
  return () => {
    if (unauthorizedListener === listener) unauthorizedListener = null;
  };
}

/** Main reservations API: the logged-in user's bearer token. */
export const mainApi = createApiClient({
  baseURL: env.api.main,
  timeoutMs: env.apiTimeoutMs,
  getToken: () => tokenStorage.read(),
  onUnauthorized: () => {
    // A token the server refused never stays behind, whether or not the session is listening
    // yet (a route loader can get its 401 before the app shell mounts).
    tokenStorage.clear();
    unauthorizedListener?.();
  },
});

/** Deposit calls go to the main API with the fixed service token (product-rules §7). */
export const depositsApi = createApiClient({
  baseURL: env.api.main,
  timeoutMs: env.apiTimeoutMs,
  getToken: fixed(env.tokens.deposits),
});

export const servicesApi = createApiClient({
  baseURL: env.api.services,
  timeoutMs: env.apiTimeoutMs,
  getToken: fixed(env.tokens.services),
});

export const adminApi = createApiClient({
  baseURL: env.api.admin,
  timeoutMs: env.apiTimeoutMs,
  getToken: fixed(env.tokens.admin),
});

export const ticketsApi = createApiClient({
  baseURL: env.api.tickets,
  timeoutMs: env.apiTimeoutMs,
  getToken: fixed(env.tokens.tickets),
});
// The tickets token is the client's: the person behind a purchase or a voucher is named by the
// user's session token in a header of its own (api/contract/tickets.ts), never in the URL.
ticketsApi.onRequest((headers) => {
  const token = tokenStorage.read();
  if (token) headers.set(TICKETS_USER_HEADER, token);
});

export const paymentsApi = createApiClient({
  baseURL: env.api.payments,
  timeoutMs: env.apiTimeoutMs,
  getToken: fixed(env.tokens.payments),
});

/** Every client, for the server render, which must know whether any request of a page failed. */
export const API_CLIENTS = [mainApi, depositsApi, servicesApi, adminApi, ticketsApi, paymentsApi];
