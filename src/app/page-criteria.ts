import { searchCriteriaActions, seedLinkedStay, seedPageHotel } from '@/stores/search-criteria';
import type { PrerenderData } from './prerender-data';

/**
 * What a prerendered page's data sets in the search criteria, as its search bar shows it from the
 * first paint: a hotel page's hotel, a search link's stay. The state hydration starts from (the
 * seed) and the search's own. Applied before hydrating (src/main.tsx) and, first, when a PESQUISAR
 * is held before the app (src/app/held-search.ts): its early request then asks for what the
 * replayed tap will search, the link's stay on a search link's page, not what the tab kept from
 * before. Applying it twice changes nothing.
 */
export function applyPageCriteria({ pageHotel, linkedStay }: PrerenderData): void {
  if (pageHotel) {
    seedPageHotel(pageHotel);
    searchCriteriaActions().hotelChosen(pageHotel);
  }
  if (linkedStay) {
    seedLinkedStay(linkedStay);
    searchCriteriaActions().searchLinkOpened(linkedStay);
  }
}
