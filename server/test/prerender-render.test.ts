import { execFile, type ChildProcess } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PrerenderBundle } from '../src/prerender/bundle';
import { loadBundle, renderConfig } from '../src/prerender/load-bundle';
import { createPrerenderer, type Prerenderer } from '../src/prerender/prerenderer';
import { GOOGLE_LANDING_PATH, GOOGLE_PRICES_PATH } from '../src/prerender/google-routes';
import { buildServer } from '../src/server';
import { apiProxy, buildPrerender, REPO, startSandbox, stopSandbox } from './real-bundle';

/**
 * The real server render (src/entry-prerender.tsx, built as `npm run build` builds it) against
 * a real sandbox: what a link preview, a search engine and the browser get for each public page.
 */
// Inside the repository, so the bundle finds its packages in node_modules (dist-* is ignored).
const SITE_DIR = join(REPO, `dist-test-prerender-${process.pid}`);
const SITE_URL = 'https://reservas.aurora.example';
const WHATSAPP = { 'user-agent': 'WhatsApp/2.24.1.6 A', 'accept-encoding': 'identity' };
const HOSTILE = '</script><script>window.__xss = 1</script><!--';

let sandbox: ChildProcess;
let sandboxOrigin: string;
let upstream: FastifyInstance;
let bundle: PrerenderBundle;
let prerenderer: Prerenderer;
let app: FastifyInstance;
let apiOrigin: string;

beforeAll(async () => {
  buildPrerender(SITE_DIR);
  ({ sandbox, origin: sandboxOrigin } = await startSandbox(SITE_DIR));
  upstream = hostileCms(sandboxOrigin);
  apiOrigin = await upstream.listen({ host: '127.0.0.1', port: 0 });
  const config = renderConfig({ VITE_SITE_URL: SITE_URL, VITE_API_TIMEOUT_MS: '2000' }, apiOrigin)!;
  bundle = (await loadBundle(SITE_DIR, config))!;
  const shell = readFileSync(join(SITE_DIR, 'index.html'), 'utf8');
  prerenderer = createPrerenderer(bundle, shell, { warn: () => {}, info: () => {} });
  app = buildServer({ siteDir: SITE_DIR, prerenderer });
  await prerenderer.refresh();
}, 120_000);

afterAll(async () => {
  await app?.close();
  await upstream?.close();
  stopSandbox(sandbox);
  rmSync(SITE_DIR, { recursive: true, force: true });
});

/** The APIs as the sandbox answers them, except that one CMS page carries a hostile text. */
function hostileCms(origin: string): FastifyInstance {
  return apiProxy(origin, {
    rewrite(url, text, ok) {
      if (url !== '/services/site/pagina/1' || !ok) return text;
      const page = JSON.parse(text) as { conteudo: string };
      return JSON.stringify({ ...page, conteudo: `${page.conteudo}<p>${HOSTILE}</p>` });
    },
  });
}

async function page(path: string) {
  const response = await app.inject({ url: path, headers: WHATSAPP });
  expect(response.statusCode).toBe(200);
  const { document } = new JSDOM(response.body).window;
  const meta = (key: string) =>
    document.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content');
  const jsonLd = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (block) => JSON.parse(block.textContent!) as Record<string, unknown>,
  );
  const data = document.getElementById(bundle.PRERENDER_DATA_ID)?.textContent;
  return { html: response.body, document, meta, jsonLd, data };
}

describe('the public pages, as a link preview reads them', () => {
  it('renders every public page of the catalogue', async () => {
    const paths = bundle.pathsOf(await bundle.loadCatalogue());
    expect(paths).toHaveLength(24);
    for (const path of paths) expect(prerenderer.page(path), path).toBeDefined();
  });

  it.each([
    ['/', 'Início | Aurora Hotéis', /Reserve direto/],
    ['/hoteis', 'Hotéis | Aurora Hotéis', /Conheça os 14 hotéis Aurora em Caldas Novas/],
    ['/hotel/thermas-aurora', 'Thermas Aurora | Aurora Hotéis', /águas termais/],
    ['/aurora-acqua-park', 'Aurora Acqua Park | Aurora Hotéis', /\S/],
    ['/informacoes/quem-somos', 'Quem somos | Aurora Hotéis', /\S/],
  ])(
    '%s: title, description, canonical, Open Graph and Twitter tags',
    async (path, title, description) => {
      const { document, meta } = await page(path);
      expect(document.documentElement.lang).toBe('pt-BR');
      expect(document.title).toBe(title);
      expect(document.querySelectorAll('title')).toHaveLength(1);
      expect(document.querySelectorAll('meta[name="description"]')).toHaveLength(1);
      expect(meta('description')).toMatch(description);
      const url = `${SITE_URL}${path}`;
      expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(url);
      expect(meta('og:url')).toBe(url);
      expect(meta('og:title')).toBe(title);
      expect(meta('og:description')).toBe(meta('description'));
      expect(meta('og:image')).toMatch(new RegExp(`^${SITE_URL}/admin/uploads/`));
      expect(meta('twitter:card')).toBe('summary_large_image');
      expect(meta('twitter:image')).toBe(meta('og:image'));
      // The page itself: its one h1 in the HTML, before any JavaScript.
      expect(document.querySelectorAll('#root h1')).toHaveLength(1);
    },
  );

  it('a hotel page names the hotel in Hotel JSON-LD that parses', async () => {
    const { jsonLd, document } = await page('/hotel/aurora-fiori');
    expect(jsonLd).toHaveLength(1);
    expect(jsonLd[0]).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Hotel',
      name: 'Aurora Fiori',
      url: `${SITE_URL}/hotel/aurora-fiori`,
      address: { '@type': 'PostalAddress', addressCountry: 'BR' },
      geo: { '@type': 'GeoCoordinates' },
    });
    expect((jsonLd[0]!.amenityFeature as unknown[]).length).toBeGreaterThan(0);
    expect(document.querySelector('#root h1')?.textContent).toBe('Aurora Fiori');
    // Its search bar searches this hotel from the first paint, as a tap before the app sends it.
    const shown = (name: string) =>
      document.querySelector<HTMLSelectElement>(`#root select[name="${name}"]`)?.selectedOptions[0];
    expect(shown('id_hotel')?.textContent).toBe('Aurora Fiori');
    // The cover is the page's largest paint: in the HTML, fetched first.
    expect(document.querySelector('#root img[fetchpriority="high"]')).not.toBeNull();
  });

  it('the home page carries Organization JSON-LD, and its search bar all hotels', async () => {
    const { jsonLd, document } = await page('/');
    expect(document.querySelector('#root select[name="id_hotel"]')).toHaveProperty('value', '0');
    expect(jsonLd).toEqual([
      expect.objectContaining({ '@type': 'Organization', name: 'Aurora Hotéis' }),
    ]);
  });

  it('a CMS text that closes the data block stays inert: no script ends early, the data parses', async () => {
    const { html, document, data } = await page('/informacoes/quem-somos');
    expect(html).not.toContain('<script>window.__xss');
    // Every <script> is a file or a data block: nothing a browser would run inline.
    for (const script of document.querySelectorAll('script')) {
      expect(script.src || script.type).toMatch(/^(\/|https?:|application\/(ld\+)?json$)/);
    }
    const parsed = JSON.parse(data!) as {
      router: { loaderData: Record<string, { page?: { conteudo: string } }> };
    };
    const cms = Object.values(parsed.router.loaderData).find((entry) => entry?.page)!.page!;
    // The loader data carries the text already sanitised (DOMPurify, in the server render): the
    // hostile script is gone from the data too, and from the page.
    expect(cms.conteudo).not.toContain('<script');
    expect(cms.conteudo).toContain('Grupo Aurora');
    expect(document.querySelector('#root article script')).toBeNull();
  });

  it('renders the same page again on the next refresh (not the route spinner)', async () => {
    const before = (await page('/informacoes/drvc')).document.querySelector(
      '#root h1',
    )?.textContent;
    await prerenderer.refresh();
    const after = await page('/informacoes/drvc');
    expect(after.document.querySelector('#root h1')?.textContent).toBe(before);
    expect(after.html).not.toContain('Carregando página');
  });

  it('an unknown slug gets the shell, never a page of its own', async () => {
    // Refused: the sandbox answers 404 (a failed request), and a stand-in default hotel would be
    // refused as 'hotel desconhecido'.
    await expect(
      bundle.renderPage('/hotel/nao-existe', await bundle.loadCatalogue()),
    ).rejects.toMatchObject({ name: 'PrerenderRefused' });
    const { document } = await page('/hotel/nao-existe');
    expect(document.getElementById('root')?.children).toHaveLength(0);
    expect(document.getElementById(bundle.PRERENDER_DATA_ID)).toBeNull();
  });

  it('every other page gets the shell with the start-up catalogue and banners, escaped', async () => {
    const search = await page('/hotelSearch/eyJjaGVja2luIjoiMjAyNi0xMi0yMCJ9');
    expect(search.document.getElementById('root')?.children).toHaveLength(0);
    expect(search.data).toBeUndefined();
    const block = search.document.getElementById(bundle.STARTUP_DATA_ID)!;
    expect(block.getAttribute('type')).toBe('application/json');
    const startup = JSON.parse(block.textContent!) as {
      catalogue: { hotels: { url_amigavel: string }[]; colors: Record<string, string> };
      banners: { nome_imagem: string; mobile: boolean }[];
    };
    expect(startup.catalogue.hotels.map((h) => h.url_amigavel)).toContain('thermas-aurora');
    expect(Object.keys(startup.catalogue.colors).length).toBeGreaterThan(0);
    expect(startup.banners.length).toBeGreaterThan(0);
    expect(block.textContent).not.toContain('<');
    // The carousel opens the search page: each crop of its first slide is preloaded for its width.
    const preloads = [...search.document.querySelectorAll('link[rel="preload"][as="image"]')];
    const desktop = startup.banners.find((b) => !b.mobile)!.nome_imagem;
    const phone = startup.banners.find((b) => b.mobile)!.nome_imagem;
    expect(preloads.map((link) => [link.getAttribute('href'), link.getAttribute('media')])).toEqual(
      [
        [`/admin/uploads/${desktop}`, '(min-width: 700px)'],
        [`/admin/uploads/${phone}`, 'not all and (min-width: 700px)'],
      ],
    );

    // The account has no carousel: the data, and no image to preload.
    const account = await page('/minha-conta');
    expect(account.document.getElementById(bundle.STARTUP_DATA_ID)).not.toBeNull();
    expect(account.document.querySelector('link[rel="preload"][as="image"]')).toBeNull();
  });

  it("names the source files of each page's lazy parts, for the shell's preloads", async () => {
    expect(await bundle.routeModules('/hotelSearch/eyJhIjoxfQ')).toEqual([
      'src/app/routes/hotel-search-link.tsx',
    ]);
    expect((await bundle.routeModules('/termos-de-uso')).sort()).toEqual([
      'src/app/routes/terms-of-use.loader.ts',
      'src/app/routes/terms-of-use.tsx',
    ]);
    // Once rendered, a route's lazy parts are resolved: still named.
    expect(await bundle.routeModules('/hotel/thermas-aurora')).toContain(
      'src/app/routes/hotel.tsx',
    );
  });

  it('names the source files of what a held tap opens (the login dialog, the results pages, the calendar), for before-app.js', () => {
    expect(bundle.tapModules()).toEqual({
      login: ['src/features/session/components/login-dialog.tsx'],
      // The search link's page the server renders, put in place before the app
      // (src/app/held-search-page.ts), and the app's own results page when it did not render it.
      search: ['src/app/routes/hotel-search-link.tsx', 'src/app/routes/hotel-search.tsx'],
      dates: ['src/features/search/components/date-range-picker.tsx'],
    });
  });

  it('an API failure refuses the half page and keeps the last good one', async () => {
    const good = (await page('/hotel/thermas-aurora')).html;
    const faults = await fetch(`${sandboxOrigin}/__test/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([
        {
          method: 'GET',
          path: '/admin/hoteis/getHotelCompletoByEndPoint',
          kind: 'status',
          status: 503,
        },
      ]),
    });
    expect(faults.status).toBe(201);
    try {
      const report = await prerenderer.refresh();
      expect(report.failed).toContain('/hotel/thermas-aurora');
      expect(report.rendered).toContain('/');
      expect((await page('/hotel/thermas-aurora')).html).toBe(good);
    } finally {
      await fetch(`${sandboxOrigin}/__test/faults`, { method: 'DELETE' });
    }
  }, 60_000);
});

describe('Google Hotels through the real bundle (issue 30)', () => {
  it('prices a query from the sandbox as its search does, and lands the guest on that search', async () => {
    const checkin = new Date(Date.now() + 40 * 864e5).toISOString().slice(0, 10);
    const response = await app.inject({
      method: 'POST',
      url: GOOGLE_PRICES_PATH,
      headers: { 'content-type': 'application/xml' },
      payload: `<?xml version="1.0" encoding="UTF-8"?><Query><Checkin>${checkin}</Checkin><Nights>2</Nights><PropertyList><Property>1</Property></PropertyList></Query>`,
    });
    expect(response.statusCode).toBe(200);
    const price = /<Result><Property>1<\/Property>.*?<Baserate currency="BRL">([\d.]+)</s.exec(
      response.body,
    );
    const [y, m, d] = checkin.split('-');
    const departure = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d) + 2));
    const wire = (date: Date) => date.toISOString().slice(0, 10).split('-').reverse().join('/');
    const search = (await fetch(`${sandboxOrigin}/api/disponibilidade/v2/consultar`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        apartamentos: [{ qtd_adultos: 2, criancas: [] }],
        data_chegada: `${d}/${m}/${y}`,
        data_partida: wire(departure),
        id_hotel: 1,
        id_uh: 0,
        cupom: '',
      }),
    }).then((r) => r.json())) as { disponiveis: number; valor_hospedagem_promo: number }[];
    const lowest = Math.min(
      ...search.filter((r) => r.disponiveis > 0).map((r) => r.valor_hospedagem_promo),
    );
    expect(Number(price?.[1])).toBe(lowest);

    const landing = await app.inject({
      url: `${GOOGLE_LANDING_PATH}?hotel=1&chegada=${checkin}&noites=2&adultos=2&criancas=0&quarto=101&plano=sem`,
    });
    expect(landing.statusCode).toBe(303);
    expect(landing.headers.location).toMatch(
      /^\/hotelSearch\/[\w-]+\?ordem=menor-preco&destaque=101&pensao=sem$/,
    );
    const file = await app.inject({ url: '/feeds/google/landing-pages.xml' });
    expect(file.body).toContain(`<URL>${SITE_URL}${GOOGLE_LANDING_PATH}?hotel=(PARTNER-HOTEL-ID)`);
  }, 60_000);
});

describe('npm run prerender:static (a bare CDN)', () => {
  it('writes every public page, the 200.html shell, stylesheets, sitemap, robots and config.js', async () => {
    // Not execFileSync: the APIs it calls are answered by this process (the hostile-CMS proxy).
    await promisify(execFile)('npm', ['run', 'prerender:static'], {
      cwd: REPO,
      env: {
        ...process.env,
        SITE_DIR,
        API_PROXY_ORIGIN: apiOrigin,
        APP_CONFIG_SITE_URL: SITE_URL,
      },
    });
    const read = (file: string) => readFileSync(join(SITE_DIR, file), 'utf8');
    expect(read('200.html')).toContain('<div id="root"></div>');
    expect(read('200.html')).not.toContain('prerender-data');
    // As the server serves them: the app requested after the first paint (the default).
    expect(read('index.html')).toContain(
      '<script src="/before-app.js" data-server-rendered data-app="',
    );
    expect(read('index.html')).not.toContain('<script type="module"');
    for (const [file, h1] of [
      ['index.html', 'Reserve direto nos hotéis Aurora'],
      ['hotel/aurora-fiori/index.html', 'Aurora Fiori'],
      ['informacoes/drvc/index.html', 'Aurora VIP Club: como funciona'],
    ] as const) {
      const { document } = new JSDOM(read(file)).window;
      expect(document.querySelector('#root h1')?.textContent).toBe(h1);
      const href = document.querySelector('link[rel="stylesheet"]')!.getAttribute('href')!;
      expect(read(href.slice(1))).toContain('{');
    }
    expect(read('sitemap.xml')).toContain(`<loc>${SITE_URL}/hotel/aurora-fiori</loc>`);
    expect(read('robots.txt')).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
    expect(read('config.js')).toContain(`"VITE_SITE_URL": "${SITE_URL}"`);
    // The precompressed home page is the new one, not the shell's.
    expect(gunzipSync(readFileSync(join(SITE_DIR, 'index.html.gz'))).toString()).toBe(
      read('index.html'),
    );
  }, 120_000);
});
