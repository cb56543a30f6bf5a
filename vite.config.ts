/// <reference types="vitest/config" />
import { resolve } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { describe as describePrecompress, precompress } from './scripts/precompress.mjs';
import { chunkGroups } from './scripts/vite/chunk-groups.mjs';
import { minifyPublicScripts } from './scripts/vite/minify-public-scripts.mjs';
import { reactRouterTreeShaking } from './scripts/vite/react-router-tree-shaking.mjs';
import { HOTEL_TIME_ZONE } from './src/api/contract/stay-calendar.ts';
import { styledComponentIds } from './scripts/vite/styled-component-ids.mjs';

/** The sandbox serves all six APIs; dev and preview proxy their prefixes so the site is same-origin. */
const SANDBOX_ORIGIN = process.env.SANDBOX_ORIGIN ?? 'http://127.0.0.1:8787';
const API_PREFIXES = ['/api', '/services', '/admin', '/tickets', '/payments'];
const proxy = Object.fromEntries(
  API_PREFIXES.map((prefix) => [prefix, { target: SANDBOX_ORIGIN }]),
);

/**
 * Every build writes .br and .gz beside its files, whatever its --outDir, because that is what
 * production serves (server/ with preCompressed, docs/deploy.md); measuring without it would
 * measure bytes no visitor downloads.
 */
function precompressBuild(): Plugin {
  let outDir = '';
  let log: (message: string) => void = () => {};
  return {
    name: 'aurora:precompress',
    apply: 'build',
    configResolved(config) {
      // The server render's bundle (build:prerender) is read from disk, never sent to browsers.
      if (config.build.ssr) return;
      outDir = resolve(config.root, config.build.outDir);
      log = (message) => config.logger.info(message);
    },
    async closeBundle() {
      if (!outDir) return;
      for (const [name, before, after] of minifyPublicScripts(outDir)) {
        log(`${name}: ${before} → ${after} bytes, minified`);
      }
      log(describePrecompress(outDir, await precompress(outDir)));
    },
  };
}

/**
 * A link whose path cannot be decoded (`/hotelSearch/%E0%A4%A`, cut off in a message) gets the
 * site itself, whose router tells the visitor the link is invalid, instead of Vite's blank 404
 * (the production server does the same: server/src/server.ts).
 */
function malformedUrlsGetTheSite(): Plugin {
  const middleware = (req: { url?: string }, _res: unknown, next: () => void) => {
    try {
      decodeURI(req.url ?? '/');
    } catch {
      req.url = '/';
    }
    next();
  };
  return {
    name: 'aurora:malformed-urls-get-the-site',
    configureServer: (server) => void server.middlewares.use(middleware),
    configurePreviewServer: (server) => void server.middlewares.use(middleware),
  };
}

/**
 * React Router's package points every bundler at its development build: its `exports` have no
 * production condition. The production build beside it differs only in that its development
 * warnings are off (`ENABLE_DEV_WARNINGS`), so a production build takes it: the warnings' code
 * leaves the first route, and the build behaves as it did.
 */
const reactRouterProduction = [
  { find: /^react-router$/, file: 'index.mjs' },
  { find: /^react-router\/dom$/, file: 'dom-export.mjs' },
].map(({ find, file }) => ({
  find,
  replacement: fileURLToPath(
    new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url),
  ),
}));

/**
 * The hotels' time zone on public/before-app.js's tag (data-hotel-time-zone), from the wire
 * contract: the script warms the same clock as src/lib/dates.ts without a zone of its own.
 */
function hotelTimeZoneForBeforeApp(): Plugin {
  return {
    name: 'aurora:hotel-time-zone',
    transformIndexHtml: (html) =>
      html.replace(
        '<script src="/before-app.js">',
        `<script src="/before-app.js" data-hotel-time-zone="${HOTEL_TIME_ZONE}">`,
      ),
  };
}

export default defineConfig(({ isSsrBuild, mode }) => ({
  plugins: [
    react(),
    styledComponentIds(),
    precompressBuild(),
    malformedUrlsGetTheSite(),
    hotelTimeZoneForBeforeApp(),
    ...(mode === 'production' ? [reactRouterTreeShaking()] : []),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...(mode === 'production' ? reactRouterProduction : []),
    ],
  },
  server: { host: '127.0.0.1', port: 5173, strictPort: true, proxy },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true, proxy },
  // The manifest (.vite/manifest.json, never served) names each page's chunks: the production
  // server preloads them in the shell of the page it serves (server/src/prerender/README.md).
  build: {
    target: 'es2022',
    // The CSS Modules nest their rules (`&:hover`, `@media` inside a rule): flattened for the
    // browsers es2022 already asks for, which read nested CSS only from 2023 on.
    cssTarget: ['chrome94', 'edge94', 'firefox93', 'safari16'],
    // One stylesheet for the app, linked by index.html: the first route's CSS Modules and the
    // few behind lazy routes (the calendar's among them, 2 KB). Split per chunk, a home page
    // linked five before its first paint, each a round trip on a phone's line: its LCP came
    // 0.8 s later on the bench's (docs/architecture.md, "Styles").
    cssCodeSplit: false,
    sourcemap: false,
    manifest: !isSsrBuild,
    // Fewer, larger files where they always load together (scripts/vite/chunk-groups.mjs).
    // Seven characters of hash, not eight: a hash is random to gzip, and the first route's code
    // names about a hundred lazy files, so one character each is ~75 bytes of the 150 KiB.
    // Rolldown asks for more if the files ever need it (7 for today's 65 chunks); /assets/ is
    // cached as immutable by path, whatever the name's length.
    ...(isSsrBuild
      ? {}
      : {
          rolldownOptions: {
            output: {
              codeSplitting: { groups: chunkGroups },
              entryFileNames: 'assets/[name]-[hash:7].js',
              chunkFileNames: 'assets/[name]-[hash:7].js',
            },
          },
        }),
  },
  // The server render (build:prerender) bundles styled-components' ES module build: its
  // CommonJS entry, which Node would load, hides the default `styled` behind `.default`.
  // Only there: Vitest would otherwise inline it too, and a test's vi.resetModules() would then
  // load a second copy, with a style sheet of its own.
  ...(isSsrBuild ? { ssr: { noExternal: ['styled-components'] } } : {}),
  test: {
    globals: true,
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    restoreMocks: true,
    // One worker per core: Vitest's default leaves one core idle, which on a two-core machine
    // is one worker. Measured on this machine, quiet: 370 s with one worker, 262 s with two.
    maxWorkers: '100%',
    // The test files of a worker share one module graph instead of a fresh one each: jsdom, the
    // setup and the imports were most of the step's time (quiet machine, TZ=UTC: 262 s
    // isolated, 77 s shared). What a file could leak into the next is put back before each
    // file: the stores (src/testing/store-reset.ts), storage, cookies, MSW handlers and mocks.
    isolate: false,
    // A busy machine (CI runs the browser beside it; two loaded cores) makes a whole-page test
    // take several times its usual second; 30 s before calling it hung.
    testTimeout: 30_000,
  },
}));
