import type { Apartamento } from '@/api/contract/booking';
import { splitRoom } from '@/stores/split-room';
import { useSearchCriteriaActions } from '@/stores/search-criteria';
import { searchSnapshot, type SearchCriteria } from '../stores/search-results';
import { runSearch } from '../utils/run-search';

/** The results' heading, where the focus goes when a proposal is searched. */
export const RESULTS_HEADING_ID = 'resultado-da-busca';

export type SearchChange =
  | { kind: 'dates'; data_chegada: string; data_partida: string }
  | { kind: 'hotel'; id_hotel: number }
  | { kind: 'split'; quarto: number }
  /** The whole party in other rooms (a split of 'any number of rooms'). */
  | { kind: 'rooms'; apartamentos: Apartamento[] };

/** The last search with one proposal of its results applied. */
export function changedSearch(last: SearchCriteria, change: SearchChange): SearchCriteria {
  switch (change.kind) {
    case 'dates':
      return { ...last, data_chegada: change.data_chegada, data_partida: change.data_partida };
    case 'hotel':
      return { ...last, id_hotel: change.id_hotel };
    case 'split':
      return { ...last, apartamentos: splitRoom(last.apartamentos, change.quarto) };
    case 'rooms':
      return { ...last, apartamentos: change.apartamentos };
  }
}

/**
 * One tap on a proposal of the results (issue 28: other dates, another hotel, a room split in
 * two, the party in other rooms) searches it: the last search with that change, its coupon or
 * contract kept, and the search bar showing the new stay, hotel and rooms. A failure shows on
 * the results like any other search's. Resolves true once the new results are in.
 */
export function useSearchAgain(): (
  change: SearchChange,
  /** Told the new search's criteria before it starts (pending-picks.ts). */
  onStart?: (next: SearchCriteria) => void,
) => Promise<boolean> {
  const { searchLinkOpened } = useSearchCriteriaActions();
  return async (change, onStart) => {
    const last = searchSnapshot().criteria;
    if (!last) return false;
    const next = changedSearch(last, change);
    onStart?.(next);
    searchLinkOpened(next);
    // The tapped proposal goes with the old results: the guest carries on from the top.
    window.scrollTo?.({ top: 0 });
    document.getElementById(RESULTS_HEADING_ID)?.focus();
    return runSearch(next).then(
      () => searchSnapshot().criteria === next,
      // Recorded in the results store, which shows it.
      () => false,
    );
  };
}
