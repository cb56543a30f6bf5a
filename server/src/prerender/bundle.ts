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

/** The start-up data of the shell the pages not prerendered start from. */
export interface ShellStartup {
  data: string;
  carouselHead: string;
}

/** A search (the bundle's SearchCriteria), passed back as it came. */
export type LinkedSearch = { readonly __linkedSearch?: never } & object;

/** A search link's page on its way (src/app/server-render/search-link.tsx). */
export interface StreamedSearchLink {
  head: string;
  overlayHtml: string;
  html: NodeJS.ReadableStream;
  data: Promise<string>;
}

export interface PrerenderBundle {
  PRERENDER_DATA_ID: string;
  STARTUP_DATA_ID: string;
  /** The main API's path that checks a stored session (POST, bearer token). */
  SESSION_CHECK_PATH: string;
  siteFacts: () => { siteUrl: string };
  loadCatalogue: () => Promise<Catalogue>;
  pathsOf: (catalogue: Catalogue) => string[];
  renderPage: (path: string, catalogue: Catalogue) => Promise<PrerenderedPage>;
  renderShellStartup: (catalogue: Catalogue) => Promise<ShellStartup>;
  showsBannerCarousel: (path: string) => boolean;
  /** The source files of the lazy parts of the routes `path` matches (the manifest's keys). */
  routeModules: (path: string) => Promise<string[]>;
  /** The source files each kind of held tap opens (a button's `data-opens`), the manifest's keys. */
  tapModules: () => Record<string, string[]>;
  sitemapXml: (siteUrl: string, paths: readonly string[]) => string;
  /** Google Hotel Center's hotel list of the catalogue's hotels (their details asked again). */
  hotelListFeed: (catalogue: Catalogue) => Promise<string>;
  robotsTxt: (siteUrl: string) => string;
  /** Google's price endpoint: a Query message in, a Transaction (or a 4xx/503 `{erro}`) out. */
  googlePriceAnswer: (
    xml: string,
  ) => Promise<{ status: number; contentType: string; body: string }>;
  /** Where Google's landing page address (its query string) leads: our search link. */
  googleLandingPath: (query: string) => string;
  /** Hotel Center's landing pages file. */
  landingPagesFeed: () => string;
  /** A search link's search, as a visitor's; null for a URL that is none or does not decode. */
  searchOfLink: (url: string) => LinkedSearch | null;
  /** The availability API's rows for a visitor's search. */
  askAvailability: (search: LinkedSearch) => Promise<unknown[]>;
  /** A search link's page, its results streamed once `answer` settles (null: not in time). */
  renderSearchLinkPage: (
    url: string,
    search: LinkedSearch,
    answer: Promise<unknown[] | null>,
    nonce: string,
    sentAt?: string,
  ) => Promise<StreamedSearchLink>;
}
