// Builds the stack floor (stack-floor/main.tsx: the floor page made with the site's stack) into
// the audited site's folder, so the same server serves it in the same run, precompressed like
// every file of the site.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { precompress } from '../../precompress.mjs';

export const STACK_FLOOR_PATH = '/bench-stack/index.html';
const SOURCE = fileURLToPath(new URL('./stack-floor', import.meta.url));

/** Builds it into `siteDir`/bench-stack/ and returns nothing; the page is STACK_FLOOR_PATH. */
export async function buildStackFloor(siteDir) {
  const outDir = resolve(siteDir, 'bench-stack');
  await build({
    configFile: false,
    root: SOURCE,
    base: '/bench-stack/',
    plugins: [react()],
    logLevel: 'warn',
    // The site's build target and mode (vite.config.ts).
    build: { target: 'es2022', outDir, emptyOutDir: true },
  });
  await precompress(outDir);
}
