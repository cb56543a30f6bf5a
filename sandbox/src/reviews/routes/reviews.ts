import type { FastifyInstance } from 'fastify';
import Type, { type Static } from 'typebox';
import {
  TIPOS_VIAJANTE,
  type OrdemAvaliacoes,
  type TipoViajante,
  type AvaliacoesHotelRequest,
  type AvaliacoesHotelResponse,
  type ConviteAvaliacaoResponse,
  type EnviarAvaliacaoRequest,
  type EnviarAvaliacaoResponse,
  type ResumoAvaliacoesResponse,
} from '../../../../src/api/contract/reviews';
import type { AppContext } from '../../context';
import { hotelExists } from '../../repositories/catalogue';
import { DomainError, invalid } from '../../shared/domain-error';
import {
  body,
  id,
  integer,
  linkToken,
  linkTokenBody,
  optional,
  text,
} from '../../shared/request-fields';
import { schemaOf } from '../../shared/request-schema';
import { hotelReviews, reviewSummary } from '../public-reviews';
import { CITY_MAX, NAME_MAX, REVIEW_MESSAGES, TEXT_LENGTH, TITLE_LENGTH } from '../review-rules';
import { openInvitation, submitReview } from '../submission';

const score = integer(REVIEW_MESSAGES.score, 1, 10);
/** One of the contract's TIPOS_VIAJANTE (an enum, so the field's message is the one shown). */
const travellerType = Type.Unsafe<TipoViajante>({
  type: 'string',
  enum: [...TIPOS_VIAJANTE],
  erro: REVIEW_MESSAGES.travellerType,
});

const submissionBody = schemaOf<EnviarAvaliacaoRequest>()(
  body({
    token: linkToken(REVIEW_MESSAGES.invalidLink),
    nota: score,
    notas: Type.Object(
      { quartos: score, limpeza: score, atendimento: score, lazer: score },
      { erro: REVIEW_MESSAGES.score },
    ),
    titulo: text('Título', TITLE_LENGTH.max, { missing: REVIEW_MESSAGES.titleLength }),
    texto: text('Texto', TEXT_LENGTH.max, { missing: REVIEW_MESSAGES.textLength }),
    tipo_viajante: travellerType,
    nome: optional(text('Nome', NAME_MAX)),
    cidade: optional(text('Cidade', CITY_MAX)),
  }),
);

const hotelBody = schemaOf<AvaliacoesHotelRequest>()(
  body({
    id_hotel: id('Hotel inválido.'),
    pagina: optional(integer('Página inválida.', 1, 10_000)),
    ordem: optional(
      Type.Unsafe<OrdemAvaliacoes>({
        type: 'string',
        enum: ['recentes', 'melhores', 'piores'],
        erro: 'Ordem inválida: use recentes, melhores ou piores.',
      }),
    ),
    tipo_viajante: optional(travellerType),
    nota_minima: optional(integer('Nota mínima inválida: de 1 a 10.', 1, 10)),
  }),
);

/**
 * The reviews of the main API (issue 53; README "Reviews"): a link's form and its review, both
 * by the e-mailed token alone (no session), and the public lists.
 */
export function reviewRoutes(app: FastifyInstance, { db, now }: AppContext): void {
  app.post<{ Body: { token: string } }>(
    '/avaliacoes/convite',
    { schema: { body: linkTokenBody(REVIEW_MESSAGES.invalidLink) } },
    async (request): Promise<ConviteAvaliacaoResponse> =>
      openInvitation(db, request.body.token, now()),
  );

  app.post<{ Body: Static<typeof submissionBody> }>(
    '/avaliacoes',
    { schema: { body: submissionBody } },
    async (request): Promise<EnviarAvaliacaoResponse> => {
      const b = request.body;
      const titulo = b.titulo.trim();
      const texto = b.texto.trim();
      if (titulo.length < TITLE_LENGTH.min) throw invalid(REVIEW_MESSAGES.titleLength);
      if (texto.length < TEXT_LENGTH.min) throw invalid(REVIEW_MESSAGES.textLength);
      const done = submitReview(
        db,
        {
          ...b,
          titulo,
          texto,
          nome: (b.nome ?? '').trim(),
          cidade: (b.cidade ?? '').trim(),
        },
        now(),
      );
      return { mensagem: done === 'editada' ? REVIEW_MESSAGES.edited : REVIEW_MESSAGES.submitted };
    },
  );

  app.post<{ Body: Static<typeof hotelBody> }>(
    '/avaliacoes/hotel',
    { schema: { body: hotelBody } },
    async (request): Promise<AvaliacoesHotelResponse> => {
      if (!hotelExists(db, request.body.id_hotel)) {
        throw new DomainError('not_found', 'Hotel não encontrado.');
      }
      return hotelReviews(db, request.body);
    },
  );

  app.post('/avaliacoes/resumo', async (): Promise<ResumoAvaliacoesResponse> => reviewSummary(db));
}
