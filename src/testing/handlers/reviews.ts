import { http, HttpResponse, type RequestHandler } from 'msw';
import { REVIEW_PATHS, type AvaliacoesHotelRequest } from '@/api/contract/reviews';
import { env } from '@/config/env';
import {
  HOTEL_REVIEWS,
  publishedReview,
  REVIEW_INVITATION,
  REVIEW_TOKEN,
} from '../fixtures/reviews';

const url = (path: string) => `${env.api.main}${path}`;

/** Reviews (issue 53) as the sandbox answers them: one hotel's pages, the summary, a link. */
export const reviewHandlers: RequestHandler[] = [
  http.post(url(REVIEW_PATHS.summary), () =>
    HttpResponse.json([
      { id_hotel: 1, media: 8.7, total: 12 },
      { id_hotel: 6, media: 9.1, total: 30 },
    ]),
  ),
  http.post(url(REVIEW_PATHS.hotel), async ({ request }) => {
    const query = (await request.json()) as AvaliacoesHotelRequest;
    const pagina = query.pagina ?? 1;
    return HttpResponse.json({
      ...HOTEL_REVIEWS,
      pagina,
      // Page n lists reviews 5(n-1)+1 to 5n.
      avaliacoes: HOTEL_REVIEWS.avaliacoes.map((r) => {
        const id = r.id + (pagina - 1) * 5;
        return pagina === 1 ? r : publishedReview(id, { ...r, id, titulo: `Avaliação ${id}` });
      }),
    });
  }),
  http.post(url(REVIEW_PATHS.invitation), async ({ request }) => {
    const { token } = (await request.json()) as { token: string };
    return token === REVIEW_TOKEN
      ? HttpResponse.json(REVIEW_INVITATION)
      : HttpResponse.json({ erro: 'Link de avaliação inválido ou expirado.' }, { status: 404 });
  }),
  http.post(url(REVIEW_PATHS.submit), () =>
    HttpResponse.json({
      mensagem:
        'Obrigado! Sua avaliação será publicada depois da moderação, e avisaremos por e-mail.',
    }),
  ),
];
