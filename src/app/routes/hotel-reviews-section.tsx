import { Suspense } from 'react';
import type { AvaliacoesHotelResponse } from '@/api/contract/reviews';
import { Spinner } from '@/components/ui/spinner';
import { preloadableLazy } from '@/lib/preloadable-lazy';
import { REVIEWS_ANCHOR } from '@/config/paths';
import { whenNear } from '@/lib/when-near';

/**
 * The hotel page's reviews (issue 53), below the fold. The prerender runs the code first (the
 * hotel loader preloads it), so the page's HTML carries the first reviews. In the browser the
 * code is fetched only when the section nears the screen: until then React keeps the server's
 * HTML as it is, and the page's first load does not carry it (the hotel page's budget).
 */
export const hotelReviews = preloadableLazy(
  () => whenNear(REVIEWS_ANCHOR).then(() => import('@/features/reviews/components/hotel-reviews')),
  (module) => module.default,
);

export function HotelReviewsSection({
  hotelId,
  hotelName,
  initial,
}: {
  hotelId: number;
  hotelName: string;
  initial: AvaliacoesHotelResponse | null;
}) {
  const HotelReviews = hotelReviews.useComponent();
  return (
    <Suspense fallback={<Spinner label="Carregando avaliações…" showLabel />}>
      <HotelReviews hotelId={hotelId} hotelName={hotelName} initial={initial} />
    </Suspense>
  );
}
