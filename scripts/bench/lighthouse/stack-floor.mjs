// Builds the stack floor (stack-floor/main.tsx: the floor page made with the site's stack) into
// the audited site's folder, so the same server serves it in the same run, precompressed like
// every file of the site.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { CHROMIUM_ARGS } from '../../chromium.mjs';
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

/**
 * Before any audit, proves in a phone-sized Chromium that the page shows the hero banner
 * (`bannerAlt`): a failed loader renders React Router's error page, which paints sooner and
 * would flatter the reference.
 */
export async function checkStackFloor(executablePath, url, bannerAlt) {
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    await page.goto(url);
    const hero = page.getByRole('img', { name: bannerAlt, exact: true });
    await hero.waitFor({ timeout: 30_000 });
    // A broken image is as bad as none: it must have loaded, not merely be in the page.
    const loaded = await hero.evaluate((img) =>
      img.complete
        ? img.naturalWidth > 0
        : new Promise((done) => {
            img.onload = () => done(true);
            img.onerror = () => done(false);
          }),
    );
    if (!loaded) throw new Error(`A referência da pilha não carregou a imagem '${bannerAlt}'`);
  } finally {
    await browser.close();
  }
}
