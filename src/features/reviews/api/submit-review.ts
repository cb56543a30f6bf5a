import {
  REVIEW_PATHS,
  type EnviarAvaliacaoRequest,
  type EnviarAvaliacaoResponse,
} from '@/api/contract/reviews';
import { mainApi } from '@/lib/http/clients';

/**
 * POST /avaliacoes: the review of the link's stay; the thanks to show. Not retried: the link is
 * spent by the first one kept (a repeat is told the link was used).
 */
export async function submitReview(input: EnviarAvaliacaoRequest): Promise<string> {
  const { data } = await mainApi.post<EnviarAvaliacaoResponse>(REVIEW_PATHS.submit, input);
  return data.mensagem;
}
