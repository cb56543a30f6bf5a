/**
 * The server render of the public pages (docs/architecture.md), built by `vite build --ssr` into
 * the site's `_prerender/` folder and run by the production server (server/src/prerender), per
 * environment: the server gives it a DOM (for DOMPurify) and its runtime config before loading
 * it. The same route table, loaders and components as the browser's, so the HTML it writes is
 * the HTML the browser hydrates.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { isValidElement } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  matchPath,
  matchRoutes,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import {
  loader as headerLayoutLoader,
  showsCarousel,
  type HeaderLayoutData,
} from '@/app/layouts/header-layout.loader';
import type { HotelLoaderData } from '@/app/routes/hotel.loader';
import { AUTH_PATHS } from '@/api/contract/auth';
import { bannerSrc, carouselSlides, DESKTOP_BANNER_QUERY } from '@/components/layout/banner-slides';
import { brand } from '@/config/brand';
import { paths } from '@/config/paths';
import { env } from '@/config/env';
import { getBannerGroup } from '@/features/content/api/get-banner-group';
import { getHotel } from '@/features/content/api/get-hotel';
import { getThemeGroup } from '@/features/content/api/get-theme-group';
import { rootColors } from '@/theme/css-variables';
import { listHotels } from '@/features/content/api/list-hotels';
import { listableHotels } from '@/features/content/utils/listable-hotels';
import { ALL_HOTELS, isHotelOption } from '@/features/search/utils/hotel-options';
import { API_CLIENTS } from '@/lib/http/clients';
import { photoSrcSet, PHOTO_SIZES } from '@/lib/photo-sources';
import { seedPageHotel } from '@/stores/search-criteria';
import { App, READY } from './app/app';
import { hotelListXml } from './feeds/google-hotels/hotel-list-feed';
import { landingPagesXml } from './feeds/google-hotels/landing';
import { jsonForScript, renderHead } from './app/head/page-head';
import { escapeHtml } from './lib/escape-html';
import { publicPaths, robotsTxt, sitemapXml } from './app/head/public-pages';
import { routeHead, type SiteFacts } from './app/head/route-head';
import { seedCatalogue, type StartupData } from './app/startup-data';
import type { PrerenderData } from './app/prerender-data';
import { prerenderedStyleNames } from './app/prerendered-styles';
import { routes } from './app/router';
import type { DisponibilidadeResponse } from './api/contract/search';
import type { SearchCriteria } from './features/search/stores/search-results';
import { renderSearchLink, type StreamedSearchLink } from './app/server-render/search-link';
import { beforeAppMarkup } from './app/server-render/before-app-markup';

export { PRERENDER_DATA_ID } from './app/prerender-data';
// Google Hotels' price endpoint and landing page (issue 30, docs/deploy.md "Google Hotels").
export { googlePriceAnswer } from './feeds/google-hotels/price-answer';
export { googleLandingPath } from './feeds/google-hotels/landing';
/** Where public/before-app.js checks a stored session (server/src/prerender/document.ts). */
export const SESSION_CHECK_PATH = AUTH_PATHS.verify;
export { STARTUP_DATA_ID } from './app/startup-data';
export { publicPaths, robotsTxt, sitemapXml };

/** The start-up catalogue every page needs (product-rules §2), loaded once per refresh. */
export type Catalogue = PrerenderData['catalogue'];

/** One page, ready to be written into the shell (server/src/prerender/document.ts). */
export interface PrerenderedPage {
  path: string;
  /** The tags for <head>: title, description, canonical, Open Graph, Twitter, JSON-LD. */
  head: string;
  /** The hydrated root's HTML. */
  appHtml: string;
  /** Static markup outside the root: 'Verificando usuário' and the held taps' status (public/before-app.js). */
  overlayHtml: string;
  /** Every style the page uses, for a content-hashed stylesheet. */
  css: string;
  /** The hydration data block's JSON, '<' escaped. */
  data: string;
}

/** A page that must not be prerendered: an API failed, or the path is not a page of its own. */
export class PrerenderRefused extends Error {
  override name = 'PrerenderRefused';
}

// A page rendered while an API failed would be a half page (a hotel without its rooms, a home
// without its banners): every failed request of a render is counted, and such a page refused.
// Counted per render, so that a search link's request failing meanwhile (its page falls back to
// the browser's search) is not counted against a public page rendered at the same time.
const renderFailures = new AsyncLocalStorage<{ count: number }>();
for (const client of API_CLIENTS) {
  client.onFailure(() => {
    const failures = renderFailures.getStore();
    if (failures) failures.count += 1;
  });
}

// One handler for the process: it resolves each lazy route once and keeps it. A handler made per
// render met routes already resolved by an earlier one and rendered the route spinner instead.
const handler = createStaticHandler(routes);

export function siteFacts(): SiteFacts {
  return { siteUrl: env.siteUrl, brandName: brand.name, phone: brand.phone };
}

/**
 * Google Hotel Center's hotel list (feeds/google-hotels/hotel-list-feed.ts) of the catalogue's hotels, each
 * one's details asked of the hotels API (the list has no address or coordinates). Any failure
 * fails the whole list: the server keeps its last good one.
 */
export async function hotelListFeed(catalogue: Catalogue): Promise<string> {
  const hotels = await Promise.all(listableHotels(catalogue.hotels).map((h) => getHotel(h.id)));
  return hotelListXml(hotels);
}

/** Hotel Center's landing pages file, for this environment's site. */
export function landingPagesFeed(): string {
  return landingPagesXml(env.siteUrl, brand.name);
}

export async function loadCatalogue(): Promise<Catalogue> {
  const [hotels, theme] = await Promise.all([listHotels(), getThemeGroup()]);
  return { hotels, colors: theme.cores };
}

/** The first desktop banner, the preview image of the pages without one of their own. */
function firstBanner(context: StaticHandlerContext) {
  for (const data of Object.values(context.loaderData)) {
    const banners = (data as Partial<HeaderLayoutData> | undefined)?.banners;
    const first = banners && carouselSlides(banners, true)[0];
    if (first) return { src: bannerSrc(first), alt: first.titulo };
  }
  return undefined;
}

export async function renderPage(path: string, catalogue: Catalogue): Promise<PrerenderedPage> {
  const site = siteFacts();
  seedCatalogue(catalogue, path);

  const failures = { count: 0 };
  const context = await renderFailures.run(failures, () =>
    handler.query(new Request(new URL(path, `${site.siteUrl}/`).href)),
  );
  const failedRequests = failures.count;
  if (context instanceof Response) {
    throw new PrerenderRefused(`${path}: a página redireciona (${context.status}).`);
  }
  if (context.errors) throw new PrerenderRefused(`${path}: a página terminou em erro.`);
  if (failedRequests > 0) {
    throw new PrerenderRefused(`${path}: ${failedRequests} requisição(ões) às APIs falharam.`);
  }
  const leaf = context.matches.at(-1);
  const pageData: unknown = leaf ? context.loaderData[leaf.route.id] : undefined;
  const slug = matchPath(paths.hotel.path, path)?.params.hotel;
  const shown = (pageData as Partial<HotelLoaderData> | undefined)?.hotel;
  if (slug !== undefined && shown?.url_amigavel !== slug) {
    // The hotel page shows the default hotel for a slug it does not know (product-rules §2): right for a
    // visitor's typo, wrong as a page of its own under that address.
    throw new PrerenderRefused(`${path}: hotel desconhecido.`);
  }
  const head = routeHead(site, path, {
    hotels: catalogue.hotels,
    page: pageData,
    banner: firstBanner(context),
  });
  if (!head) throw new PrerenderRefused(`${path}: não é uma página pública.`);

  // A hotel page's search bar shows its hotel from the first paint; every other page, all hotels.
  const pageHotel = slug !== undefined && shown && isHotelOption(shown.id) ? shown.id : ALL_HOTELS;
  seedPageHotel(pageHotel);
  const router = createStaticRouter(handler.dataRoutes, context);
  // The page's styled components (the pages behind lazy routes): their rules, and their names
  // for the browser's styled-components. The markup before the app has a sheet of its own: its
  // rules are the page's too, and naming them would make the browser load styled-components for
  // a page whose app has none (a home or hotel page: docs/architecture.md, "Styles").
  const sheet = new ServerStyleSheet();
  const overlaySheet = new ServerStyleSheet();
  try {
    const appHtml = renderToString(
      sheet.collectStyles(
        <App startup={READY}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </App>,
      ),
    );
    const overlayHtml = beforeAppMarkup(overlaySheet);
    const data: PrerenderData = {
      path,
      catalogue,
      ...(pageHotel !== ALL_HOTELS && { pageHotel }),
      styles: prerenderedStyleNames(sheet.instance),
      router: {
        loaderData: context.loaderData,
        actionData: context.actionData,
        errors: context.errors,
      },
    };
    return {
      path,
      head: renderHead(head, `${site.brandName} Hotéis`),
      appHtml,
      overlayHtml,
      css:
        rootColors(catalogue.colors) + overlaySheet.instance.toString() + sheet.instance.toString(),
      data: jsonForScript(data),
    };
  } finally {
    sheet.seal();
    overlaySheet.seal();
  }
}

/** The public paths of this environment, from its catalogue. */
export const pathsOf = (catalogue: Catalogue) => publicPaths(catalogue.hotels);

/** What the shell of every page not prerendered carries in this environment. */
export interface ShellStartup {
  /** The start-up data block's JSON ('<' escaped): the catalogue and the header's banners. */
  data: string;
  /** For <head>: preloads of the carousel's first slide, one per crop, for pages that show it. */
  carouselHead: string;
}

/** A banner crop's preload, with its <img>'s srcset and sizes when it is a photograph. */
function preloadTag(src: string, media?: string) {
  const srcSet = photoSrcSet(src);
  const sources = srcSet
    ? ` imagesrcset="${escapeHtml(srcSet)}" imagesizes="${PHOTO_SIZES.fullWidth}"`
    : '';
  return (
    `<link rel="preload" as="image" href="${escapeHtml(src)}"${sources} fetchpriority="high"` +
    `${media ? ` media="${escapeHtml(media)}"` : ''} />`
  );
}

/**
 * The start-up data of the shell (src/app/startup-data.ts). The search link, the checkout and
 * the account pages then start without the catalogue's requests, and the banner they open with
 * downloads beside the app's code instead of after it. A failed request throws: the server then
 * keeps the last good shell, or the plain one.
 */
export async function renderShellStartup(catalogue: Catalogue): Promise<ShellStartup> {
  const { banners } = await getBannerGroup();
  const data: StartupData = { catalogue, banners };
  shellStartup = data;
  const desktop = carouselSlides(banners, true)[0];
  const phone = carouselSlides(banners, false)[0];
  const preloads =
    desktop && phone && desktop !== phone
      ? [
          preloadTag(bannerSrc(desktop), DESKTOP_BANNER_QUERY),
          preloadTag(bannerSrc(phone), `not all and ${DESKTOP_BANNER_QUERY}`),
        ]
      : desktop
        ? [preloadTag(bannerSrc(desktop))]
        : [];
  return { data: jsonForScript(data), carouselHead: preloads.join('\n    ') };
}

/** The last start-up data of the shell: a search link's page is rendered with it. */
let shellStartup: StartupData | undefined;

export { searchOfLink, askAvailability } from './app/server-render/search-link';

/**
 * A search link's page with its results, streamed (app/server-render/search-link.tsx); rejects
 * before the shell's start-up data has been rendered once (the server then sends the plain shell).
 */
export async function renderSearchLinkPage(
  url: string,
  criteria: SearchCriteria,
  answer: Promise<DisponibilidadeResponse | null>,
  nonce: string,
  sentAt?: string,
): Promise<StreamedSearchLink> {
  const startup = shellStartup;
  if (!startup) throw new PrerenderRefused(`${url}: a página base ainda não foi preparada.`);
  return renderSearchLink(handler, {
    url,
    siteUrl: siteFacts().siteUrl,
    catalogue: startup.catalogue,
    banners: startup.banners,
    criteria,
    answer,
    nonce,
    sentAt,
  });
}

/** Whether the page at this path opens with the header's banner carousel. */
export function showsBannerCarousel(path: string): boolean {
  const matches = matchRoutes(routes, path) ?? [];
  return matches.some(({ route }) => route.loader === headerLayoutLoader) && showsCarousel(path);
}

// Each page file's exports (its component, its loader), to tell which file a route's lazy part
// comes from: the build's manifest (.vite/manifest.json) names the chunks by these files.
const PAGE_FILES = import.meta.glob<Record<string, unknown>>([
  './app/routes/*.tsx',
  './app/routes/*.loader.ts',
]);
let fileOfExport: Promise<Map<unknown, string>> | undefined;

async function fileOf(value: unknown): Promise<string | undefined> {
  fileOfExport ??= (async () => {
    const map = new Map<unknown, string>();
    for (const [path, load] of Object.entries(PAGE_FILES)) {
      for (const value of Object.values(await load())) map.set(value, `src/${path.slice(2)}`);
    }
    return map;
  })();
  return (await fileOfExport).get(value);
}

/**
 * The source files of the lazy parts (page, loader) of the routes `path` matches, as the
 * manifest names them: the server preloads their chunks in the shell, so the page's code
 * downloads with the app's instead of a round trip after it.
 */
export async function routeModules(path: string): Promise<string[]> {
  const files: string[] = [];
  // The handler's routes: their lazy parts, or what those resolved to once a render loaded them.
  for (const { route } of matchRoutes(handler.dataRoutes, path) ?? []) {
    const lazy = (route.lazy ?? {}) as Record<string, (() => Promise<unknown>) | undefined>;
    const parts = await Promise.all([
      route.Component,
      // React Router keeps a resolved Component as its element.
      isValidElement(route.element) ? route.element.type : undefined,
      route.loader,
      ...Object.values(lazy).map((load) => (typeof load === 'function' ? load() : undefined)),
    ]);
    for (const part of parts) {
      const file = await fileOf(part);
      if (file && !files.includes(file)) files.push(file);
    }
  }
  return files;
}

// What a held tap opens (a button's `data-opens`), as the manifest names its source file: the
// server lists its chunks for public/before-app.js, which fetches them at the tap, so the code
// downloads beside the app's instead of a round trip after it. A glob, so that a moved file
// empties the list and the server's tests say so.
const TAP_FILES = {
  login: import.meta.glob('./features/session/components/login-dialog.tsx'),
  // The results page a held PESQUISAR leads to: its request leaves at the tap
  // (src/app/held-search.ts), and the page's code would otherwise be asked for only once the
  // app has hydrated and the answer has come.
  // Its search link's page, rendered here with the answer, is put in place of the page it was
  // on (src/app/held-search-page.ts): that route's code too.
  search: import.meta.glob(['./app/routes/hotel-search.tsx', './app/routes/hotel-search-link.tsx']),
  // The calendar a held tap on the date field opens (issue 50: the search bar answers first).
  dates: import.meta.glob('./features/search/components/date-range-picker.tsx'),
};

/** The source files each kind of held tap opens (`data-opens`), the manifest's keys. */
export function tapModules(): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(TAP_FILES).map(([opens, files]) => [
      opens,
      Object.keys(files).map((path) => `src/${path.slice(2)}`),
    ]),
  );
}
