import { reviewCountText, scoreText } from '@/lib/reviews/review-score';
import { reviewSummaryByHotel } from '@/lib/reviews/review-summary';

/**
 * What each hotel of the search bar's choice adds to its name (issue 53): its average and count
 * of verified reviews, '8,7/10 · 124 avaliações'. Loaded apart from the first route's code.
 */
async function hotelOptionRatings(): Promise<Map<number, string>> {
  const byHotel = await reviewSummaryByHotel();
  return new Map(
    [...byHotel].map(([id, r]) => [id, `${scoreText(r.media)}/10 · ${reviewCountText(r.total)}`]),
  );
}

/** The store the search bar reads them from (hotel-ratings-store.ts, which passes itself). */
interface RatingsStore {
  getState: () => { asked?: boolean };
  setState: (next: { ratings?: ReadonlyMap<number, string>; asked?: boolean }) => void;
}

/**
 * Reads them into the store, once per page (hotel-ratings-store.ts loads this module when the
 * guest comes to the search bar, and calls it each time; a failure lets the next one try again).
 */
export function loadHotelRatings(store: RatingsStore): void {
  if (store.getState().asked) return;
  store.setState({ asked: true });
  hotelOptionRatings().then(
    (ratings) => store.setState({ ratings }),
    () => store.setState({ asked: false }),
  );
}
