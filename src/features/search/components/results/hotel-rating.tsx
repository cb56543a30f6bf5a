import { lazy, Suspense } from 'react';
import styled from 'styled-components';

// Its code (and the summary's call) loads after the results: nothing more is preloaded with a
// search link's page (tests/e2e/prerender.spec.ts counts its files).
const HotelRatingLink = lazy(() => import('./hotel-rating-link'));

/**
 * A hotel's average and count of verified reviews under its name in the results, linking to the
 * reviews on its page (issue 53). Its line is kept while they are asked, so nothing below moves
 * when they come.
 */
export function HotelRating({ hotelId }: { hotelId: number }) {
  return (
    <RatingLine>
      <Suspense fallback={null}>
        <HotelRatingLink hotelId={hotelId} />
      </Suspense>
    </RatingLine>
  );
}

const RatingLine = styled.p`
  margin: calc(-1 * var(--space-sm)) 0 var(--space-md);
  min-height: 1.5em;
  line-height: 1.5;
`;
