import {
  REVIEW_PATHS,
  type AvaliacoesHotelRequest,
  type AvaliacoesHotelResponse,
} from '@/api/contract/reviews';
import { mainApi } from '@/lib/http/clients';

/** POST /avaliacoes/hotel: a page of the hotel's published reviews, with its averages. */
export async function getHotelReviews(
  query: AvaliacoesHotelRequest,
): Promise<AvaliacoesHotelResponse> {
  const { data } = await mainApi.post<AvaliacoesHotelResponse>(REVIEW_PATHS.hotel, query);
  return data;
}
