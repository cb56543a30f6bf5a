import type { DisponibilidadeResponse } from '@/api/contract/search';
import { paths } from '@/config/paths';
import type { SearchCriteria } from '@/features/search/stores/search-results';
import { requestAvailability } from '@/features/search/utils/request-availability';
import { encodeSearchLink } from '@/features/search/utils/search-link';
import { heldTapCount, heldTapOn } from './early-taps';
import type { PrerenderData } from './prerender-data';
import { putSearchPageInPlace, searchPageOf } from './search-page-in-place';

/*
 * A PESQUISAR held before the app asks for its search link's page instead of the bare answer:
 * the production server asks the availability API itself and renders the results with their
 * prices (server-render/search-link.tsx). The page is put in place of the one the tap was on as
 * soon as it comes (search-page-in-place.ts), and the app, when it comes, hydrates it as if it
 * had been opened at the link (src/main.tsx): the prices no longer wait for the app's code and
 * its render of the results (bench/README.md, "PESQUISAR to prices: the server's page"). Its answer is the held
 * search's answer all the same (early-search.ts). A page the server could not render with this
 * very search (the API late or refusing, the limit of rendered links reached, no server render
 * at all) costs one request more, the bare one, and the app shows its results as before.
 */
let inPlace: Promise<PrerenderData | null> | null = null;

/** The held search's answer, from its link's page when the server rendered it there. */
export function askSearchPage(search: SearchCriteria): Promise<DisponibilidadeResponse> {
  // Its styles go in a sheet of their own (search-page-in-place.ts), which a browser older than
  // 2023 (Safari before 16.4) cannot adopt: there the app shows the results, as before.
  if (!('adoptedStyleSheets' in document)) return requestAvailability(search);
  const href = paths.hotelSearchLink.getHref(encodeSearchLink(search));
  const page = fetch(href, { headers: { accept: 'text/html' } })
    .then((response) => (response.ok ? response.text() : null))
    .then((html) => (html === null ? null : searchPageOf(html, href, search)))
    .catch(() => null);
  // Only while the held PESQUISAR is the only tap held: another's button would be gone with the
  // page, and the app then hydrates the page it is on and replays them all.
  inPlace = page
    .then((found) =>
      found && heldTapCount() === 1 && heldTapOn('search')
        ? putSearchPageInPlace(document.getElementById('root')!, found)
        : null,
    )
    .catch(() => null);
  return page.then((found) => found?.rows ?? requestAvailability(search));
}

/** The data of the held search's page once it is in place; null when it is not put there. */
export const heldSearchPageInPlace = (): Promise<PrerenderData | null> =>
  inPlace ?? Promise.resolve(null);
