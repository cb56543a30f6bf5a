// `node scripts/compare-screens.mjs --shoot <dir> [--against <dir>]`: photographs the built site
// (dist/, served as production serves it, with a fresh sandbox) on a phone and a desktop, page
// by page and with the dialogs and panels a guest opens, and writes one PNG per view into
// <dir> (`--only <pattern>`: the views whose name matches). With --against, compares each view with the one of the same name in the other folder,
// pixel for pixel, and prints the views that differ. For changes to how styles are written that
// must not change what a guest sees: shoot before, build the change, shoot again against it.
import { mkdirSync, readFileSync, existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, devices } from '@playwright/test';
import { CHROMIUM_ARGS } from './chromium.mjs';
import { ensureChromium } from './ensure-chromium.mjs';
import { option } from './bench/option.mjs';
import { serveStack } from './serve-stack.mjs';

const dir = option('--shoot', '');
const against = option('--against', '');
/** Only the views whose name matches (`--only hotel-`), to look again at a few. */
const only = new RegExp(option('--only', ''));
if (!dir) {
  console.error('Uso: node scripts/compare-screens.mjs --shoot <pasta> [--against <pasta>]');
  process.exit(2);
}
mkdirSync(dir, { recursive: true });

/** dd/MM/yyyy, `days` from today in the hotels' zone: the search links' dates. */
const wireDay = (days) =>
  new Date(Date.now() + days * 86_400_000).toLocaleDateString('pt-BR', {
    timeZone: 'America/Sao_Paulo',
  });
const searchLink = (hotel) =>
  `/hotelSearch/${Buffer.from(
    new URLSearchParams({
      inicio: wireDay(30),
      fim: wireDay(32),
      id_hotel: String(hotel),
      id_uh: '0',
      qtd_adulto: '2',
      qtd_crianca: '1',
      idade_crianca1: '7',
    }).toString(),
  ).toString('base64url')}`;

/** A visitor's recorded choice (src/lib/consent.ts's cookie, as tests/e2e/support/demo.ts writes it). */
const CONSENT = encodeURIComponent(
  JSON.stringify({ versao: 1, data: new Date().toISOString(), analise: false, marketing: false }),
);

const login = async (page, cpf) => {
  await page.goto('/');
  // The app's own dialog: one opened before the app came is another journey (first-paint-login).
  await page.waitForLoadState('networkidle');
  await page
    .getByRole('button', { name: /^(LOGIN|ENTRAR)$/ })
    .filter({ visible: true })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('CPF').fill(cpf);
  await dialog.getByLabel('Senha').fill('Aurora@2026');
  await dialog.getByRole('button', { name: 'Entrar' }).click();
  await dialog.waitFor({ state: 'detached' });
};

/** What is photographed: a name, and how to get there from a fresh page. */
const VIEWS = [
  ['home', (page) => page.goto('/')],
  [
    'home-calendar',
    async (page) => {
      await page.goto('/');
      await page
        .getByRole('button', { name: /Chegada e partida/ })
        .first()
        .click();
      await page.getByRole('dialog').waitFor();
    },
  ],
  [
    'home-rooms',
    async (page) => {
      await page.goto('/');
      await page
        .getByRole('button', { name: /Quartos/ })
        .first()
        .click();
      await page.getByRole('dialog').waitFor();
    },
  ],
  [
    'home-login',
    async (page) => {
      await page.goto('/');
      await page
        .getByRole('button', { name: /^(LOGIN|ENTRAR)$/ })
        .filter({ visible: true })
        .first()
        .click();
      await page.getByRole('dialog').waitFor();
    },
  ],
  ['hotels', (page) => page.goto('/hoteis')],
  ['park', (page) => page.goto('/aurora-acqua-park')],
  ['terms', (page) => page.goto('/termos-de-uso')],
  ['accessibility', (page) => page.goto('/acessibilidade')],
  ['register', (page) => page.goto('/cadastro')],
  ['results-all', (page) => page.goto(searchLink(0))],
  ['not-found', (page) => page.goto('/pagina-que-nao-existe')],
  [
    'tickets',
    async (page) => {
      await login(page, '52998224725');
      await page.goto('/ingressos');
    },
  ],
  [
    'account',
    async (page) => {
      await login(page, '52998224725');
      await page.goto('/minhaConta/reservas');
    },
  ],
  [
    'account-data',
    async (page) => {
      await login(page, '52998224725');
      await page.goto('/minhaConta/meus-dados');
    },
  ],
  [
    'contracts',
    async (page) => {
      await login(page, '11144477735');
      await page.goto('/meus-contratos');
    },
  ],
];

const executablePath = ensureChromium();
const { origin, stop } = await serveStack({
  sandboxPort: 8791,
  previewPort: 4176,
  dbName: 'compare-screens',
});
const shots = [];
try {
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  // Every hotel page: each has its own colours (theme/hotel-schemes.ts).
  const listing = await browser.newPage({ baseURL: origin });
  await listing.goto('/hoteis');
  await listing.waitForLoadState('networkidle');
  const hotels = await listing
    .locator('a[href^="/hotel/"]')
    .evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href')))]);
  await listing.close();
  const views = [
    ...VIEWS,
    ...hotels.map((href) => [`hotel-${href.split('/').pop()}`, (page) => page.goto(href)]),
  ];
  for (const [device, options] of [
    ['phone', devices['Pixel 7']],
    ['desktop', { viewport: { width: 1280, height: 900 } }],
  ]) {
    for (const [name, open] of views.filter(([name]) => only.test(name))) {
      const context = await browser.newContext({
        ...options,
        baseURL: origin,
        reducedMotion: 'reduce',
        timezoneId: 'America/Sao_Paulo',
      });
      // The cookie notice is a view of its own (home); elsewhere it would cover the page.
      if (name !== 'home') {
        await context.addCookies([{ name: 'termos-de-uso', value: CONSENT, url: origin }]);
      }
      const page = await context.newPage();
      try {
        await open(page);
        await page.waitForLoadState('networkidle');
        await page.evaluate(() => document.fonts.ready);
        const file = `${device}-${name}.png`;
        writeFileSync(
          join(dir, file),
          await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' }),
        );
        shots.push(file);
      } catch (error) {
        console.log(`${device}-${name}: não fotografada (${String(error).split('\n')[0]})`);
      }
      await context.close();
    }
  }
  await browser.close();
} finally {
  stop();
}
console.log(`${shots.length} vistas em ${dir}`);

if (against) {
  const differ = shots.filter(
    (file) =>
      !existsSync(join(against, file)) ||
      !readFileSync(join(dir, file)).equals(readFileSync(join(against, file))),
  );
  for (const file of differ) console.log(`difere: ${file}`);
  console.log(`${shots.length - differ.length} iguais, ${differ.length} diferentes de ${against}`);
  if (differ.length > 0) process.exit(1);
}
