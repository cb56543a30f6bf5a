import { REVIEW_PATHS, type ConviteAvaliacaoResponse } from '@/api/contract/reviews';
import { mainApi } from '@/lib/http/clients';

/** POST /avaliacoes/convite: the stay an e-mailed review link names (the token is the key). */
export async function openReviewInvitation(token: string): Promise<ConviteAvaliacaoResponse> {
  const { data } = await mainApi.post<ConviteAvaliacaoResponse>(REVIEW_PATHS.invitation, {
    token,
  });
  return data;
}
