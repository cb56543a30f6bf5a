import { useEffect, useState } from 'react';
import type { ResumoAvaliacoesHotel } from '@/api/contract/reviews';
import { reviewSummaryByHotel } from '@/lib/reviews/review-summary';

/**
 * The hotel's reviews in the results: its average and count once the summary answered; null
 * while it has not, when the hotel has none, or when it could not be read (the results work the
 * same without it).
 */
export function useHotelRating(hotelId: number): ResumoAvaliacoesHotel | null {
  const [rating, setRating] = useState<ResumoAvaliacoesHotel | null>(null);
  useEffect(() => {
    let live = true;
    reviewSummaryByHotel().then(
      (byHotel) => live && setRating(byHotel.get(hotelId) ?? null),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [hotelId]);
  return rating;
}
