import type { DisponibilidadeResponse } from '@/api/contract/search';
import {
  searchCriteriaActions,
  searchCriteriaSnapshot,
  type SearchCriteria as BarCriteria,
} from '@/stores/search-criteria';
import { roomsFromCounts } from '@/stores/search-criteria-rules';
import { sessionSnapshot } from '@/stores/session';
import type { SearchCriteria } from '../stores/search-results';
import { requestAvailability } from './request-availability';
import { datesChosenBeforeApp } from './dates-before-app';
import { roomsChosenBeforeApp } from './rooms-before-app';
import { searchCoupon, searchToRun } from './search-to-run';

/**
 * A PESQUISAR tapped before the app came (issue 27) is held by public/before-app.js and clicked
 * again once the page is hydrated; its search then runs as any other (useSearchSubmit). Its
 * availability request need not wait that long: it leaves at the tap (src/app/held-search.ts,
 * run by before-app.js before the app's code has arrived), and the search the replayed tap
 * starts takes its answer instead of asking again. On a slow phone that is the app's download,
 * evaluation and hydration and the replay (about a second and a half) off the guest's wait for
 * the results. The search itself, its messages and its navigation stay the app's.
 */
let early: {
  at: number;
  answer: Promise<DisponibilidadeResponse>;
  search: SearchCriteria;
  /** The bar's criteria it was sent for: the hotel and coupon as the page showed them. */
  shown: BarCriteria;
} | null = null;

/** Older than this, an early answer is not taken: the replay comes within a second or two. */
const FRESH_MS = 30_000;

const keyOf = (criteria: SearchCriteria) => JSON.stringify(criteria);

/**
 * Sends the availability request of the held PESQUISAR now, when that tap will search for sure:
 * a visitor (a logged-in guest's type is known only once the session is checked), no coupon to
 * check first, the dates and rooms complete. Otherwise nothing: the replayed tap does it all.
 * `form`: the held button's. Its hotel and coupon as shown count, as they will once the page
 * hydrates (lib/use-value-from-before-hydration.ts): a visitor may have changed them before; so
 * do the rooms chosen in the panel and the stay picked in the calendar before the app
 * (rooms-before-app.ts, dates-before-app.ts), which src/main.tsx hands to the criteria before
 * hydrating. `ask`: how the answer is asked for (the app asks for the search link's page, which
 * the server renders with the answer: src/app/held-search-page.ts).
 */
export function searchHeldTapEarly(
  form: HTMLFormElement | null,
  ask: (search: SearchCriteria) => Promise<DisponibilidadeResponse> = requestAvailability,
): void {
  if (sessionSnapshot().status !== 'anonymous') return;
  const stored = searchCriteriaSnapshot();
  const hotel = shownValue(form, 'id_hotel');
  const counted = roomsChosenBeforeApp();
  const criteria = {
    ...stored,
    ...datesChosenBeforeApp(),
    id_hotel: hotel === null ? stored.id_hotel : Number(hotel),
    cupom: shownValue(form, 'cupom') ?? stored.cupom,
    apartamentos: counted ? roomsFromCounts(counted) : stored.apartamentos,
  };
  if (searchCoupon(criteria, false) !== '') return;
  const toRun = searchToRun(criteria, false);
  if ('errors' in toRun) return;
  const answer = ask(toRun.search);
  // Taken or not, a failure here is the replayed search's to report, never an unhandled one.
  answer.catch(() => {});
  early = {
    at: Date.now(),
    answer,
    search: toRun.search,
    shown: criteria,
  };
}

/**
 * The held PESQUISAR's search once its early request has answered, when it was sent and not
 * taken, with the bar's hotel and coupon made those it was sent for, as the page's hydration would
 * have made them (the rooms counted before the app are the caller's to hand over, as in
 * src/main.tsx). The app may then show its results at once, instead of hydrating the page the tap
 * was on first (src/app/held-search-results.tsx). Null when there is none or it failed: the
 * answer is then left for the replayed tap, whose search reports the failure as any search does.
 */
export async function answeredHeldSearch(): Promise<SearchCriteria | null> {
  const held = early;
  if (!held || Date.now() - held.at > FRESH_MS) return null;
  const answered = await held.answer.then(
    () => true,
    () => false,
  );
  if (!answered || early !== held) return null;
  const actions = searchCriteriaActions();
  actions.hotelChosen(held.shown.id_hotel);
  actions.couponEdited(held.shown.cupom);
  return held.search;
}

/** The value a field of `form` shows, or null when the form has no such field. */
function shownValue(form: HTMLFormElement | null, name: string): string | null {
  const field = form?.elements.namedItem(name);
  return field instanceof HTMLInputElement || field instanceof HTMLSelectElement
    ? field.value
    : null;
}

/**
 * The early answer for exactly these criteria, once; null when there is none (or it is stale),
 * and the search asks for itself.
 */
export function takeEarlySearch(criteria: SearchCriteria): Promise<DisponibilidadeResponse> | null {
  const taken = early;
  early = null;
  if (!taken || keyOf(taken.search) !== keyOf(criteria) || Date.now() - taken.at > FRESH_MS)
    return null;
  return taken.answer;
}
