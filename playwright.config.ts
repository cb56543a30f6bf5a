import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './scripts/chromium.mjs';
import { E2E_PRERENDER_REFRESH_TOKEN } from './tests/e2e/support/site';

/**
 * Journeys in Debian's Chromium against the built app, served by the production server
 * (server/: its CSP, headers, caching and precompressed files, with the API prefixes forwarded
 * to the sandbox), and the sandbox on a fresh database. Ports differ from `npm start`
 * (5173/8787) so both can run at once.
 */
// Overridable so that several runs can share one machine without clashing.
const SANDBOX_PORT = Number(process.env.E2E_SANDBOX_PORT ?? 8788);
const SITE_PORT = Number(process.env.E2E_SITE_PORT ?? 4173);
const E2E_DB = `.data/e2e-${SANDBOX_PORT}.db`;
/** The built site to serve (`vite build --outDir`), so parallel runs need not share `dist`. */
const DIST = process.env.E2E_DIST ?? 'dist';
/**
 * The same site built in development mode (`npm run build:dev-site`), served beside it: React
 * reports there the hydration mismatches (attributes too) that production keeps quiet about.
 */
const DEV_SITE_PORT = Number(process.env.E2E_DEV_SITE_PORT ?? SITE_PORT + 10);

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: `test-results/${SITE_PORT}`,
  fullyParallel: false,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  // One retry: the journeys drive a real browser and backend on shared 2-vCPU machines, where a
  // step can outlast its timeout now and then (CI lost a whole run to one such step). A journey
  // that passes only on its retry is still reported, as "flaky", in the list output.
  retries: 1,
  // Generous for a busy machine (CI shares two cores with the browser and both servers): a
  // step waits longer before failing, a real failure still fails.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: `playwright-report/${SITE_PORT}` }]],
  use: {
    baseURL: `http://127.0.0.1:${SITE_PORT}`,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: findChromium() ?? undefined,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    {
      // The money, ticket and club journeys (@dev) again, on the development build of the same
      // site: React's StrictMode rehearses every effect there (mount, clean up, mount), as on
      // `npm start`, so an effect that is wrong only under that rehearsal fails here (issue 25:
      // the card form's prefilled CPF was wiped on the development server). First, on the
      // seeded data: the other journeys change it (one pays the overdue parcela these expect).
      name: 'development',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        baseURL: `http://127.0.0.1:${DEV_SITE_PORT}`,
      },
      grep: /@dev/,
    },
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
      grepInvert: /@mobile|@clock|@days|@last/,
      dependencies: ['development'],
    },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], defaultBrowserType: 'chromium' },
      grep: /@mobile/,
      dependencies: ['development'],
    },
    {
      // Journeys that change what the journeys above read (the demo member's overdue parcela,
      // paid): after every one of them, one at a time.
      name: 'last',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
      grep: /@last/,
      workers: 1,
      dependencies: ['desktop', 'mobile'],
    },
    {
      // Journeys that move the sandbox's clock forward (POST /__test/clock), which would expire
      // everyone's holds: they run alone, after every other journey, one file at a time (two
      // files moving the one clock at once would carry each other's holds past their deadlines).
      name: 'clock',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
      grep: /@clock/,
      workers: 1,
      dependencies: ['last'],
    },
    {
      // Journeys that move the sandbox's clock by days (a cancellation inside the penalty
      // period): after the 'clock' journeys, so no hold of theirs is carried past its deadline.
      name: 'days',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
      grep: /@days/,
      workers: 1,
      dependencies: ['clock'],
    },
  ],
  webServer: [
    {
      command: `rm -f ${E2E_DB} ${E2E_DB}-wal ${E2E_DB}-shm && npm run sandbox`,
      // SANDBOX_TEST_ENDPOINTS opens the test-only routes (fault injection); never set in production.
      env: {
        SANDBOX_PORT: String(SANDBOX_PORT),
        SANDBOX_DB: E2E_DB,
        SANDBOX_TEST_ENDPOINTS: '1',
        // Links in the sandbox's e-mails open this run's site.
        SANDBOX_SITE_URL: `http://127.0.0.1:${SITE_PORT}`,
        // The production servers below forward each client's address (docs/deploy.md).
        SANDBOX_TRUSTED_PROXIES: '127.0.0.1',
      },
      url: `http://127.0.0.1:${SANDBOX_PORT}/health`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: 'npm run start --workspace server',
      env: {
        PORT: String(SITE_PORT),
        SITE_DIR: DIST,
        API_PROXY_ORIGIN: `http://127.0.0.1:${SANDBOX_PORT}`,
        // A test container, so the journeys run with the tag manager configured (and its hosts in
        // the CSP): tests/e2e/consent.spec.ts stubs its host and proves it loads only after
        // consent. The other journeys record a refusal (support/demo.ts), so they never load it.
        VITE_GTM_ID: 'GTM-E2ETEST',
        VITE_SITE_URL: `http://127.0.0.1:${SITE_PORT}`,
        // The CMS webhook's endpoint: the reviews journey renders the hotel page again after a
        // review is published (tests/e2e/reviews.spec.ts), as a moderation tool would.
        PRERENDER_REFRESH_TOKEN: E2E_PRERENDER_REFRESH_TOKEN,
      },
      url: `http://127.0.0.1:${SITE_PORT}/`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: 'npm run start --workspace server',
      env: {
        PORT: String(DEV_SITE_PORT),
        SITE_DIR: 'dist-dev',
        API_PROXY_ORIGIN: `http://127.0.0.1:${SANDBOX_PORT}`,
        VITE_SITE_URL: `http://127.0.0.1:${DEV_SITE_PORT}`,
      },
      url: `http://127.0.0.1:${DEV_SITE_PORT}/`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
