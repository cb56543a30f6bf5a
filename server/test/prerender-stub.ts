import type { Catalogue, PrerenderBundle } from '../src/prerender/bundle';

/**
 * A stand-in prerender bundle whose APIs the tests turn on and off (`state`), for the
 * prerenderer's rules (prerender-cache.test.ts, prerender-start.test.ts). The real bundle is
 * exercised by prerender-render.test.ts.
 */
export const state = {
  catalogueFails: false,
  /** How many times the catalogue was asked for. */
  catalogueCalls: 0,
  shellFails: false,
  feedFails: false,
  failing: new Set<string>(),
  version: 1,
  hotels: ['thermas-aurora', 'aurora-fiori'],
};

export const bundle: PrerenderBundle = {
  PRERENDER_DATA_ID: 'prerender-data',
  STARTUP_DATA_ID: 'startup-data',
  SESSION_CHECK_PATH: '/autenticacao/verifica',
  siteFacts: () => ({ siteUrl: 'https://reservas.aurora.example' }),
  async loadCatalogue() {
    state.catalogueCalls += 1;
    if (state.catalogueFails) throw new Error('services API 503');
    return { hotels: state.hotels.map((slug) => ({ url_amigavel: slug, tipo: 1 })), colors: {} };
  },
  pathsOf: (catalogue: Catalogue) => [
    '/',
    ...catalogue.hotels.map((h) => `/hotel/${h.url_amigavel}`),
  ],
  async renderPage(path) {
    if (state.failing.has(path)) throw new Error('API falhou');
    return {
      path,
      head: `<title>${path} v${state.version}</title>`,
      appHtml: `<main>${path} v${state.version}</main>`,
      overlayHtml: '<div class="overlay"></div>',
      css: `.v${state.version}{color:red}`,
      data: JSON.stringify({ path }).replace(/</g, '\\u003c'),
    };
  },
  async renderShellStartup() {
    if (state.shellFails) throw new Error('admin API 503');
    return {
      data: JSON.stringify({ banners: [`v${state.version}`] }),
      carouselHead: `<link rel="preload" as="image" href="/banner-v${state.version}.jpg" />`,
    };
  },
  showsBannerCarousel: (path) => path.startsWith('/hotelSearch'),
  routeModules: async (path) =>
    path.startsWith('/hotelSearch/') ? ['src/app/routes/hotel-search-link.tsx'] : [],
  tapModules: () => ({ login: ['src/features/session/components/login-dialog.tsx'] }),
  // Search links are rendered by the real bundle only (search-link-render.test.ts).
  searchOfLink: () => null,
  askAvailability: async () => [],
  renderSearchLinkPage: () => Promise.reject(new Error('sem busca no stub')),
  sitemapXml: (siteUrl, paths) => paths.map((p) => `${siteUrl}${p}`).join('\n'),
  robotsTxt: (siteUrl) => `User-agent: *\nSitemap: ${siteUrl}/sitemap.xml\n`,
  async hotelListFeed(catalogue) {
    if (state.feedFails) throw new Error('hotels API 503');
    const ids = catalogue.hotels.map((h) => `<listing><id>${h.url_amigavel}</id></listing>`);
    return `<listings><language>pt</language>${ids.join('')}<!--v${state.version}--></listings>`;
  },
  // Google Hotels' edge has its own tests (google-routes.test.ts).
  googlePriceAnswer: async () => ({ status: 503, contentType: 'text/plain', body: '' }),
  googleLandingPath: () => '/',
  landingPagesFeed: () => '',
};
