import type { Pensao } from '@/api/contract/search';
import type { SearchCriteria } from '../stores/search-results';

/** A room's pick of a proposal, told by what the new search's rows will carry. */
export interface PendingPick {
  quarto: number;
  id_hotel: number;
  id_uh: number;
  pensao: Pensao;
}

let pending: { criteria: SearchCriteria; picks: PendingPick[] } | null = null;

/**
 * A proposal searched anew and chosen in one tap ('any number of rooms', issue 28): its picks wait
 * here for that search's results, which apply them once on screen (results-done.tsx): the
 * checkout clears every choice when new results arrive, so they cannot be made before. Told by
 * the search's criteria object: another search never takes them. Kept, not taken, so that
 * React's development rehearsal of effects (which clears the choices again) still finds them.
 */
export function pickAfterSearch(criteria: SearchCriteria, picks: PendingPick[]): void {
  pending = { criteria, picks };
}

/** The picks waiting for the results of `criteria`, or null. */
export function pendingPicks(criteria: SearchCriteria): PendingPick[] | null {
  return pending?.criteria === criteria ? pending.picks : null;
}
