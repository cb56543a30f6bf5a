import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildServer, type BuildOptions } from '../src/server';

const PRECOMPRESS = fileURLToPath(new URL('../../scripts/precompress.mjs', import.meta.url));

/** What a Vite build leaves in dist/: the shell, hashed assets, and public/ files. */
export const SITE = {
  index:
    '<!doctype html><html lang="pt-BR"><head><script src="/config.js"></script></head><body><div id="root"></div><script type="module" src="/assets/index-AbC123.js"></script></body></html>',
  // Big and repetitive enough to be worth compressing, like a real bundle.
  script: `export const rooms = [${Array.from({ length: 400 }, (_, i) => `'quarto-${i}'`).join(', ')}];\n`,
  config: 'window.__APP_CONFIG__ = {};\n',
};

/**
 * A temporary site directory shaped like `npm run build` output, precompressed by the real
 * scripts/precompress.mjs, and a way to build a server on it.
 */
export function makeSite() {
  const dir = mkdtempSync(join(tmpdir(), 'aurora-site-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), SITE.index.padEnd(1500, ' '));
  writeFileSync(join(dir, 'config.js'), SITE.config.padEnd(1500, ' '));
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(dir, 'robots.txt'), 'User-agent: *\nAllow: /\n');
  writeFileSync(join(dir, 'assets', 'index-AbC123.js'), SITE.script);
  execFileSync(process.execPath, [PRECOMPRESS, dir], { stdio: 'ignore' });
  return {
    dir,
    server: (options: Omit<BuildOptions, 'siteDir'> = {}) =>
      buildServer({ siteDir: dir, ...options }),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/**
 * One site and a server on it for a whole test file: made in beforeAll, closed and removed in
 * afterAll. Read `.app` (and `.dir`, `.server()`) inside the tests.
 */
export function servedSite() {
  let site: ReturnType<typeof makeSite> | undefined;
  let app: FastifyInstance | undefined;
  beforeAll(() => {
    site = makeSite();
    app = site.server();
  });
  afterAll(async () => {
    await app?.close();
    site?.remove();
  });
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('servedSite() is only ready inside its tests');
    return value;
  };
  return {
    get app() {
      return ready(app);
    },
    get dir() {
      return ready(site).dir;
    },
    server: (options?: Omit<BuildOptions, 'siteDir'>) => ready(site).server(options),
  };
}
