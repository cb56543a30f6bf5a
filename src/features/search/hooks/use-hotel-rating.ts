import { useEffect, useState } from 'react';
import type { ResumoAvaliacoesHotel } from '@/api/contract/reviews';
import { getReviewSummary } from '@/lib/reviews/get-review-summary';

/** Each hotel's average and count, asked once for every hotel of the results (issue 53). */
let summary: Promise<Map<number, ResumoAvaliacoesHotel>> | null = null;

function loadSummary(): Promise<Map<number, ResumoAvaliacoesHotel>> {
  summary ??= getReviewSummary().then(
    (hotels) => new Map(hotels.map((h) => [h.id_hotel, h])),
    (error: unknown) => {
      // Asked again by the next results: a failure is not kept.
      summary = null;
      throw error;
    },
  );
  return summary;
}

/**
 * The hotel's reviews in the results: its average and count once the summary answered; null
 * while it has not, when the hotel has none, or when it could not be read (the results work the
 * same without it).
 */
export function useHotelRating(hotelId: number): ResumoAvaliacoesHotel | null {
  const [rating, setRating] = useState<ResumoAvaliacoesHotel | null>(null);
  useEffect(() => {
    let live = true;
    loadSummary().then(
      (byHotel) => live && setRating(byHotel.get(hotelId) ?? null),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [hotelId]);
  return rating;
}
