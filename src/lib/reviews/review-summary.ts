import type { ResumoAvaliacoesHotel } from '@/api/contract/reviews';
import { getReviewSummary } from './get-review-summary';

/**
 * Each hotel's average and count (issue 53), asked once per page for every place that shows them
 * (the results, the search bar's hotels). A failure is not kept: the next one asks again.
 */
let summary: Promise<Map<number, ResumoAvaliacoesHotel>> | null = null;

export function reviewSummaryByHotel(): Promise<Map<number, ResumoAvaliacoesHotel>> {
  summary ??= getReviewSummary().then(
    (hotels) => new Map(hotels.map((h) => [h.id_hotel, h])),
    (error: unknown) => {
      summary = null;
      throw error;
    },
  );
  return summary;
}

/** Tests: forget the summary, as a new page would. */
export function forgetReviewSummary(): void {
  summary = null;
}
