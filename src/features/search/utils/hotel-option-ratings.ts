import { reviewCountText, scoreText } from '@/lib/reviews/review-score';
import { reviewSummaryByHotel } from '@/lib/reviews/review-summary';
import { hotelRatingsStore } from './hotel-ratings-store';

/**
 * What each hotel of the search bar's choice adds to its name (issue 53): its average and count
 * of verified reviews, '8,7/10 · 124 avaliações'. Loaded apart from the first route's code.
 */
export async function hotelOptionRatings(): Promise<Map<number, string>> {
  const byHotel = await reviewSummaryByHotel();
  return new Map(
    [...byHotel].map(([id, r]) => [id, `${scoreText(r.media)}/10 · ${reviewCountText(r.total)}`]),
  );
}

/**
 * Reads them into the store, once per page (hotel-ratings-store.ts imports this module when the
 * guest comes to the search bar, and calls it each time; a failure lets the next one try again).
 */
export function loadHotelRatings(): void {
  if (hotelRatingsStore.getState().asked) return;
  hotelRatingsStore.setState({ asked: true });
  hotelOptionRatings().then(
    (ratings) => hotelRatingsStore.setState({ ratings }),
    () => hotelRatingsStore.setState({ asked: false }),
  );
}
