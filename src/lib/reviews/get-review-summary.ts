import { REVIEW_PATHS, type ResumoAvaliacoesResponse } from '@/api/contract/reviews';
import { mainApi } from '@/lib/http/clients';

/** POST /avaliacoes/resumo: each hotel's average and count of published reviews (issue 53). */
export async function getReviewSummary(): Promise<ResumoAvaliacoesResponse> {
  const { data } = await mainApi.post<ResumoAvaliacoesResponse>(REVIEW_PATHS.summary, {});
  return data;
}
