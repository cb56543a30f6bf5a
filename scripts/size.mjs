// `npm run size`: opens / of the production build in Chromium, sums the gzip size of every
// script it fetches, prints the figure, and fails above the budget (170 KiB; aim 150 KiB).
import { spawnSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS } from './chromium.mjs';
import { ensureChromium } from './ensure-chromium.mjs';
import { serveStack } from './serve-stack.mjs';

const BUDGET_KIB = 170;
const TARGET_KIB = 150;

if (!process.argv.includes('--no-build')) {
  const { status } = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
    stdio: 'inherit',
  });
  if (status !== 0) process.exit(status ?? 1);
}

const executablePath = ensureChromium();
const { origin, stop } = await serveStack({ sandboxPort: 8789, previewPort: 4174, dbName: 'size' });
let total = 0;
const rows = [];
try {
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  const page = await browser.newPage();
  const pending = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response.body().then((body) => {
        const gz = gzipSync(body, { level: 9 }).length;
        rows.push([new URL(response.url()).pathname, body.length, gz]);
        total += gz;
      }),
    );
  });
  await page.goto(`${origin}/`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  await browser.close();
} finally {
  stop();
}

rows.sort((a, b) => b[2] - a[2]);
for (const [path, raw, gz] of rows) {
  console.log(
    `${(gz / 1024).toFixed(1).padStart(7)} KiB gz  ${(raw / 1024).toFixed(1).padStart(7)} KiB  ${path}`,
  );
}
const kib = total / 1024;
console.log(
  `JavaScript carregado por /: ${kib.toFixed(1)} KiB gzip em ${rows.length} arquivos (orçamento ${BUDGET_KIB} KiB, meta ${TARGET_KIB} KiB)`,
);
if (kib > BUDGET_KIB) {
  console.error(`Acima do orçamento: ${kib.toFixed(1)} KiB > ${BUDGET_KIB} KiB.`);
  process.exit(1);
}
