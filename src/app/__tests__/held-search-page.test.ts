import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SEARCH_PATHS } from '@/api/contract/search';
import { env } from '@/config/env';
import type { SearchCriteria } from '@/features/search/stores/search-results';
import { searchToRun } from '@/features/search/utils/search-to-run';
import { addDays, formatWireDate, today } from '@/lib/dates';
import { searchCriteriaActions, searchCriteriaSnapshot } from '@/stores/search-criteria';
import { availabilityRows } from '@/testing/fixtures/search';
import { server } from '@/testing/server';
import { askSearchPage, heldSearchPageInPlace } from '../held-search-page';
import { PRERENDER_DATA_ID } from '../prerender-data';
import { putSearchPageInPlace, searchPageOf } from '../search-page-in-place';

/** A visitor's search, as a held PESQUISAR sends it. */
function heldSearch(): SearchCriteria {
  const toRun = searchToRun(searchCriteriaSnapshot(), false);
  if ('errors' in toRun) throw new Error('criteria incomplete');
  return toRun.search;
}

/**
 * A search link's page as the production server streams it (server-render/search-link.tsx): its
 * styles in `<style nonce>` (one for a browser without scripts), the results streamed after the
 * page as React does, one part inside another, and the data block last.
 */
function streamedPage(search: SearchCriteria | null): string {
  const data = JSON.stringify({
    path: '/hotelSearch/abc',
    catalogue: {},
    router: { loaderData: {}, actionData: null, errors: null },
    ...(search && { search: { criteria: search, rows: availabilityRows } }),
  });
  return (
    '<!doctype html><html lang="pt-BR"><head><title>Resultado da busca | Aurora</title>' +
    '<style nonce="n">.frame{color:red}</style>' +
    '<noscript><style nonce="n">#root>div[hidden]{display:block}</style></noscript>' +
    '<script type="module" crossorigin src="/assets/index.js"></script></head><body>' +
    '<div id="verificando-usuario">Verificando usuário</div>' +
    '<div id="root"><header>Cabeçalho</header><main><h1>Resultado da busca</h1>' +
    '<!--$?--><template id="B:0"></template><p>Carregando…</p><!--/$--></main>' +
    '<script nonce="n">requestAnimationFrame(function(){$RT=performance.now()});</script>' +
    '<style nonce="n">.card{color:blue}</style>' +
    '<div hidden id="S:0"><ul><li>Quarto R$ 100,00</li>' +
    '<!--$?--><template id="B:1"></template><p>Avaliações…</p><!--/$--></ul></div>' +
    '<script nonce="n">$RC=function(a,b){};$RC("B:0","S:0")</script>' +
    '<div hidden id="S:1"><p>Nota 9</p></div><script nonce="n">$RC("B:1","S:1")</script></div>' +
    `<script type="application/json" id="${PRERENDER_DATA_ID}">${data}</script></body></html>`
  );
}

/** The results as the browser shows them once React's scripts have run. */
const COMPLETED =
  '<header>Cabeçalho</header><main><h1>Resultado da busca</h1>' +
  '<!--$--><ul><li>Quarto R$ 100,00</li><!--$--><p>Nota 9</p><!--/$--></ul><!--/$--></main>';

/** The prerendered page the tap was on: its root, its data block, its held PESQUISAR. */
function pageTappedOn() {
  document.body.innerHTML =
    '<div id="root"><form><button data-opens="search" data-early-tap>PESQUISAR</button></form></div>' +
    `<script type="application/json" id="${PRERENDER_DATA_ID}">{"path":"/"}</script>`;
}

let adopted: CSSStyleSheet[];
let availabilityAsked: number;
let pagesAsked: string[];
beforeEach(() => {
  // jsdom has no adopted style sheets; the browsers the site supports have (held-search-page.ts).
  adopted = [];
  Object.defineProperty(document, 'adoptedStyleSheets', {
    configurable: true,
    get: () => adopted,
    set: (sheets: CSSStyleSheet[]) => (adopted = sheets),
  });
  availabilityAsked = 0;
  pagesAsked = [];
  server.use(
    http.post(`${env.api.main}${SEARCH_PATHS.availability}`, () => {
      availabilityAsked += 1;
      return HttpResponse.json(availabilityRows);
    }),
  );
  const arrival = addDays(today(), 40);
  searchCriteriaActions().datesPicked(formatWireDate(arrival), formatWireDate(addDays(arrival, 2)));
  searchCriteriaActions().roomAdded();
  pageTappedOn();
});

afterEach(() => {
  delete (document as { adoptedStyleSheets?: unknown }).adoptedStyleSheets;
  window.history.replaceState(null, '', '/');
  document.body.innerHTML = '';
  searchCriteriaActions().criteriaReset();
});

/** The server's answer to a search link's page. */
function serverAnswers(respond: (search: SearchCriteria) => Response) {
  server.use(
    http.get('*/hotelSearch/:segment', ({ request }) => {
      pagesAsked.push(new URL(request.url).pathname);
      return respond(heldSearch());
    }),
  );
}

const html = (body: string) =>
  new HttpResponse(body, { headers: { 'content-type': 'text/html; charset=utf-8' } });

describe("a held PESQUISAR's search link page (issue 50)", () => {
  it('is the answer when the server rendered it with this search: no availability request', async () => {
    serverAnswers((search) => html(streamedPage(search)));
    const search = heldSearch();
    await expect(askSearchPage(search)).resolves.toEqual(availabilityRows);
    expect(pagesAsked).toEqual([expect.stringMatching(/^\/hotelSearch\/[\w-]+$/)]);
    expect(availabilityAsked).toBe(0);

    // And it takes the place of the page the tap was on, at its link, with its data.
    const data = await heldSearchPageInPlace();
    expect(data?.search?.criteria).toEqual(search);
    expect(window.location.pathname).toBe(pagesAsked[0]);
    expect(document.getElementById('root')!.innerHTML).toBe(COMPLETED);
    expect(JSON.parse(document.getElementById(PRERENDER_DATA_ID)!.textContent!)).toEqual(data);
    expect(document.title).toBe('Resultado da busca | Aurora');
  });

  it('is asked for the stay, hotel and rooms searched, as a link carries them', async () => {
    serverAnswers((search) => html(streamedPage(search)));
    await askSearchPage(heldSearch());
    const segment = pagesAsked[0]!.split('/').pop()!;
    const params = new URLSearchParams(atob(segment.replace(/-/g, '+').replace(/_/g, '/')));
    const { data_chegada, data_partida, id_hotel, apartamentos } = heldSearch();
    expect(Object.fromEntries(params)).toMatchObject({
      inicio: data_chegada,
      fim: data_partida,
      id_hotel: String(id_hotel),
      qtd_adulto: String(apartamentos[0]!.qtd_adulto.length),
    });
  });

  it.each([
    ['the server could not render it', () => new HttpResponse('Indisponível', { status: 503 })],
    ['the API did not answer the server in time', () => html(streamedPage(null))],
    [
      'it answers another search',
      (search: SearchCriteria) => html(streamedPage({ ...search, id_hotel: search.id_hotel + 1 })),
    ],
  ])('asks the API itself when %s, and leaves the page as it is', async (_case, respond) => {
    serverAnswers(respond);
    await expect(askSearchPage(heldSearch())).resolves.toEqual(availabilityRows);
    expect(availabilityAsked).toBe(1);
    expect(await heldSearchPageInPlace()).toBeNull();
    expect(window.location.pathname).toBe('/');
    expect(document.querySelector('[data-opens="search"]')).not.toBeNull();
  });

  it('stays out of the page when another tap is held meanwhile: the app replays them all', async () => {
    serverAnswers((search) => html(streamedPage(search)));
    document
      .querySelector('form')!
      .insertAdjacentHTML('beforeend', '<button data-opens="login" data-early-tap>LOGIN</button>');
    await expect(askSearchPage(heldSearch())).resolves.toEqual(availabilityRows);
    expect(await heldSearchPageInPlace()).toBeNull();
    expect(window.location.pathname).toBe('/');
    expect(availabilityAsked).toBe(0);
  });
});

describe('the page put in place (search-page-in-place.ts)', () => {
  it("keeps its styles out of this page's markup, and its rules in a sheet of their own", () => {
    const page = searchPageOf(streamedPage(heldSearch()), '/hotelSearch/abc', heldSearch())!;
    expect(page.css).toBe('.frame{color:red}\n.card{color:blue}');
    expect(page.parts).toEqual([
      ['B:0', 'S:0'],
      ['B:1', 'S:1'],
    ]);
    expect(page.document.querySelectorAll('style, script')).toHaveLength(0);

    putSearchPageInPlace(document.getElementById('root')!, page);
    expect(adopted).toHaveLength(1);
    expect([...adopted[0]!.cssRules].map((rule) => rule.cssText)).toEqual([
      '.frame { color: red; }',
      '.card { color: blue; }',
    ]);
    // Not the styles for a browser without scripts, which would show the loading states' parts.
    expect(page.css).not.toContain('display:block');
    expect(document.querySelector('#root style, #root script, #root template')).toBeNull();
  });
});
