import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Catalogue, LinkedSearch, PrerenderBundle, ShellStartup } from './bundle';
import { HELD_SEARCH_CHUNK } from '../../../scripts/vite/chunk-groups.mjs';
import { type AppStylesheet, withAppStylesheetInline } from './app-stylesheet';
import { chunksOf, type ClientManifest, namedChunkFiles, stylesOf } from './client-manifest';
import { composeDocument, composeShell, streamedDocument, stylesheetOf } from './document';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** A file this server made, compressed once when made instead of on every request. */
export interface StoredFile {
  body: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/** One prerendered page (or shell), and when it was rendered. */
export interface StoredPage extends StoredFile {
  renderedAt: Date;
}

export interface RefreshReport {
  /** Paths rendered anew. */
  rendered: string[];
  /** Paths whose render failed: their last good page (if any) is still served. */
  failed: string[];
  /** Set when the catalogue itself could not be loaded: nothing was rendered. */
  catalogueError?: string;
  /** Set when the shell's start-up data could not be rendered: the last good shell is kept. */
  shellError?: string;
}

export interface Prerenderer {
  page: (path: string) => StoredPage | undefined;
  /**
   * The shell for a path not prerendered, with the start-up data embedded, the carousel's first
   * slide preloaded where the page opens with it, and the page's chunks preloaded (with the
   * build's manifest); undefined until the start-up data has rendered once.
   */
  shell: (path: string) => Promise<StoredPage | undefined>;
  stylesheet: (href: string) => StoredFile | undefined;
  /** Undefined until a catalogue has loaded once. */
  sitemap: () => string | undefined;
  /** Google's hotel list (issue 30); undefined until it has been built once. */
  hotelListFeed: () => string | undefined;
  robots: () => string;
  /** Google Hotels' price endpoint, landing page and landing pages file (the bundle's; issue 30). */
  googlePrices: PrerenderBundle['googlePriceAnswer'];
  googleLandingPath: (query: string) => string;
  landingPagesFeed: () => string;
  /**
   * A search link's page with its results (issue 50; README "Search links"), streamed: the page
   * at once, the results once `answerOf` gives them (null: not in time, and the browser
   * searches). Undefined when the path is no search link, the link does not decode, or no
   * shell has been rendered yet: the shell then serves it, as for any page of the browser's.
   */
  searchLinkPage: (
    /** The page's path and query (its filters and order). */
    url: string,
    answerOf: (search: LinkedSearch) => Promise<unknown[] | null>,
    nonce: string,
    options?: {
      /** The address it is sent at, when not the link's own (Google's landing page). */
      sentAt?: string | undefined;
      /**
       * Whether the page brings the app's styles (app-stylesheet.ts): not when it is fetched to
       * be put in place of a prerendered page, which has them.
       */
      appStyles?: boolean;
    },
  ) => Promise<Readable | undefined>;
  /** The availability API's rows for a visitor's search (the bundle's request). */
  askAvailability: PrerenderBundle['askAvailability'];
  /** Renders every public page again; concurrent calls share one run. */
  refresh: () => Promise<RefreshReport>;
  /**
   * Refreshes now and then every `intervalMs`; a catalogue that does not answer is asked again
   * sooner (from `retryMs`, doubling up to the interval). Returns the stop function.
   */
  start: (intervalMs: number, retryMs?: number) => () => void;
}

/** The first wait before asking a catalogue that failed again. */
const CATALOGUE_RETRY_MS = 2_000;

interface Logger {
  warn: (message: string) => void;
  info: (message: string) => void;
}

/** How many stylesheets stay servable: pages cached by browsers or CDNs may still name old ones. */
const MAX_STYLESHEETS = 200;

/** The shell's start-up data and the shells composed from it, one per carousel and chunks. */
interface Shells {
  startup: ShellStartup;
  byPreloads: Map<string, Promise<StoredPage>>;
}

function composedShell(
  bundle: PrerenderBundle,
  shell: string,
  shells: Shells,
  options: { carousel: boolean; modulePreloads: string[] },
): Promise<StoredPage> {
  const key = `${options.carousel}|${options.modulePreloads.join(' ')}`;
  let page = shells.byPreloads.get(key);
  if (!page) {
    page = compressed(composeShell(shell, shells.startup, bundle.STARTUP_DATA_ID, options));
    shells.byPreloads.set(key, page);
  }
  return page;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The page's chunks to preload; none when the manifest or the route cannot tell. Their styles are
 * in the app's one stylesheet (`cssCodeSplit: false`: docs/architecture.md, "Styles").
 */
export async function pageChunksOf(
  bundle: PrerenderBundle,
  manifest: ClientManifest | undefined,
  path: string,
): Promise<string[]> {
  if (!manifest) return [];
  try {
    return chunksOf(manifest, await bundle.routeModules(path));
  } catch {
    return [];
  }
}

async function compressed(text: string): Promise<StoredPage> {
  const body = Buffer.from(text);
  const [br, gz] = await Promise.all([
    brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
    gzipAsync(body, { level: 9 }),
  ]);
  return { body, br, gzip: gz, renderedAt: new Date() };
}

// Compressed like the pages: the stylesheet blocks the first paint, and the styles of a page
// are tens of kilobytes that compress to a few. The newest MAX_STYLESHEETS stay.
async function keepStylesheet(stylesheets: Map<string, StoredFile>, href: string, css: string) {
  const file = stylesheets.get(href) ?? (await compressed(css));
  stylesheets.delete(href);
  stylesheets.set(href, file);
  while (stylesheets.size > MAX_STYLESHEETS) {
    stylesheets.delete(stylesheets.keys().next().value!);
  }
}

/**
 * Each kind of held tap's chunks (the login dialog's, the results page's, the calendar's) and
 * the stylesheets they bring (the calendar's), which public/before-app.js preloads as styles.
 */
function tapPreloadsOf(bundle: PrerenderBundle, manifest: ClientManifest) {
  return Object.fromEntries(
    Object.entries(bundle.tapModules()).map(([opens, files]) => [
      opens,
      [...chunksOf(manifest, files), ...stylesOf(manifest, files)],
    ]),
  );
}

/** Refreshes every interval, and sooner while the catalogue fails; gives the stop. */
function startRefreshing(
  refresh: () => Promise<RefreshReport>,
  intervalMs: number,
  retryMs: number,
): () => void {
  // The API may start with the server, or be down a moment: until the catalogue answers,
  // every page is the shell, so it is asked again soon, not a whole interval later.
  let retry: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const attempt = (delayMs: number) => {
    void refresh().then((report) => {
      if (stopped || !report.catalogueError || retry !== undefined) return;
      retry = setTimeout(() => {
        retry = undefined;
        attempt(Math.min(delayMs * 2, intervalMs));
      }, delayMs);
      retry.unref();
    });
  };
  attempt(retryMs);
  const timer = setInterval(() => attempt(retryMs), intervalMs);
  timer.unref();
  return () => {
    stopped = true;
    clearInterval(timer);
    clearTimeout(retry);
  };
}

export interface PrerendererOptions {
  appAfterPaint?: boolean;
  manifest?: ClientManifest | undefined;
  /** Where public/before-app.js checks a stored session (the browser's main API). */
  sessionCheckUrl?: string | undefined;
  /** The app's stylesheet, which a prerendered page carries in its own (app-stylesheet.ts). */
  appStylesheet?: AppStylesheet | undefined;
}

/**
 * The prerendered public pages of this environment (issue 14). It keeps the last good HTML of
 * each page: a refresh whose render fails (an API down, a half page refused by the bundle)
 * leaves the page it had, and a page never rendered is served as the shell by the site. Only
 * the catalogue's own paths are ever rendered, so no unknown slug gets a page.
 */
export function createPrerenderer(
  bundle: PrerenderBundle,
  shell: string,
  log: Logger,
  { appAfterPaint = false, manifest, sessionCheckUrl, appStylesheet }: PrerendererOptions = {},
): Prerenderer {
  const pages = new Map<string, StoredPage>();
  // The start-up data of the last good refresh, and the shells composed from it, one per
  // combination of carousel and page chunks (a few dozen at most: one per kind of route).
  let shells: Shells | undefined;
  const stylesheets = new Map<string, StoredFile>();
  let sitemapPaths: string[] | undefined;
  let hotelList: string | undefined;
  let running: Promise<RefreshReport> | null = null;
  const { siteUrl } = bundle.siteFacts();
  // Each kind of held tap's chunks (the login dialog's, the results page's), the same for every
  // page of this build, and the module a held PESQUISAR runs at once.
  const tapPreloads = manifest ? tapPreloadsOf(bundle, manifest) : {};
  const heldSearchFiles = manifest ? namedChunkFiles(manifest, HELD_SEARCH_CHUNK) : [];
  const documentOptions = {
    appAfterPaint,
    sessionCheckUrl,
    tapPreloads,
    heldSearch: heldSearchFiles[0],
    heldSearchFiles,
  };

  /** The shell's start-up data; a failure keeps the last good shells (or the plain file). */
  async function renderShells(catalogue: Catalogue, report: RefreshReport) {
    try {
      const startup = await bundle.renderShellStartup(catalogue);
      // Checked once here, so that a shell that cannot be composed is never kept.
      composeShell(shell, startup, bundle.STARTUP_DATA_ID, { carousel: true });
      shells = { startup, byPreloads: new Map() };
    } catch (error) {
      report.shellError = messageOf(error);
      log.warn(`Pré-renderização: dados de início da página base falharam (${report.shellError}).`);
    }
  }

  const pageChunks = (path: string) => pageChunksOf(bundle, manifest, path);
  // A prerendered page links its own stylesheet only, the app's at its start.
  const pageShell = appStylesheet ? shell.replace(appStylesheet.tag, '') : shell;

  async function shellFor(path: string): Promise<StoredPage | undefined> {
    const current = shells;
    if (!current) return undefined;
    const carousel = bundle.showsBannerCarousel(path);
    return composedShell(bundle, shell, current, {
      carousel,
      modulePreloads: await pageChunks(path),
    });
  }

  async function run(): Promise<RefreshReport> {
    let catalogue;
    try {
      catalogue = await bundle.loadCatalogue();
    } catch (error) {
      const message = messageOf(error);
      log.warn(`Pré-renderização: catálogo indisponível (${message}); páginas mantidas.`);
      return { rendered: [], failed: [], catalogueError: message };
    }
    const paths = bundle.pathsOf(catalogue);
    const report: RefreshReport = { rendered: [], failed: [] };
    await renderShells(catalogue, report);
    for (const path of paths) {
      try {
        const page = await bundle.renderPage(path, catalogue);
        const stylesheet = stylesheetOf((appStylesheet?.css ?? '') + page.css);
        await keepStylesheet(stylesheets, stylesheet.href, stylesheet.css);
        const options = { ...documentOptions, modulePreloads: await pageChunks(path) };
        const html = composeDocument(
          pageShell,
          page,
          stylesheet,
          bundle.PRERENDER_DATA_ID,
          options,
        );
        pages.set(path, await compressed(html));
        report.rendered.push(path);
      } catch (error) {
        report.failed.push(path);
        log.warn(
          `Pré-renderização de ${path} falhou (${messageOf(error)}); mantida a última versão.`,
        );
      }
    }
    // A page the catalogue no longer lists (a hotel taken off) is no page of its own any more.
    for (const path of pages.keys()) if (!paths.includes(path)) pages.delete(path);
    sitemapPaths = paths;
    try {
      hotelList = await bundle.hotelListFeed(catalogue);
    } catch (error) {
      // As a page: a failed build keeps the last good list (Google reads it now and then).
      log.warn(`Lista de hotéis do Google falhou (${messageOf(error)}); mantida a última versão.`);
    }
    log.info(
      `Pré-renderização: ${report.rendered.length} páginas` +
        (report.failed.length ? `, ${report.failed.length} falharam` : ''),
    );
    return report;
  }

  async function searchLinkPage(
    url: string,
    answerOf: (search: LinkedSearch) => Promise<unknown[] | null>,
    nonce: string,
    { sentAt, appStyles = true }: { sentAt?: string | undefined; appStyles?: boolean } = {},
  ): Promise<Readable | undefined> {
    const search = shells && bundle.searchOfLink(url);
    if (!search) return undefined;
    let page;
    try {
      page = await bundle.renderSearchLinkPage(url, search, answerOf(search), nonce, sentAt);
    } catch (error) {
      log.warn(`Busca de ${url} não renderizada (${messageOf(error)}); enviada a página base.`);
      return undefined;
    }
    const path = new URL(url, 'http://site.invalid').pathname;
    const options = {
      ...documentOptions,
      // The app's module script stays in the head: a module runs once the document is parsed,
      // so the app starts with the whole streamed page there, its data block (which comes last,
      // with the results) included. Requested at the first paint instead, it could start before.
      appAfterPaint: false,
      modulePreloads: await pageChunks(path),
    };
    const [before, between, after] = streamedDocument(
      appStyles ? withAppStylesheetInline(shell, appStylesheet, nonce) : shell,
      page,
      bundle.PRERENDER_DATA_ID,
      options,
    );
    return Readable.from(
      (async function* () {
        yield before;
        for await (const chunk of page.html) yield chunk;
        yield between + (await page.data) + after;
      })(),
    );
  }

  const refresh = () => {
    running ??= run().finally(() => {
      running = null;
    });
    return running;
  };

  return {
    page: (path) => pages.get(path),
    shell: shellFor,
    stylesheet: (href) => stylesheets.get(href),
    sitemap: () => (sitemapPaths ? bundle.sitemapXml(siteUrl, sitemapPaths) : undefined),
    robots: () => bundle.robotsTxt(siteUrl),
    hotelListFeed: () => hotelList,
    googlePrices: (xml) => bundle.googlePriceAnswer(xml),
    googleLandingPath: (query) => bundle.googleLandingPath(query),
    landingPagesFeed: () => bundle.landingPagesFeed(),
    searchLinkPage,
    askAvailability: (search) => bundle.askAvailability(search),
    refresh,
    start: (intervalMs, retryMs = CATALOGUE_RETRY_MS) =>
      startRefreshing(refresh, intervalMs, retryMs),
  };
}
