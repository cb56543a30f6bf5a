/** The origin the journeys run against (playwright.config.ts serves the site there). */
export const SITE_PORT = Number(process.env.E2E_SITE_PORT ?? 4173);
export const SITE_ORIGIN = `http://127.0.0.1:${SITE_PORT}`;
/** Matches the home page URL, for `toHaveURL`. */
export const HOME_URL = new RegExp(`127\\.0\\.0\\.1:${SITE_PORT}/$`);
/** The same site built in development mode (playwright.config.ts), for hydration checks. */
export const DEV_SITE_ORIGIN = `http://127.0.0.1:${Number(process.env.E2E_DEV_SITE_PORT ?? SITE_PORT + 10)}`;
/** The bearer of the production server's POST /__prerender/refresh in the journeys. */
export const E2E_PRERENDER_REFRESH_TOKEN = 'e2e-prerender-refresh-0123456789';
