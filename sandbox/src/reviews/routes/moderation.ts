import type { FastifyInstance } from 'fastify';
import Type, { type Static } from 'typebox';
import type { AvaliacaoEmModeracao } from '../../../../src/api/contract/reviews';
import type { AppContext } from '../../context';
import { body, id, text } from '../../shared/request-fields';
import { answerReview, moderationQueue, publishReview, rejectReview } from '../moderation';
import { REVIEW_MESSAGES } from '../review-rules';

const rejectionBody = body({
  motivo: text('Motivo', 500, { missing: REVIEW_MESSAGES.rejectReason }),
});
const answerBody = body({
  resposta: text('Resposta', 1000, { missing: REVIEW_MESSAGES.answerLength }),
});

const reviewParams = Type.Object({ id: id(REVIEW_MESSAGES.notFound) });
type ReviewParams = Static<typeof reviewParams>;

/**
 * The moderation queue (issue 53 part 2), in the services API behind the admin token (mounted by
 * apis/services-api.ts): the pending reviews, oldest first, and the three acts.
 */
export function moderationRoutes(app: FastifyInstance, { db, now, config }: AppContext): void {
  const editLinks = { siteUrl: config.siteUrl, validDays: config.reviewLinkDays };
  app.get('/avaliacoes/moderacao', async (): Promise<AvaliacaoEmModeracao[]> =>
    moderationQueue(db),
  );
  app.post<{ Params: ReviewParams }>(
    '/avaliacoes/:id/publicar',
    { schema: { params: reviewParams } },
    async (request) => {
      publishReview(db, request.params.id, now(), editLinks);
      return { mensagem: 'Avaliação publicada.' };
    },
  );
  app.post<{ Params: ReviewParams; Body: Static<typeof rejectionBody> }>(
    '/avaliacoes/:id/rejeitar',
    { schema: { params: reviewParams, body: rejectionBody } },
    async (request) => {
      rejectReview(db, request.params.id, request.body.motivo, now(), editLinks);
      return { mensagem: 'Avaliação rejeitada.' };
    },
  );
  app.post<{ Params: ReviewParams; Body: Static<typeof answerBody> }>(
    '/avaliacoes/:id/responder',
    { schema: { params: reviewParams, body: answerBody } },
    async (request) => {
      answerReview(db, request.params.id, request.body.resposta, now());
      return { mensagem: 'Resposta publicada.' };
    },
  );
}
