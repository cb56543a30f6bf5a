import type { DisponibilidadeResponse } from '@/api/contract/search';
import type { SearchCriteria } from '@/features/search/stores/search-results';
import { takeDatesBeforeApp } from '@/features/search/utils/dates-before-app';
import { takeRoomsBeforeApp } from '@/features/search/utils/rooms-before-app';
import { pageReplacedBeforeApp } from './early-taps';
import { PRERENDER_DATA_ID, type PrerenderData } from './prerender-data';

/*
 * The search link's page the server rendered for a held PESQUISAR (held-search-page.ts), put in
 * place of the page the tap was on as soon as it comes, before the app: the prices show then, and
 * the app hydrates it as if it had been opened at the link (src/main.tsx). Part of the held
 * search's file (scripts/vite/chunk-groups.mjs), which has come by the tap: fetched at the tap
 * instead, on HTTP/1.1's six connections it came after the page (home: 3.18 s against 2.79 s).
 */

/** A search link's page, parsed, with the availability API's answer it was rendered with. */
export interface SearchPage {
  href: string;
  rows: DisponibilidadeResponse;
  /** Its markup without its styles and scripts, which this page's policy would refuse. */
  document: Document;
  /** Its styles' rules. */
  css: string;
  /** React's streamed parts, each with the boundary it completes, in the order they came. */
  parts: [boundary: string, part: string][];
  /** The data block's JSON, as the server wrote it, and parsed. */
  data: string;
  parsed: PrerenderData;
}

const DATA_BLOCK = new RegExp(
  `<script type="application/json" id="${PRERENDER_DATA_ID}">([^<]*)</script>`,
);
const STYLE = /<style\b[^>]*>([\s\S]*?)<\/style>/g;
const SCRIPT = /<script\b[^>]*>([\s\S]*?)<\/script>/g;
/** Its styles for a browser without JavaScript, which this one is not. */
const NOSCRIPT = /<noscript>[\s\S]*?<\/noscript>/g;
/** React's instruction that puts a streamed part in place of its loading state: boundary, part. */
const COMPLETE_BOUNDARY = /\$RC\("([^"]+)","([^"]+)"\)/g;

/**
 * The page, when the server rendered it with the answer to exactly this search; else null (the
 * API late or refusing, the shell sent instead, another search), and the search asks for itself.
 * Its styles and scripts are taken out of the text before it is parsed: a parsed document has
 * this page's Content-Security-Policy, which refuses them (their nonce is the server's
 * response's), and each would be reported as a violation.
 */
export function searchPageOf(
  html: string,
  href: string,
  search: SearchCriteria,
): SearchPage | null {
  const data = DATA_BLOCK.exec(html)?.[1] ?? '';
  let found: PrerenderData;
  try {
    found = JSON.parse(data) as PrerenderData;
  } catch {
    return null;
  }
  if (!found.search || JSON.stringify(found.search.criteria) !== JSON.stringify(search))
    return null;
  const css: string[] = [];
  const parts: [string, string][] = [];
  const markup = html
    .replace(NOSCRIPT, '')
    .replace(STYLE, (_style, rules: string) => {
      css.push(rules);
      return '';
    })
    .replace(SCRIPT, (_script, code: string) => {
      for (const [, boundary, part] of code.matchAll(COMPLETE_BOUNDARY))
        parts.push([boundary!, part!]);
      return '';
    });
  return {
    href,
    rows: found.search.rows,
    document: new DOMParser().parseFromString(markup, 'text/html'),
    css: css.join('\n'),
    parts,
    data,
    parsed: found,
  };
}

/**
 * The page at its link, in place of this one: its markup in `container`, as the browser leaves
 * it once React's streaming scripts have run; its styles; its data block; its title and
 * address. Returns its data, which the app then hydrates it with.
 */
export function putSearchPageInPlace(container: HTMLElement, page: SearchPage): PrerenderData {
  const source = page.document;
  // Its styles came as `<style nonce>` for its own response's policy: their rules go in a sheet
  // of their own, which no policy concerns. First: should it fail, nothing else has changed.
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(page.css);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  // The panels the script opened before the app go with the page they were for: the link's page
  // shows the stay and rooms that were searched, those the panels chose.
  takeRoomsBeforeApp();
  takeDatesBeforeApp();
  for (const [boundary, part] of page.parts) {
    completeBoundary(source.getElementById(boundary), source.getElementById(part));
  }
  const root = source.getElementById('root')!;
  container.replaceChildren(...[...root.childNodes].map((node) => document.adoptNode(node)));
  document.getElementById(PRERENDER_DATA_ID)!.textContent = page.data;
  document.title = source.title;
  window.history.pushState(null, '', page.href);
  window.scrollTo(0, 0);
  // The held PESQUISAR's button went with the page: its tap is done, the page is no longer busy.
  pageReplacedBeforeApp();
  // As after the search's navigation (layouts/navigation-focus.tsx): the focus on the new page's
  // h1, which the server wrote focusable (its main too), so that nothing changes in its markup.
  const main = container.querySelector('main');
  (main?.querySelector('h1') ?? main)?.focus({ preventScroll: true });
  return page.parsed;
}

/**
 * What React's `$RC` does in the browser (react-dom/server's completeBoundary): the loading
 * state after the boundary's marker is removed, the streamed part's nodes go in its place, and
 * the marker says the boundary is complete, which hydration then reads.
 */
function completeBoundary(boundary: Element | null, part: Element | null): void {
  part?.remove();
  const marker = boundary?.previousSibling;
  const parent = boundary?.parentNode;
  if (!boundary || !part || !parent || marker?.nodeType !== Node.COMMENT_NODE) return;
  let node: ChildNode | null = boundary;
  let depth = 0;
  while (node) {
    if (node.nodeType === Node.COMMENT_NODE) {
      const text = (node as Comment).data;
      if (text === '/$' || text === '/&') {
        if (depth === 0) break;
        depth -= 1;
      } else if (['$', '$?', '$~', '$!', '&'].includes(text)) {
        depth += 1;
      }
    }
    const next: ChildNode | null = node.nextSibling;
    node.remove();
    node = next;
  }
  while (part.firstChild) parent.insertBefore(part.firstChild, node);
  (marker as Comment).data = '$';
}
