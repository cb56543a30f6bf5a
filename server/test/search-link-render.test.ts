import type { ChildProcess } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadBundle, renderConfig } from '../src/prerender/load-bundle';
import { createPrerenderer, type Prerenderer } from '../src/prerender/prerenderer';
import type { SearchRenderOptions } from '../src/search-link-render';
import { buildServer } from '../src/server';
import { apiProxy, buildPrerender, REPO, startSandbox, stopSandbox } from './real-bundle';

/**
 * Search links rendered by the server with their results (issue 50), through the real bundle
 * and a real sandbox, behind a proxy that counts the availability requests and can delay them.
 */
const SITE_DIR = join(REPO, `dist-test-search-link-${process.pid}`);
const SITE_URL = 'https://reservas.aurora.example';
const AVAILABILITY = '/api/disponibilidade/v2/consultar';
const RENDER: SearchRenderOptions = { timeoutMs: 1_500, cacheSeconds: 10, perMinute: 1_000 };

/** The app's stylesheet as a built shell links it (the build here is the server's bundle only). */
const APP_STYLESHEET = {
  tag: '\n    <link rel="stylesheet" crossorigin href="/assets/style-T1.css">',
  css: '.app-frame{margin:0}',
};

let sandbox: ChildProcess;
let sandboxOrigin: string;
let upstream: FastifyInstance;
let prerenderer: Prerenderer;
let app: FastifyInstance;
const api = { calls: 0, delayMs: 0 };

beforeAll(async () => {
  buildPrerender(SITE_DIR);
  ({ sandbox, origin: sandboxOrigin } = await startSandbox(
    SITE_DIR,
    21_000 + (process.pid % 19_000),
  ));
  upstream = countingProxy(sandboxOrigin);
  const apiOrigin = await upstream.listen({ host: '127.0.0.1', port: 0 });
  const config = renderConfig({ VITE_SITE_URL: SITE_URL, VITE_API_TIMEOUT_MS: '5000' }, apiOrigin)!;
  const bundle = (await loadBundle(SITE_DIR, config))!;
  const shell = readFileSync(join(SITE_DIR, 'index.html'), 'utf8').replace(
    '</head>',
    `${APP_STYLESHEET.tag}</head>`,
  );
  prerenderer = createPrerenderer(
    bundle,
    shell,
    { warn: () => {}, info: () => {} },
    { appStylesheet: APP_STYLESHEET },
  );
  await prerenderer.refresh();
  app = buildServer({ siteDir: SITE_DIR, prerenderer, searchRender: RENDER });
  // The sandbox's first search of a fresh database takes longer than the limit on a busy machine.
  await apiAnswer(60);
}, 120_000);

// CI shares the machine with the browser it drives: closing may take longer than the default.
afterAll(async () => {
  await app?.close();
  await upstream?.close();
  stopSandbox(sandbox);
  rmSync(SITE_DIR, { recursive: true, force: true });
}, 30_000);

beforeEach(() => {
  api.delayMs = 0;
});

/** The sandbox's APIs, counting the availability searches and answering them `delayMs` late. */
function countingProxy(origin: string): FastifyInstance {
  return apiProxy(origin, {
    async before(url) {
      if (!url.startsWith(AVAILABILITY)) return;
      api.calls += 1;
      await new Promise((resolve) => setTimeout(resolve, api.delayMs));
    },
  });
}

/** dd/MM/yyyy `days` from today. */
function wireDate(days: number): string {
  const date = new Date(Date.now() + days * 864e5);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
}

/** A search link for hotel 1, `arrival` days ahead, 2 nights, 2 adults. */
function linkPath(arrival: number, hotel = 1): string {
  const query = new URLSearchParams({
    inicio: wireDate(arrival),
    fim: wireDate(arrival + 2),
    id_hotel: String(hotel),
    id_uh: '0',
    qtd_adulto: '2',
    qtd_crianca: '0',
  });
  return `/hotelSearch/${Buffer.from(query.toString()).toString('base64url')}`;
}

async function open(path: string, server = app, headers: Record<string, string> = {}) {
  const response = await server.inject({
    url: path,
    headers: { 'accept-encoding': 'identity', ...headers },
  });
  const { document } = new JSDOM(response.body).window;
  const block = document.getElementById('prerender-data')?.textContent;
  const data = block
    ? (JSON.parse(block) as {
        path: string;
        search?: { rows: Record<string, unknown>[] };
        linkedStay?: Record<string, unknown>;
      })
    : null;
  return { response, document, data };
}

/**
 * The results a guest sees: the page's, or, when they came after the page, the part React
 * streamed at the end of the root, which its script (or, without JavaScript, the page's noscript
 * style) puts in their place.
 */
function shownResults(document: Document): string {
  const streamed = document.querySelector('#root > div[hidden][id^="S:"]');
  return streamed?.textContent ?? document.querySelector('#root main')?.textContent ?? '';
}

/** The availability API's own answer to the link's search, asked directly. */
async function apiAnswer(arrival: number): Promise<Record<string, unknown>[]> {
  const response = await fetch(`${sandboxOrigin}${AVAILABILITY}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      data_chegada: wireDate(arrival),
      data_partida: wireDate(arrival + 2),
      id_hotel: 1,
      id_uh: 0,
      cupom: '',
      apartamentos: [{ qtd_adultos: 2, criancas: [] }],
    }),
  });
  return (await response.json()) as Record<string, unknown>[];
}

const PRICES = ['valor_sem', 'valor_cafe', 'valor_meia', 'valor_inteira'] as const;
const pricesOf = (rows: Record<string, unknown>[]) =>
  rows.map((row) => [row.id_uh, ...PRICES.map((field) => row[field])]);

describe('a search link rendered with its results', () => {
  it('carries the priced rooms in its HTML, the API’s own figures, for this response only', async () => {
    const { response, document, data } = await open(linkPath(45));
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(document.title).toBe('Resultado da busca | Aurora Hotéis');
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(document.querySelector('#root main h1')?.textContent).toBe('Resultado da busca');
    expect(shownResults(document)).toMatch(/R\$\s?\d/);
    // The figures the page shows are the API's, to the centavo: the rows it was rendered from.
    expect(data?.search).toBeDefined();
    expect(pricesOf(data!.search!.rows)).toEqual(pricesOf(await apiAnswer(45)));
  });

  it('shows the link’s stay in its search bar, above the results for it, and hands it to the browser', async () => {
    const { document, data } = await open(linkPath(47, 3));
    const bar = document.querySelector('form[role="search"]')!;
    const fields = bar.querySelectorAll('button[aria-haspopup="dialog"]');
    expect(fields[0]?.textContent).toBe(`${wireDate(47)} – ${wireDate(49)}`);
    expect(fields[1]?.textContent).toBe('1 quarto, 2 adultos');
    expect(bar.querySelector<HTMLSelectElement>('select[name="id_hotel"]')?.value).toBe('3');
    // A PESQUISAR sent as a plain form (no app) searches what the bar shows.
    expect(bar.querySelector<HTMLInputElement>('input[name="inicio"]')?.value).toBe(wireDate(47));
    expect(bar.querySelector<HTMLInputElement>('input[name="fim"]')?.value).toBe(wireDate(49));
    // The browser's bar hydrates with the same stay (src/main.tsx).
    expect(data?.linkedStay).toMatchObject({
      data_chegada: wireDate(47),
      data_partida: wireDate(49),
      id_hotel: 3,
      apartamentos: [{ qtd_adultos: 2, criancas: [] }],
    });
  });

  it('shows each link’s own stay when several are rendered at once', async () => {
    // Renders overlap on a busy server: a stay kept in a module's state would leak between them.
    const pages = await Promise.all([
      open(linkPath(70)),
      open(linkPath(72, 3)),
      open(linkPath(74)),
    ]);
    const shown = pages.map(
      ({ document }) =>
        document.querySelector('form[role="search"] button[aria-haspopup="dialog"]')?.textContent,
    );
    expect(shown).toEqual([
      `${wireDate(70)} – ${wireDate(72)}`,
      `${wireDate(72)} – ${wireDate(74)}`,
      `${wireDate(74)} – ${wireDate(76)}`,
    ]);
  });

  it('allows its inline styles and React’s scripts by a nonce of its own, and nothing else inline', async () => {
    const { response, document } = await open(linkPath(46));
    const policy = String(response.headers['content-security-policy']);
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce).toBeDefined();
    expect(policy).toContain(`script-src 'self' 'nonce-${nonce}'`);
    const inline = [...document.querySelectorAll('style, script:not([src])')].filter(
      (element) => element.getAttribute('type') !== 'application/json',
    );
    expect(inline.length).toBeGreaterThan(0);
    for (const element of inline) expect(element.getAttribute('nonce')).toBe(nonce);
    const again = await open(linkPath(46));
    expect(String(again.response.headers['content-security-policy'])).not.toContain(nonce);
    // Every other page keeps the policy without a nonce.
    const home = await app.inject({ url: '/' });
    expect(String(home.headers['content-security-policy'])).not.toContain('nonce');
  });

  it('brings the app’s styles in its head, not as a file to fetch before it paints', async () => {
    const { response, document } = await open(linkPath(46));
    const nonce = /'nonce-([^']+)'/.exec(String(response.headers['content-security-policy']))?.[1];
    const styles = [...document.head.querySelectorAll('style')];
    expect(styles[0]?.textContent).toBe(APP_STYLESHEET.css);
    expect(styles[0]?.getAttribute('nonce')).toBe(nonce);
    expect(document.querySelector('link[rel="stylesheet"]')).toBeNull();
    // Fetched by a held PESQUISAR to go in place of a prerendered page, which has them already.
    const fetched = await open(linkPath(46), app, { 'sec-fetch-dest': 'empty' });
    const fetchedStyles = [...fetched.document.head.querySelectorAll('style')];
    expect(fetchedStyles.map((style) => style.textContent)).not.toContain(APP_STYLESHEET.css);
    expect(fetchedStyles.length).toBeGreaterThan(0);
    expect(shownResults(fetched.document)).toMatch(/R\$\s?\d/);
  });

  it('sends the page at once and the results in the same response when the API answers', async () => {
    api.delayMs = 700;
    const origin = await app.listen({ host: '127.0.0.1', port: 0 });
    const started = Date.now();
    const response = await fetch(`${origin}${linkPath(47)}`);
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    let firstAt: number | null = null;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
      if (firstAt === null && text.includes('PESQUISAR')) firstAt = Date.now() - started;
    }
    const total = Date.now() - started;
    expect(firstAt).not.toBeNull();
    expect(firstAt!).toBeLessThan(700);
    // Marked from its first bytes: before-app.js holds a tap there before the data block comes.
    expect(text).toMatch(/<script src="\/before-app\.js"[^>]* data-server-rendered[ >]/);
    expect(text.indexOf('data-server-rendered')).toBeLessThan(text.indexOf('PESQUISAR'));
    expect(total).toBeGreaterThanOrEqual(700);
    expect(text).toMatch(/R\$\s?\d/);
    expect(text.indexOf('PESQUISAR')).toBeLessThan(text.search(/R\$\s?\d/));
  });

  it('leaves the search to the browser when the API is slower than the limit: no error, no price', async () => {
    api.delayMs = RENDER.timeoutMs + 1_000;
    const { response, document, data } = await open(linkPath(48));
    expect(response.statusCode).toBe(200);
    expect(data?.search).toBeUndefined();
    expect(shownResults(document)).toContain('Procurando quartos disponíveis...');
    expect(document.getElementById('root')?.textContent).not.toMatch(/R\$\s?\d/);
  });

  it('leaves the search to the browser when the API fails', async () => {
    const faults = await fetch(`${sandboxOrigin}/__test/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([{ method: 'POST', path: AVAILABILITY, kind: 'status', status: 503 }]),
    });
    expect(faults.status).toBe(201);
    try {
      const { response, data, document } = await open(linkPath(49));
      expect(response.statusCode).toBe(200);
      expect(data?.search).toBeUndefined();
      expect(document.querySelector('#root main')?.textContent).toContain(
        'Procurando quartos disponíveis...',
      );
    } finally {
      await fetch(`${sandboxOrigin}/__test/faults`, { method: 'DELETE' });
    }
  });

  it('answers Google’s landing page with the link’s page itself, and tells the browser the link', async () => {
    const checkin = wireDate(55).split('/').reverse().join('-');
    const { response, data, document } = await open(
      `/google/hotel?hotel=1&chegada=${checkin}&noites=2&adultos=2&criancas=0&quarto=101&plano=sem`,
    );
    expect(response.statusCode).toBe(200);
    // The address bar shows the link's address from the first paint: an inline script with the
    // response's nonce, first in the page.
    const nonce = /'nonce-([^']+)'/.exec(String(response.headers['content-security-policy']))?.[1];
    const [script] = [...document.head.querySelectorAll('script:not([src]):not([type])')];
    expect(script?.getAttribute('nonce')).toBe(nonce);
    const link = /replaceState\(history\.state, '', "([^"]+)"\)/.exec(
      script?.textContent ?? '',
    )?.[1];
    expect(link).toMatch(/^\/hotelSearch\/[\w-]+\?ordem=menor-preco&destaque=101&pensao=sem$/);
    expect(data?.path).toBe(link?.split('?')[0]);
    expect(data?.search).toBeDefined();
    expect(shownResults(document)).toMatch(/R\$\s?\d/);
    // A landing that does not make a link is still sent to it, whose page says why.
    const past = await app.inject({ url: '/google/hotel?hotel=1&chegada=2020-01-10&noites=2' });
    expect(past.statusCode).toBe(303);
  });

  it('answers a link that does not decode with the shell, whose page explains it', async () => {
    const before = api.calls;
    const { response, document, data } = await open('/hotelSearch/nao-e-um-link');
    expect(response.statusCode).toBe(200);
    expect(data).toBeNull();
    expect(document.getElementById('startup-data')).not.toBeNull();
    expect(api.calls).toBe(before);
  });

  it('asks the API once for a burst of the same search, and again once the answer is old', async () => {
    const before = api.calls;
    await Promise.all([open(linkPath(50)), open(linkPath(50)), open(linkPath(50))]);
    expect(api.calls).toBe(before + 1);
    await open(linkPath(51));
    expect(api.calls).toBe(before + 2);
  });

  it('gives an address past its limit the shell, without asking the API', async () => {
    const limited = buildServer({
      siteDir: SITE_DIR,
      prerenderer,
      searchRender: { ...RENDER, perMinute: 2, cacheSeconds: 0 },
    });
    try {
      expect((await open(linkPath(52), limited)).data?.search).toBeDefined();
      expect((await open(linkPath(53), limited)).data?.search).toBeDefined();
      const before = api.calls;
      const third = await open(linkPath(54), limited);
      expect(third.response.statusCode).toBe(200);
      expect(third.data).toBeNull();
      expect(api.calls).toBe(before);
    } finally {
      await limited.close();
    }
  });
});
