import type { RequestHandler } from 'msw';

/** Main API authentication happy paths. */
export const sessionHandlers: RequestHandler[] = [];
