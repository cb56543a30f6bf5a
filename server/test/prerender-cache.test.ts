import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPrerenderer, type Prerenderer } from '../src/prerender/prerenderer';
import { makeSite, SITE } from './fixture';
import { bundle, state } from './prerender-stub';

/**
 * The prerenderer's rules (keep the last good page, never a half page, only the catalogue's
 * paths) with a stand-in bundle whose APIs the test turns on and off. The real bundle is
 * exercised by prerender-render.test.ts.
 */

const REFRESH_TOKEN = 'segredo-do-webhook-do-cms';
let site: ReturnType<typeof makeSite>;
let prerenderer: Prerenderer;
let app: FastifyInstance;
const warnings: string[] = [];

beforeAll(() => {
  site = makeSite();
  prerenderer = createPrerenderer(bundle, SITE.index, {
    warn: (message) => warnings.push(message),
    info: () => {},
  });
  app = site.server({ prerenderer, refreshToken: REFRESH_TOKEN });
});
afterAll(async () => {
  await app.close();
  site.remove();
});
/**
 * The home page a prerenderer serves with the app run after the first paint (and `options`),
 * from the shell with public/before-app.js at the end of its head, after `head` (Vite's
 * modulepreloads, as it writes the entry's imports).
 */
async function homeRunningAppAfterPaint(
  options: NonNullable<Parameters<typeof createPrerenderer>[3]> = {},
  head = '',
): Promise<string> {
  const shell = SITE.index.replace(
    '</head>',
    `${head}<script src="/before-app.js"></script></head>`,
  );
  const served = createPrerenderer(
    bundle,
    shell,
    { warn: () => {}, info: () => {} },
    { appAfterPaint: true, ...options },
  );
  await served.refresh();
  return served.page('/')!.body.toString();
}

beforeEach(() => {
  Object.assign(state, {
    catalogueFails: false,
    shellFails: false,
    feedFails: false,
    failing: new Set(),
    version: 1,
    hotels: ['thermas-aurora', 'aurora-fiori'],
  });
  warnings.length = 0;
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ url, headers: { 'accept-encoding': 'identity', ...headers } });
/** The shell (with or without the start-up data), not a prerendered page. */
const isShell = (body: string) =>
  body.includes('<div id="root"></div>') && !body.includes('id="prerender-data"');

describe('prerendered pages', () => {
  it('serves the shell until a page has been rendered', async () => {
    const fresh = createPrerenderer(bundle, SITE.index, { warn: () => {}, info: () => {} });
    const server = site.server({ prerenderer: fresh });
    expect(isShell((await server.inject({ url: '/hotel/thermas-aurora' })).body)).toBe(true);
    expect((await server.inject({ url: '/sitemap.xml' })).statusCode).toBe(503);
    expect((await server.inject({ url: '/feeds/google/hotels.xml' })).statusCode).toBe(503);
    await server.close();
  });

  it('serves each rendered page: head, styles as a file, the page in #root, its data block', async () => {
    const report = await prerenderer.refresh();
    expect(report).toEqual({
      rendered: ['/', '/hotel/thermas-aurora', '/hotel/aurora-fiori'],
      failed: [],
    });
    const response = await get('/hotel/thermas-aurora?utm_source=whatsapp');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    const html = response.body;
    expect(html).toContain('<title>/hotel/thermas-aurora v1</title>');
    expect(html).toContain('<div id="root"><main>/hotel/thermas-aurora v1</main></div>');
    expect(html).toContain('<div class="overlay"></div><div id="root">');
    expect(html).toContain(
      '<script type="application/json" id="prerender-data">{"path":"/hotel/thermas-aurora"}</script>',
    );
    // No inline script a browser would run: the CSP allows none.
    const scripts = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((m) => m[1]);
    expect(scripts.every((attributes) => /type="application\/(ld\+)?json"/.test(attributes!))).toBe(
      true,
    );

    const href = /<link rel="stylesheet" href="(\/assets\/prerender\/[0-9a-f]{12}\.css)" \/>/.exec(
      html,
    )![1]!;
    const css = await get(href);
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(css.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(css.body).toBe('.v1{color:red}');
  });

  it('sends the stylesheet compressed when the client accepts it', async () => {
    await prerenderer.refresh();
    const html = (await get('/')).body;
    const href = /<link rel="stylesheet" href="([^"]+)"/.exec(html)![1]!;
    const br = await app.inject({ url: href, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe('.v1{color:red}');
  });

  it('sends the page compressed when the client accepts it', async () => {
    await prerenderer.refresh();
    const br = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('<main>/ v1</main>');
    const gzip = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toContain('<main>/ v1</main>');
  });

  it('keeps the last good page when its render fails, and renders the others anew', async () => {
    await prerenderer.refresh();
    state.version = 2;
    state.failing.add('/hotel/aurora-fiori');
    const report = await prerenderer.refresh();
    expect(report.failed).toEqual(['/hotel/aurora-fiori']);
    expect((await get('/hotel/aurora-fiori')).body).toContain(
      '<main>/hotel/aurora-fiori v1</main>',
    );
    expect((await get('/hotel/thermas-aurora')).body).toContain(
      '<main>/hotel/thermas-aurora v2</main>',
    );
    expect(warnings.join('\n')).toContain('/hotel/aurora-fiori');
    // The old stylesheet stays servable for the pages that still name it.
    expect((await get('/assets/prerender/000000000000.css')).statusCode).toBe(404);
  });

  it('keeps every page when the catalogue cannot be loaded', async () => {
    await prerenderer.refresh();
    state.catalogueFails = true;
    state.version = 2;
    const report = await prerenderer.refresh();
    expect(report.catalogueError).toBe('services API 503');
    expect((await get('/')).body).toContain('<main>/ v1</main>');
  });

  it('never prerenders an unknown slug, and drops a hotel the catalogue no longer lists', async () => {
    await prerenderer.refresh();
    expect(isShell((await get('/hotel/nao-existe')).body)).toBe(true);
    expect(prerenderer.page('/hotel/nao-existe')).toBeUndefined();
    state.hotels = ['thermas-aurora'];
    await prerenderer.refresh();
    expect(isShell((await get('/hotel/aurora-fiori')).body)).toBe(true);
  });

  it('serves sitemap.xml and robots.txt of this environment', async () => {
    await prerenderer.refresh();
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(sitemap.body).toBe(
      'https://reservas.aurora.example/\nhttps://reservas.aurora.example/hotel/thermas-aurora\nhttps://reservas.aurora.example/hotel/aurora-fiori',
    );
    const robots = await get('/robots.txt');
    expect(robots.body).toContain('Sitemap: https://reservas.aurora.example/sitemap.xml');
  });

  it("serves Google's hotel list of the catalogue, and keeps the last good one when a build fails", async () => {
    await prerenderer.refresh();
    const feed = await get('/feeds/google/hotels.xml');
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(feed.body).toBe(
      '<listings><language>pt</language><listing><id>thermas-aurora</id></listing><listing><id>aurora-fiori</id></listing><!--v1--></listings>',
    );
    state.version = 2;
    state.feedFails = true;
    await prerenderer.refresh();
    expect((await get('/feeds/google/hotels.xml')).body).toContain('<!--v1-->');
    expect(warnings.some((w) => w.includes('Lista de hotéis do Google falhou'))).toBe(true);
    state.feedFails = false;
    await prerenderer.refresh();
    expect((await get('/feeds/google/hotels.xml')).body).toContain('<!--v2-->');
  });

  it('with PRERENDER_APP_AFTER_PAINT, runs the app at the first paint, its code preloaded from the start', async () => {
    const html = await homeRunningAppAfterPaint(
      {},
      '<link rel="modulepreload" crossorigin href="/assets/react-X1.js">',
    );
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain(
      '<script src="/before-app.js" data-server-rendered data-app="/assets/index-AbC123.js"></script>',
    );
    expect(html.indexOf('before-app.js')).toBeLessThan(html.indexOf('</head>'));
    // The code downloads from the start, after the page and its hero, without being compiled.
    for (const href of ['/assets/index-AbC123.js', '/assets/react-X1.js']) {
      const link = `<link rel="preload" as="script" crossorigin fetchpriority="low" href="${href}">`;
      expect(html).toContain(link);
      expect(html.indexOf(link)).toBeGreaterThan(html.indexOf('id="prerender-data"'));
    }
  });

  it('tells public/before-app.js where to check a stored session, in the browser’s API', async () => {
    const html = await homeRunningAppAfterPaint({
      sessionCheckUrl: 'https://api.aurora.example/api/autenticacao/verifica',
    });
    expect(html).toContain(
      '<script src="/before-app.js" data-session-check="https://api.aurora.example/api/autenticacao/verifica" data-server-rendered data-app="/assets/index-AbC123.js"></script>',
    );
  });

  it('tells public/before-app.js the chunks a held LOGIN opens, from the build’s manifest', async () => {
    const html = await homeRunningAppAfterPaint({
      manifest: {
        'index.html': { file: 'assets/index-AbC123.js', isEntry: true, imports: ['_react.js'] },
        '_react.js': { file: 'assets/react-X1.js' },
        'src/features/session/components/login-dialog.tsx': {
          file: 'assets/login-dialog-D1.js',
          imports: ['_react.js', '_imask.js'],
        },
        '_imask.js': { file: 'assets/imask-M1.js' },
      },
    });
    // The dialog and what it imports, less what the app's entry already loads.
    expect(html).toContain(
      '<script src="/before-app.js" data-tap-login="/assets/login-dialog-D1.js /assets/imask-M1.js" data-server-rendered data-app="/assets/index-AbC123.js"></script>',
    );
  });

  it('tells public/before-app.js the file a held PESQUISAR runs, the held-search chunk of the manifest', async () => {
    const html = await homeRunningAppAfterPaint(
      {
        manifest: {
          'index.html': {
            file: 'assets/index-AbC123.js',
            isEntry: true,
            imports: ['_held-search-H1.js'],
          },
          '_held-search-H1.js': { file: 'assets/held-search-H1.js', name: 'held-search' },
        },
      },
      '<link rel="modulepreload" crossorigin href="/assets/held-search-H1.js">',
    );
    expect(html).toContain(
      '<script src="/before-app.js" data-held-search="/assets/held-search-H1.js" data-server-rendered data-app="/assets/index-AbC123.js"></script>',
    );
    // Downloaded with the app's code from the start, as the entry imports it, and not held back
    // with it: a PESQUISAR tapped at the first paint sends its request from this file at once.
    expect(html).toContain(
      '<link rel="preload" as="script" crossorigin href="/assets/held-search-H1.js">',
    );
    expect(html).toContain(
      '<link rel="preload" as="script" crossorigin fetchpriority="low" href="/assets/index-AbC123.js">',
    );
  });

  it('serves every other path the shell with its start-up data; the banner preload only where the carousel opens the page', async () => {
    await prerenderer.refresh();
    const search = await get('/hotelSearch/eyJhIjoxfQ');
    expect(search.statusCode).toBe(200);
    expect(search.headers['cache-control']).toBe('no-cache');
    expect(search.headers['content-security-policy']).toContain("script-src 'self'");
    expect(search.body).toContain(
      '<div id="root"></div>\n    <script type="application/json" id="startup-data">{"banners":["v1"]}</script>',
    );
    expect(search.body).toContain('<link rel="preload" as="image" href="/banner-v1.jpg" />');
    expect(search.body).toContain('<script type="module" src="/assets/index-AbC123.js">');

    const account = (await get('/minha-conta')).body;
    expect(account).toContain('id="startup-data">{"banners":["v1"]}');
    expect(account).not.toContain('rel="preload"');
    const gzip = await app.inject({ url: '/checkout', headers: { 'accept-encoding': 'gzip' } });
    expect(gunzipSync(gzip.rawPayload).toString()).toContain('id="startup-data"');
  });

  it("preloads the page's own chunks in its shell, from the build's manifest", async () => {
    const withManifest = createPrerenderer(
      bundle,
      SITE.index,
      { warn: () => {}, info: () => {} },
      {
        manifest: {
          'index.html': { file: 'assets/index-AbC123.js', isEntry: true },
          'src/app/routes/hotel-search-link.tsx': {
            file: 'assets/hotel-search-link-L1.js',
            imports: ['_format-F1.js'],
          },
          '_format-F1.js': { file: 'assets/format-F1.js' },
        },
      },
    );
    const server = site.server({ prerenderer: withManifest });
    await withManifest.refresh();
    const search = (await server.inject({ url: '/hotelSearch/eyJhIjoxfQ' })).body;
    expect(search).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/hotel-search-link-L1.js">\n    <link rel="modulepreload" crossorigin href="/assets/format-F1.js"></head>',
    );
    // Composed once per kind of page: the same document for another search link.
    expect((await server.inject({ url: '/hotelSearch/outra' })).body).toBe(search);
    expect((await server.inject({ url: '/minha-conta' })).body).not.toContain('modulepreload');
    // The manifest itself is the server's, never served.
    expect((await server.inject({ url: '/.vite/manifest.json' })).statusCode).toBe(404);
    await server.close();
  });

  it("leaves out the session check script, which only a prerendered page's first paint needs", async () => {
    // As written in index.html, and as the build writes it (the hotels' zone on its tag).
    for (const tag of [
      '<script src="/before-app.js"></script>',
      '<script src="/before-app.js" data-hotel-time-zone="America/Sao_Paulo"></script>',
    ]) {
      const shell = SITE.index.replace('</head>', `${tag}</head>`);
      const withCheck = createPrerenderer(bundle, shell, { warn: () => {}, info: () => {} });
      await withCheck.refresh();
      expect(withCheck.page('/')!.body.toString()).toContain('before-app.js');
      const account = (await withCheck.shell('/minha-conta'))!.body.toString();
      expect(account).toContain('id="startup-data"');
      expect(account).not.toContain('before-app.js');
    }
  });

  it('keeps the last good shell when its start-up data fail, and the plain shell before one', async () => {
    state.shellFails = true;
    const fresh = createPrerenderer(bundle, SITE.index, { warn: () => {}, info: () => {} });
    const server = site.server({ prerenderer: fresh });
    const report = await fresh.refresh();
    expect(report.shellError).toBe('admin API 503');
    expect(report.rendered).toContain('/');
    expect((await server.inject({ url: '/minha-conta' })).body.startsWith(SITE.index)).toBe(true);
    state.shellFails = false;
    await fresh.refresh();
    state.shellFails = true;
    state.version = 2;
    await fresh.refresh();
    expect((await server.inject({ url: '/minha-conta' })).body).toContain('{"banners":["v1"]}');
    await server.close();
  });

  it('never serves the server bundle itself', async () => {
    expect((await get('/_prerender/entry-prerender.js')).statusCode).toBe(404);
  });
});

describe('POST /__prerender/refresh (the CMS webhook)', () => {
  it('refuses a missing or wrong token', async () => {
    expect((await app.inject({ method: 'POST', url: '/__prerender/refresh' })).statusCode).toBe(
      401,
    );
    const wrong = await app.inject({
      method: 'POST',
      url: '/__prerender/refresh',
      headers: { authorization: 'Bearer segredo-errado-de-mesmo-tamanh' },
    });
    expect(wrong.statusCode).toBe(401);
  });

  it('renders every page again and reports what it did', async () => {
    await prerenderer.refresh();
    state.version = 3;
    const response = await app.inject({
      method: 'POST',
      url: '/__prerender/refresh',
      headers: { authorization: `Bearer ${REFRESH_TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      rendered: ['/', '/hotel/thermas-aurora', '/hotel/aurora-fiori'],
      failed: [],
    });
    expect((await get('/')).body).toContain('<main>/ v3</main>');
  });

  it('does not exist without a configured token', async () => {
    const server = site.server({ prerenderer });
    const response = await server.inject({ method: 'POST', url: '/__prerender/refresh' });
    expect(response.statusCode).toBe(404);
    await server.close();
  });
});
