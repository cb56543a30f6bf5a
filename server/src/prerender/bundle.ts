/**
 * What the server render's bundle (src/entry-prerender.tsx, built into `<site>/_prerender/`)
 * exports: described here, at the edge between the two builds, so the server type-checks
 * without compiling the site.
 */
export interface Catalogue {
  hotels: { url_amigavel: string; tipo: number }[];
  colors: unknown;
}

export interface PrerenderedPage {
  path: string;
  head: string;
  appHtml: string;
  overlayHtml: string;
  css: string;
  data: string;
}

export interface PrerenderBundle {
  PRERENDER_DATA_ID: string;
  siteFacts: () => { siteUrl: string };
  loadCatalogue: () => Promise<Catalogue>;
  pathsOf: (catalogue: Catalogue) => string[];
  renderPage: (path: string, catalogue: Catalogue) => Promise<PrerenderedPage>;
  sitemapXml: (siteUrl: string, paths: readonly string[]) => string;
  robotsTxt: (siteUrl: string) => string;
}
