/**
 * A search link rendered by the production server with its results (issue 50;
 * server/src/prerender/README.md, "Search links"). The page is streamed: the header, the search
 * bar and the results' frame at once, the priced results in the same response once the
 * availability API has answered. Server-only: imported by src/entry-prerender.tsx.
 */
import { PassThrough, Transform, type Readable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import {
  createStaticRouter,
  matchPath,
  StaticRouterProvider,
  type StaticHandler,
} from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import type { Banner } from '@/api/contract/admin';
import type { DisponibilidadeResponse } from '@/api/contract/search';
import { paths } from '@/config/paths';
import { documentTitle } from '@/features/content/hooks/use-document-title';
import {
  isPriced,
  type SearchCriteria,
  type SearchState,
} from '@/features/search/stores/search-results';
import { decodeSearchLink } from '@/features/search/utils/decode-search-link';
import { requestAvailability } from '@/features/search/utils/request-availability';
import { escapeHtml } from '@/lib/escape-html';
import {
  CriteriaOfRenderProvider,
  linkedCriteria,
  type LinkedStay,
} from '@/stores/search-criteria';
import { App, READY } from '../app';
import { jsonForScript } from '../head/page-head';
import { rootColors } from '@/theme/css-variables';
import { beforeAppMarkup } from './before-app-markup';
import type { PrerenderData, RenderedSearchAnswer } from '../prerender-data';
import { prerenderedStyleNames, type PrerenderedStyles } from '../prerendered-styles';
import { HEADER_LAYOUT_ROUTE_ID } from '../router';
import { LinkAnswerOnServer } from '../routes/hotel-search-link.server-answer';
import { seedCatalogue, type EmbeddedCatalogue } from '../startup-data';

/**
 * The search a link asks for, as a visitor's (a link carries no coupon and no contract); null
 * when the path is no search link or the link does not decode, which the browser's page then
 * explains as it always has.
 */
export function searchOfLink(url: string): SearchCriteria | null {
  const segment = matchPath(paths.hotelSearchLink.path, pathOf(url))?.params.search;
  if (segment === undefined) return null;
  const decoded = decodeSearchLink(segment);
  return decoded.ok ? decoded.criteria : null;
}

const pathOf = (url: string) => new URL(url, 'http://site.invalid').pathname;

/** What the results show once this search is answered: its rows, priced apart (as the store). */
const doneSearch = (criteria: SearchCriteria, rows: DisponibilidadeResponse): SearchState => ({
  status: 'done',
  criteria,
  rows: rows.filter(isPriced),
  unpriced: rows.filter((row) => !isPriced(row)),
  error: null,
});

/** The availability API's answer to a visitor's search: the request the browser would send. */
export { requestAvailability as askAvailability };

/** A search link's page on its way: what goes around the root, and the root's stream. */
export interface StreamedSearchLink {
  /**
   * For <head>: the title ('Resultado da busca'), no indexing of a search, and the styles of the
   * page as it first goes out (`<style nonce>`: no stylesheet request before the first paint).
   */
  head: string;
  /** Static markup before the root ('Verificando usuário', the held taps' status, the login). */
  overlayHtml: string;
  /**
   * The root's HTML: the page at once, and the results when they come (React's streaming, whose
   * inline scripts carry the nonce), each style they first use in a `<style nonce>` before them.
   */
  html: Readable;
  /** The data block's JSON once the root is complete, '<' escaped. */
  data: Promise<string>;
}

/**
 * Without JavaScript, React's script cannot put the results in place of the loading state when
 * they come: they stay in a hidden element at the end of the root. This shows them there, and
 * hides the loading state they replace (the element after the pending boundary's marker).
 */
const WITHOUT_SCRIPTS =
  '#root>div[hidden][id^="S:"]{display:block}template[id^="B:"]+*{display:none}';

/** The page's styles rendered since the last call: each rule goes out once. */
function takeStyles(sheet: ServerStyleSheet, nonce: string): string {
  const css = sheet.instance.toString();
  sheet.instance.clearTag();
  return styleElement(css, nonce);
}

function styleElement(css: string, nonce: string): string {
  // CSS never needs '</style' in it; a stray one must not end the element early.
  return css ? `<style nonce="${nonce}">${css.replace(/<\/style/gi, '<\\/style')}</style>` : '';
}

/**
 * Renders a search link's page. `answer`: the availability API's rows for `criteria`, or null
 * when they did not come in time; the results then stay the loading state, which the browser
 * takes over with its own search, as when the page is not rendered here. Resolves once the page
 * without its results is ready to send; rejects when it cannot be rendered (the server then
 * sends the shell).
 */
export async function renderSearchLink(
  handler: StaticHandler,
  {
    url,
    siteUrl,
    catalogue,
    banners,
    criteria,
    answer,
    nonce,
    sentAt,
  }: {
    /** The page's path and query (the results' filters and order, which the server applies). */
    url: string;
    siteUrl: string;
    catalogue: EmbeddedCatalogue;
    /** The header's banners, as the shell carries them (no request per page). */
    banners: Banner[];
    criteria: SearchCriteria;
    answer: Promise<DisponibilidadeResponse | null>;
    nonce: string;
    /** The address the page is sent at, when not the link's own (Google's landing page). */
    sentAt?: string | undefined;
  },
): Promise<StreamedSearchLink> {
  const path = pathOf(url);
  seedCatalogue(catalogue, path);
  // The bar shows the link's stay through the render's own criteria (below), never through the
  // store's seeded state, which every render of the process shares.
  const stay: LinkedStay = {
    data_chegada: criteria.data_chegada,
    data_partida: criteria.data_partida,
    id_hotel: criteria.id_hotel,
    apartamentos: criteria.apartamentos,
  };
  const context = await handler.query(new Request(new URL(url, `${siteUrl}/`).href), {
    filterMatchesToLoad: (match) => match.route.id !== HEADER_LAYOUT_ROUTE_ID,
  });
  if (context instanceof Response || context.errors) {
    throw new Error(`${path}: a página não pôde ser renderizada.`);
  }
  context.loaderData[HEADER_LAYOUT_ROUTE_ID] = { banners };

  const rows = answer.then(
    (found) => found,
    () => null,
  );
  const shown = rows.then((found) => (found ? doneSearch(criteria, found) : null));
  const sheet = new ServerStyleSheet();
  // The markup before the app has a sheet of its own, whose rules are not named to the browser's
  // styled-components: none of its components is the app's (src/entry-prerender.tsx).
  const overlaySheet = new ServerStyleSheet();
  // No rooms panel before the app: the page takes the link's rooms once hydrated
  // (routes/hotel-search-link.tsx), and would replace any counted before; the field's tap is
  // held for the app's panel instead.
  const overlayHtml = beforeAppMarkup(overlaySheet, { searchPanels: false });
  const pageStyles = rootColors(catalogue.colors) + overlaySheet.instance.toString();
  overlaySheet.seal();
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = new PassThrough();
  const done = new Promise<void>((resolve, reject) => {
    html.on('end', resolve);
    html.on('error', reject);
  });
  // The styles of the page as it first goes out: in the head, before anything paints.
  let firstStyles = '';
  let firstStyleNames: PrerenderedStyles = {};
  await new Promise<void>((resolve, reject) => {
    const stream = renderToPipeableStream(
      sheet.collectStyles(
        <LinkAnswerOnServer value={shown}>
          {/* The bar shows the stay the results are for, from the first paint (issue 50). */}
          <CriteriaOfRenderProvider value={linkedCriteria(stay)}>
            <App startup={READY}>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </App>
          </CriteriaOfRenderProvider>
        </LinkAnswerOnServer>,
      ),
      {
        nonce,
        // Every part that is ready goes out in place; only the results, still on their way, are
        // sent later. By default React sends a large ready part (the page under the header) out
        // of place too, which only a script puts back: a page without JavaScript lost it.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onShellReady() {
          // Only these are named to the browser's styled-components (the data block): the
          // later ones sit in the root, which a failed hydration would clear, and the browser
          // then inserts them itself.
          firstStyleNames = prerenderedStyleNames(sheet.instance);
          firstStyles = styleElement(pageStyles, nonce) + takeStyles(sheet, nonce);
          // Each of React's later writes is preceded by the styles its markup first uses.
          const withStyles = new Transform({
            transform(chunk: Buffer, _encoding, next) {
              next(null, takeStyles(sheet, nonce) + chunk.toString());
            },
          });
          stream.pipe(withStyles).pipe(html);
          resolve();
        },
        onShellError: reject,
        onError(error) {
          // An error past the shell is the results' (React then leaves the browser to render
          // them): the page still goes out whole.
          console.warn(`Busca renderizada no servidor: ${String(error)}`);
        },
      },
    );
  });
  const data = Promise.all([rows, done]).then(([found]) => {
    const block: PrerenderData = {
      path,
      catalogue,
      styles: firstStyleNames,
      router: {
        loaderData: context.loaderData,
        actionData: context.actionData,
        errors: context.errors,
      },
      ...(found && { search: { criteria, rows: found } satisfies RenderedSearchAnswer }),
      linkedStay: stay,
    };
    sheet.seal();
    return jsonForScript(block);
  });
  return {
    head:
      `<title>${escapeHtml(documentTitle('Resultado da busca'))}</title>\n    ` +
      '<meta name="robots" content="noindex" />\n    ' +
      `${firstStyles}\n    ` +
      `<noscript><style nonce="${nonce}">${WITHOUT_SCRIPTS}</style></noscript>` +
      // Sent at another address (Google's landing page): the address bar shows the link's from
      // the first paint, so that a reload or a share before the app is the link itself, and the
      // app finds the page it was rendered for.
      (sentAt === undefined
        ? ''
        : `\n    <script nonce="${nonce}">history.replaceState(history.state, '', ${jsonForScript(url)});</script>`),
    overlayHtml,
    html,
    data,
  };
}
