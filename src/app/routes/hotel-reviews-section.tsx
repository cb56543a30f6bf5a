import { Suspense, useCallback, useEffect, useRef } from 'react';
import type { AvaliacoesHotelResponse } from '@/api/contract/reviews';
import { Spinner } from '@/components/ui/spinner';
import { holdTapsIn } from '@/lib/hold-taps-in';
import { preloadableLazy } from '@/lib/preloadable-lazy';
import { REVIEWS_ANCHOR } from '@/config/paths';
import { nearTrigger } from '@/lib/when-near';

const reviewsNear = nearTrigger();

/**
 * The hotel page's reviews (issue 53), below the fold. The prerender runs the code first (the
 * hotel loader preloads it), so the page's HTML carries the first reviews. In the browser the
 * code is fetched only when the section nears the screen: until then React keeps the server's
 * HTML as it is, and the page's first load does not carry it (the hotel page's budget).
 */
export const hotelReviews = preloadableLazy(
  () => reviewsNear.reached.then(() => import('@/features/reviews/components/hotel-reviews')),
  (module) => module.default,
);

/** Runs `onMounted` once the Suspense boundary it sits in has been hydrated (or rendered). */
function WhenMounted({ onMounted }: { onMounted: () => void }) {
  useEffect(onMounted, [onMounted]);
  return null;
}

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
  const anchor = useRef<HTMLDivElement>(null);
  // Until the section's code has come, the server's HTML shows its pager; a tap on it would be
  // lost (React drops it), so it is held and replayed once the section is hydrated. A choice in
  // its filters is kept by the fields themselves (they adopt what they show).
  const hydrated = useRef(false);
  const taps = useRef<ReturnType<typeof holdTapsIn> | null>(null);
  useEffect(() => {
    const section = anchor.current;
    if (!section) return;
    const stopWatching = reviewsNear.watch(section);
    if (hydrated.current) return stopWatching;
    const held = holdTapsIn(section);
    taps.current = held;
    return () => {
      stopWatching();
      held.stop();
      taps.current = null;
    };
  }, []);
  const onHydrated = useCallback(() => {
    hydrated.current = true;
    taps.current?.release();
    taps.current = null;
  }, []);
  // The anchor is here, outside the Suspense boundary, so that a link to the reviews (the
  // results', the calendar's) finds it while the section's code is still on its way.
  return (
    <div ref={anchor} id={REVIEWS_ANCHOR}>
      <Suspense fallback={<Spinner label="Carregando avaliações…" showLabel />}>
        <HotelReviews hotelId={hotelId} hotelName={hotelName} initial={initial} />
        <WhenMounted onMounted={onHydrated} />
      </Suspense>
    </div>
  );
}
